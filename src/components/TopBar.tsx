import { useEffect } from 'react';
import { useStore } from 'react-redux';
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
    <header className="top-bar" data-scrolled={scrolled}>
      <a className="top-bar-logo" href="#top">
        <span aria-hidden="true">{owner.logoText}</span>
        <VisuallyHidden>{`${owner.name}, back to top`}</VisuallyHidden>
      </a>
      <nav className="top-bar-socials" aria-label="Social profiles">
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
      </nav>
      <div className="top-bar-actions">
        <IconButton
          className="top-bar-connect"
          type="button"
          aria-label="Connect with me"
          aria-haspopup="dialog"
          onClick={() => dispatch(mobileMenuOpened())}
        >
          <ShareIcon />
        </IconButton>
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
        <SecondaryButton
          className="top-bar-contact"
          type="button"
          aria-label="Contact me"
          onClick={() => void dispatch(scrollToSection('contact'))}
        >
          <MailIcon />
          <span className="top-bar-contact-label">Contact</span>
        </SecondaryButton>
      </div>
      {menuOpen && (
        <ModalDialog labelledBy="connect-heading" onDismiss={closeMenu}>
          <div className="connect-menu-header">
            <h2 id="connect-heading">Connect with me</h2>
            <IconButton type="button" aria-label="Close" onClick={closeMenu}>
              <CloseIcon />
            </IconButton>
          </div>
          <ul className="connect-menu-list">
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  <Icon />
                  {label}
                  <VisuallyHidden>{NEW_TAB}</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </ModalDialog>
      )}
    </header>
  );
}
