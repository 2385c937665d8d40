import { useEffect } from 'react';
import { useStore } from 'react-redux';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import type { RootState } from '../app/store';
import { owner } from '../content/owner';
import {
  mobileMenuClosed,
  mobileMenuOpened,
  SCROLL_SHADOW_THRESHOLD_PX,
  scrollShadowChanged,
  selectMobileMenuOpen,
  selectScrolled,
} from '../features/ui/uiSlice';
import { comingSoonClicked, scrollToSection } from '../features/ui/uiThunks';
import { ModalDialog } from './common/ModalDialog';
import {
  ChatIcon,
  CloseIcon,
  GitHubIcon,
  LinkedInIcon,
  MailIcon,
  PhoneIcon,
  ShareIcon,
  XIcon,
} from './common/icons';
import { IconButton, IconLink, SecondaryButton, VisuallyHidden } from './common/ui';
import { ThemeToggle } from './theme/ThemeToggle';

const Bar = styled.header<{ $scrolled: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 10;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.6rem clamp(0.75rem, 3vw, 2rem);
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ $scrolled, theme }) =>
    $scrolled ? `0 6px 24px ${theme.colors.shadow}` : 'none'};
  transition: box-shadow 0.2s ease;
`;

const Logo = styled.a`
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  font-weight: 800;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Socials = styled.nav`
  display: flex;
  gap: 0.5rem;
  ul {
    display: flex;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    gap: 0.35rem;
  }
`;

/** Only under the phone breakpoint, where the social links leave the bar. */
const ConnectButton = styled(IconButton)`
  @media (width > ${({ theme }) => theme.breakpoints.phone}) {
    display: none;
  }
`;

const ContactButton = styled(SecondaryButton)`
  padding: 0.5rem 1rem;
  /* A set line height keeps it at the bar's 44 px whatever the font's metrics, so the bar
     does not grow when the system font is resolved after the first paint. */
  line-height: 1.25;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    width: 44px;
    padding: 0;
    span.label {
      display: none;
    }
  }
`;

const MenuHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const MenuList = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 1.25rem 0 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border-radius: 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
`;

/** The socials shown in the bar; the e-mail entry stays in the data only (SPEC §2). */
const socialLinks = [
  { label: 'GitHub', href: owner.socials.github, Icon: GitHubIcon },
  { label: 'LinkedIn', href: owner.socials.linkedin, Icon: LinkedInIcon },
  { label: 'Twitter/X', href: owner.socials.twitter, Icon: XIcon },
];

const NEW_TAB = ' (opens in a new tab)';

/** Dispatches scrollShadowChanged only when the page crosses the threshold. */
function useScrollShadow() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const scrolled = useAppSelector(selectScrolled);
  useEffect(() => {
    const onScroll = () => {
      const next = window.scrollY > SCROLL_SHADOW_THRESHOLD_PX;
      if (next !== selectScrolled(store.getState())) dispatch(scrollShadowChanged(next));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [dispatch, store]);
  return scrolled;
}

export function TopBar() {
  const dispatch = useAppDispatch();
  const scrolled = useScrollShadow();
  const menuOpen = useAppSelector(selectMobileMenuOpen);
  const closeMenu = () => dispatch(mobileMenuClosed());

  return (
    <Bar $scrolled={scrolled} data-scrolled={scrolled}>
      <Logo href="#top">
        <span aria-hidden="true">{owner.logoText}</span>
        <VisuallyHidden>{`${owner.name}, back to top`}</VisuallyHidden>
      </Logo>
      <Socials aria-label="Social profiles">
        <ul>
          {socialLinks.map(({ label, href, Icon }) => (
            <li key={label}>
              <IconLink
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label + NEW_TAB}
              >
                <Icon />
              </IconLink>
            </li>
          ))}
        </ul>
      </Socials>
      <Actions>
        <ConnectButton
          type="button"
          aria-label="Connect with me"
          aria-haspopup="dialog"
          onClick={() => dispatch(mobileMenuOpened())}
        >
          <ShareIcon />
        </ConnectButton>
        <ThemeToggle />
        <IconButton
          type="button"
          aria-label="Messaging: Coming Soon"
          onClick={() => void dispatch(comingSoonClicked())}
        >
          <ChatIcon />
        </IconButton>
        <IconLink href={`tel:${owner.phone}`} aria-label={`Call ${owner.name}`}>
          <PhoneIcon />
        </IconLink>
        <ContactButton
          type="button"
          aria-label="Contact me"
          onClick={() => void dispatch(scrollToSection('contact'))}
        >
          <MailIcon />
          <span className="label">Contact</span>
        </ContactButton>
      </Actions>
      {menuOpen && (
        <ModalDialog labelledBy="connect-heading" onDismiss={closeMenu}>
          <MenuHeader>
            <h2 id="connect-heading">Connect with me</h2>
            <IconButton type="button" aria-label="Close" onClick={closeMenu}>
              <CloseIcon />
            </IconButton>
          </MenuHeader>
          <MenuList>
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  <Icon />
                  {label}
                  <VisuallyHidden>{NEW_TAB}</VisuallyHidden>
                </a>
              </li>
            ))}
          </MenuList>
        </ModalDialog>
      )}
    </Bar>
  );
}
