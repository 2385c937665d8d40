import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import type { RootState } from '../app/store';
import { blogPath, fill, languageLinks } from '../content/languages';
import { owner } from '../content/settings';
import {
  mobileMenuClosed,
  mobileMenuOpened,
  scrollShadowChanged,
  selectLanguage,
  selectMobileMenuOpen,
  selectScrolled,
  selectSectionInView,
} from '../features/ui/uiSlice';
import { comingSoonClicked, scrollToSection } from '../features/ui/uiThunks';
import { showsSection } from '../sections/pageSections';
import { ModalDialog } from './common/ModalDialog';
import {
  ArticleIcon,
  ChatIcon,
  CloseIcon,
  ContentIcon,
  GlobeIcon,
  MailIcon,
  PhoneIcon,
  ShareIcon,
} from './common/icons';
import { socialLinks } from './common/socialLinks';
import { useTexts } from './common/texts';
import { IconButton, IconLink, SecondaryButton, VisuallyHidden } from './common/ui';
import { ThemeToggle } from './theme/ThemeToggle';
import { SCROLL_SHADOW_THRESHOLD_PX } from '../startup/contract';

/** The socials shown in the bar and its phone menu (behaviour.md §2). */
const barLinks = socialLinks('topBar');

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

/**
 * The bar's own box, the one element its shadow changes: it follows the scroll, so the first
 * scroll past the threshold (in the very task of a tap on 'Latest Works' or 'Contact', which
 * starts the glide) re-renders it and not the bar's contents, which it takes as children.
 */
function TopBarFrame({ children }: { children: ReactNode }) {
  const scrolled = useScrollShadow();
  return (
    <header className="top-bar" data-scrolled={scrolled}>
      {children}
    </header>
  );
}

type LanguageLink = ReturnType<typeof languageLinks>[number];

/**
 * Links to the page in the other languages, at the part of the page in view: real links, so
 * they work before the page's script has run. Each names its language in that language.
 */
function languageItems(links: LanguageLink[], nameClass?: string) {
  return links.map(({ code, name, href }) => (
    <li key={code}>
      <a href={href} hrefLang={code} lang={code}>
        <GlobeIcon />
        <span className={nameClass}>{name}</span>
      </a>
    </li>
  ));
}

export function TopBar() {
  const dispatch = useAppDispatch();
  const texts = useTexts();
  const menuOpen = useAppSelector(selectMobileMenuOpen);
  const language = useAppSelector(selectLanguage);
  const otherLanguages = languageLinks(owner.site, language, useAppSelector(selectSectionInView));
  // A plain link, so it works before the page's script: only while the language has posts.
  const blog = texts.latestPosts?.length ? blogPath(owner.site, language) : null;
  const closeMenu = () => dispatch(mobileMenuClosed());
  const newTab = ` ${texts.common.newTab}`;

  return (
    <TopBarFrame>
      <a className="top-bar-logo" href="#top">
        <span aria-hidden="true">{owner.logoText}</span>
        <VisuallyHidden>{fill(texts.topBar.backToTop, { name: texts.name })}</VisuallyHidden>
      </a>
      <nav className="top-bar-socials" aria-label={texts.topBar.socialProfiles}>
        <ul>
          {barLinks.map(({ label, href, icon }) => (
            <li key={href}>
              <IconLink
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label + newTab}
              >
                <ContentIcon icon={icon} />
              </IconLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="top-bar-actions">
        {blog && (
          <a className="top-bar-blog" href={blog}>
            <ArticleIcon />
            <span className="top-bar-blog-label">{texts.writingSection.blogLink}</span>
          </a>
        )}
        {otherLanguages.length > 0 && (
          <nav className="top-bar-languages" aria-label={texts.topBar.language}>
            <ul>{languageItems(otherLanguages, 'top-bar-language-name')}</ul>
          </nav>
        )}
        <IconButton
          className="top-bar-connect"
          type="button"
          aria-label={texts.topBar.connect}
          aria-haspopup="dialog"
          onClick={() => dispatch(mobileMenuOpened())}
          data-opens="menu"
        >
          <ShareIcon />
        </IconButton>
        <ThemeToggle />
        <IconButton
          type="button"
          aria-label={texts.topBar.comingSoon}
          onClick={() => void dispatch(comingSoonClicked())}
        >
          <ChatIcon />
        </IconButton>
        <IconLink
          href={`tel:${owner.phone}`}
          aria-label={fill(texts.topBar.call, { name: texts.name })}
        >
          <PhoneIcon />
        </IconLink>
        {showsSection(owner, texts, 'contact') && (
          <SecondaryButton
            className="top-bar-contact"
            type="button"
            aria-label={texts.topBar.contactMe}
            onClick={() => void dispatch(scrollToSection('contact'))}
            data-scrolls-to="contact"
          >
            <MailIcon />
            <span className="top-bar-contact-label">{texts.topBar.contact}</span>
          </SecondaryButton>
        )}
      </div>
      <ModalDialog
        open={menuOpen}
        overlay="menu"
        labelledBy="connect-heading"
        onDismiss={closeMenu}
      >
        <div className="connect-menu-header">
          <h2 id="connect-heading">{texts.topBar.connect}</h2>
          <IconButton
            type="button"
            aria-label={texts.common.close}
            onClick={closeMenu}
            data-closes=""
          >
            <CloseIcon />
          </IconButton>
        </div>
        <ul className="connect-menu-list">
          {barLinks.map(({ label, href, icon }) => (
            <li key={href}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                <ContentIcon icon={icon} />
                {label}
                <VisuallyHidden>{newTab}</VisuallyHidden>
              </a>
            </li>
          ))}
          {blog && (
            <li>
              <a href={blog}>
                <ArticleIcon />
                {texts.writingSection.blogLink}
              </a>
            </li>
          )}
          {languageItems(otherLanguages)}
        </ul>
      </ModalDialog>
    </TopBarFrame>
  );
}
