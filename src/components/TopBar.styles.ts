import { theme } from '../styles/theme';

const { phone, tablet } = theme.breakpoints;

/** From this width the bar has room for the Contact button's word beside the others. */
const CONTACT_LABEL_SHOWN_FROM = 720;

/** From this width the bar has room for the other language's name beside its buttons. */
const LANGUAGE_NAME_SHOWN_FROM = 420;

/** Static CSS of TopBar.tsx (see src/components/firstViewCss.ts). */
export const topBarCss = `
.top-bar {
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 10;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.6rem clamp(0.75rem, 3vw, 2rem);
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  box-shadow: none;
  transition: box-shadow 0.2s ease;
}
.top-bar[data-scrolled='true'] {
  box-shadow: 0 6px 24px ${theme.colors.shadow};
}
.top-bar-logo {
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  font-weight: 800;
  font-size: 1.25rem;
  color: ${theme.colors.text};
  text-decoration: none;
}
.top-bar-socials,
.top-bar-socials ul,
.top-bar-actions {
  display: flex;
  gap: 0.5rem;
}
.top-bar-socials ul {
  margin: 0;
  padding: 0;
  list-style: none;
}
.top-bar-actions {
  align-items: center;
}
.top-bar-languages ul {
  display: flex;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
}
/* The other language's name, in its own script, after a globe, and the blog's link: pills the
   height of the icon buttons. */
.top-bar-blog,
.top-bar-languages a {
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0 0.85rem;
  border-radius: 999px;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  font-weight: 600;
  line-height: 1.25;
  text-decoration: none;
}
@media (hover: hover) {
  .top-bar-blog:hover,
  .top-bar-languages a:hover {
    border-color: ${theme.colors.accent};
  }
}
.top-bar-contact {
  padding: 0.5rem 1rem;
  /* A set line height keeps it at the bar's 44 px whatever the font's metrics, so the bar
     does not grow when the system font is resolved after the first paint. */
  line-height: 1.25;
}
/* Under the phone breakpoint the social links leave the bar for the 'Connect with me' menu. */
@media (width > ${phone}) {
  .top-bar-connect {
    display: none;
  }
}
/* Under the tablet breakpoint the blog's link is its icon (its name stays its accessible name);
   under the phone's it leaves the bar for the 'Connect with me' menu. */
@media (max-width: ${tablet}) {
  .top-bar-blog {
    justify-content: center;
    width: 44px;
    padding: 0;
  }
  .top-bar-blog-label {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
}
/* Up to this width the bar, with the social links and the blog's, has no room for the Contact
   button's word: it is its icon, as on a phone (its aria-label names it). */
@media (max-width: ${CONTACT_LABEL_SHOWN_FROM - 1}px) {
  .top-bar-contact {
    width: 44px;
    padding: 0;
  }
  .top-bar-contact-label {
    display: none;
  }
}
@media (max-width: ${phone}) {
  .top-bar-socials,
  .top-bar-blog {
    display: none;
  }
  .top-bar-actions {
    gap: 0.35rem;
  }
}
/* Where the pill would push the bar's buttons off a phone's screen, the globe alone shows; the
   name stays the link's accessible name. Under 360 px only the 'Connect with me' menu has it. */
@media (max-width: ${LANGUAGE_NAME_SHOWN_FROM - 1}px) {
  .top-bar-actions {
    gap: 0.25rem;
  }
  .top-bar-languages a {
    justify-content: center;
    width: 44px;
    padding: 0;
  }
  .top-bar-language-name {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
}
@media (max-width: 359px) {
  .top-bar-languages {
    display: none;
  }
}
.connect-menu-header {
  display: flex;
  align-items: center;
  justify-content: space-between;
}
.connect-menu-header h2 {
  margin: 0;
  font-size: 1.25rem;
}
.connect-menu-list {
  display: grid;
  gap: 0.5rem;
  margin: 1.25rem 0 0;
  padding: 0;
  list-style: none;
}
.connect-menu-list a {
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border-radius: 0.75rem;
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.text};
  text-decoration: none;
}
`;
