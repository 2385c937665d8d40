import { createElement } from 'react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ArticleIcon, ContentIcon, GlobeIcon, MailIcon } from '../../src/components/common/icons';
import { modalDialogCss } from '../../src/components/common/ModalDialog.styles';
import { profilesShown } from '../../src/components/common/networks';
import { uiCss } from '../../src/components/common/ui.styles';
import { themeControlsCss } from '../../src/components/theme/theme.styles';
import { topBarCss } from '../../src/components/TopBar.styles';
import { fill, pagePath, privacyPath } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
import {
  ANSWER_ATTRIBUTE,
  CANCEL_ATTRIBUTE,
  DOCUMENT_TEXTS_ID,
  documentTexts,
  EXPLANATION_HEADING_ID,
  EXPLANATION_ID,
  QUESTION_HEADING_ID,
  QUESTION_ID,
  READY_ATTRIBUTE,
  REASONS_ID,
  TOASTS_ID,
} from '../../src/documents/contract';
import { THEME_TOGGLE_ATTRIBUTE } from '../../src/startup/contract';
import { GLOBAL_CSS } from '../../src/styles/globalCss';
import { paletteDeclarations, palettes, theme } from '../../src/styles/theme';
import { escapeMarkup } from './logo';
import { siteRoot } from './siteFiles';

/**
 * The one page shell of every document the build writes beside the portfolio page: the privacy
 * notice, the resume page (and the PDF printed from it), the 404 pages, and the posts, tag
 * pages and case studies. Each of them gives its own words as `main` markup; the shell gives
 * the rest, the same on all of them:
 *
 * - the head: charset, viewport, the theme script (first, so the first paint is in the
 *   visitor's theme), title, description, canonical address and its hreflang alternates (from
 *   SITE_URL or site.yaml, as siteFiles.ts does), the tab icon, `noindex` when asked, and the
 *   page's own head markup (Open Graph, JSON-LD, feed links);
 * - the site's top bar, as the home page's (components/TopBar.tsx, its classes and CSS): the
 *   logo leading to the language's home page, then, in the home page's order, its blog when it
 *   has one, the language switch (the same page in each other language, each link with its
 *   `hreflang` and `lang`), the theme toggle and Contact (the home page's contact section).
 *   It stays at the top while the page scrolls, with the home bar's shadow past 10 px where
 *   the browser has scroll-driven animations;
 * - with the documents' script (`script`): the theme toggle, the theme dialog's two dialogs,
 *   closed, the toasts' live region and the script's words (src/documents/contract.ts). The
 *   toggle shows only with script: without it the theme cannot change, so there is no button;
 * - the footer, as the home page's (components/sections/Footer.tsx): the copyright line, the
 *   language's privacy notice and the owner's three profiles;
 * - the document CSS: a readable column; headings, lists, code, tables, quotes, images; both
 *   themes through the custom properties of src/styles/globalCss.ts; no sideways scrolling at
 *   320 px; top bar, footer and toasts left out of print. Where no script set the theme (script
 *   turned off; the printed resume, which has none) the colours follow the system's theme.
 *
 * Every text given as text is escaped here; `main`, `head` and `css` are markup the caller
 * made (and escaped) itself.
 */

/** Where the page is in another language. */
export interface LanguageVersion {
  /** A language code of site.yaml's `site.languages`. */
  code: string;
  /** The address from the site's root: '/hi/privacy/'. */
  path: string;
  /**
   * True when the language has no version of this page and `path` is only where the switch
   * leads instead (an untranslated post's: that language's /blog/). The head then names no
   * hreflang alternate for it.
   */
  standIn?: boolean;
}

export interface DocumentPageInput {
  owner: OwnerContent;
  /** The page's language: `<html lang>`, its top links, footer and texts. */
  language: PageLanguage;
  /** The catalogue of `language`. */
  texts: Catalogue;
  /** The page's address from the site's root, with its trailing slash: '/hi/blog/'. */
  path: string;
  /** The whole <title>, as text: 'Privacy notice · Aarav Mehta'. */
  title: string;
  /** The <meta name="description">, as text. */
  description?: string;
  /** The page in every other language of the site, in any order: the language switch. */
  alternates: LanguageVersion[];
  /**
   * The script that applies the stored theme (src/startup/inline/theme.ts, as built): one
   * text for every document, so one CSP hash. Without it the colours follow the system's theme.
   */
  themeScript?: string;
  /**
   * The documents' one script (src/documents/documents.ts, as built), from the site's root:
   * '/documents.1a2b3c4d.js'. With it the page has the theme toggle and its dialog (and the copy
   * buttons); left out (the page printed into the resume's PDF) it has neither.
   */
  script?: string;
  /** More head markup: Open Graph tags, JSON-LD, feed links. */
  head?: string;
  /** The page's own CSS, after the document CSS. */
  css?: string;
  /** The page's content: the markup inside <main>. */
  main: string;
  /** The language's blog ('/blog/', '/hi/blog/'): a top link to it; none when left out. */
  blogPath?: string;
  /** Not to be indexed (a 404 page): `robots noindex`, and no canonical or alternates. */
  noindex?: boolean;
  /** The site's root URL (the build's SITE_URL); site.yaml's `site.url` when left out. */
  siteUrl?: string;
}

const { colors, fonts, type, breakpoints } = theme;

/** The document CSS, on top of the page-wide CSS (palettes, type per script, focus ring). */
export const DOCUMENT_CSS = `
body { font-size: 1.0625rem; overflow-wrap: break-word; }
/* One column for the text; the top bar and the footer span the page, as on the home page. */
main { width: min(42rem, 100% - 2 * clamp(1rem, 4vw, 2rem)); margin: 0 auto; padding: 1rem 0; }
h1, h2, h3, h4 { line-height: ${type.lineHeightHeading}; }
h1 { font-size: clamp(1.75rem, 6vw, 2.5rem); margin: 0.5rem 0 1rem; }
h2 { font-size: 1.375rem; margin: 2.25rem 0 0.75rem; }
h3 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
h4 { font-size: 1rem; margin: 1.25rem 0 0.5rem; }
p, ul, ol, pre, table, blockquote, figure { margin: 0 0 1rem; }
ul, ol { padding-left: 1.5rem; }
li { margin-bottom: 0.375rem; }
a { text-underline-offset: 0.15em; }
code, pre { font-family: ${fonts.mono}; font-size: 0.92em; }
code { padding: 0.05em 0.3em; border-radius: 0.25rem; background: ${colors.surfaceRaised}; overflow-wrap: anywhere; }
pre { padding: 1rem; overflow-x: auto; line-height: 1.5; border-radius: 0.5rem; border: 1px solid ${colors.border}; background: ${colors.surface}; }
pre code { padding: 0; background: none; font-size: inherit; overflow-wrap: normal; }
table { display: block; width: max-content; max-width: 100%; overflow-x: auto; border-collapse: collapse; }
th, td { padding: 0.4rem 0.75rem; border: 1px solid ${colors.border}; text-align: start; vertical-align: top; }
th { background: ${colors.surfaceRaised}; }
/* A Markdown table's column alignment (:-:, --:) as classes: HTML's align attribute is obsolete. */
.align-left { text-align: left; }
.align-center { text-align: center; }
.align-right { text-align: right; }
blockquote { margin-inline: 0; padding-inline-start: 1rem; border-inline-start: 4px solid ${colors.border}; color: ${colors.textMuted}; }
img, video { height: auto; }
figcaption { color: ${colors.textMuted}; font-size: 0.9em; }
hr { border: 0; border-top: 1px solid ${colors.border}; margin: 2rem 0; }

/* The home page's top bar (TopBar.styles.ts), in the page's flow and kept at the top. */
.top-bar { position: sticky; top: 0; }
.top-bar a, .site-footer a { text-decoration: none; }
/* Not the prose's list spacing: the bars' lists are rows of controls. */
.top-bar li, .site-footer li { margin: 0; }
/* There is no 'Connect with me' menu here to take the blog's link and the language switch:
   they stay in the bar, as icons on a phone (their names stay their accessible names). */
@media (max-width: ${breakpoints.phone}) { .top-bar-blog { display: inline-flex; } }
@media (max-width: 359px) { .top-bar-languages { display: block; } }
/* The toggle needs the script: without script (no theme script ran) it is not there; with it,
   it keeps its room, hidden until the documents' script answers it. */
:root:not([data-theme]) [${THEME_TOGGLE_ATTRIBUTE}] { display: none; }
[${THEME_TOGGLE_ATTRIBUTE}]:not([${READY_ATTRIBUTE}]) { visibility: hidden; }

/* The footer of the home page (components/sections/Footer.tsx). */
.site-footer { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1rem; margin-top: 2rem; padding: 1.5rem clamp(1rem, 4vw, 2rem); border-top: 1px solid ${colors.border}; background: ${colors.surface}; }
.site-footer p { margin: 0; }
.site-footer ul { display: flex; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }

/* The theme dialog's toasts, drawn as react-hot-toast draws the home page's. */
.toasts { position: fixed; inset: 1rem 1rem auto; z-index: 20; display: flex; flex-direction: column; align-items: center; gap: 0.5rem; pointer-events: none; }
.toast { display: flex; align-items: center; gap: 0.6rem; max-width: min(22rem, 100%); margin: 0; padding: 0.6rem 0.9rem; border-radius: 0.5rem; background: #fff; color: #363636; line-height: 1.3; box-shadow: 0 3px 10px rgb(0 0 0 / 10%), 0 3px 3px rgb(0 0 0 / 5%); pointer-events: auto; }
.toast[data-position='top-right'] { align-self: flex-end; }
.toast--error::before { content: '\\2715'; flex: none; display: grid; place-items: center; width: 1.25rem; height: 1.25rem; border-radius: 50%; background: #ff4b4b; color: #fff; font-size: 0.7rem; font-weight: 700; }
@media (prefers-reduced-motion: no-preference) {
  .toast { animation: toast-in 0.35s cubic-bezier(0.21, 1.02, 0.73, 1); }
}
@keyframes toast-in { from { opacity: 0; transform: translateY(-0.75rem); } }
@media print { .top-bar, .site-footer, .toasts { display: none; } }
`;

/** Where no script set <html data-theme> (script off, a printed page), the system's theme picks. */
const SYSTEM_THEME_CSS = `
:root:not([data-theme]) { color-scheme: dark light; }
@media (prefers-color-scheme: light) {
  :root:not([data-theme]) { color-scheme: light; ${paletteDeclarations(palettes.light)} }
}
`;

/** The shell's part of the home page's first-view CSS: its building blocks, dialog, bar, toggle. */
const SITE_CSS = `${uiCss}${modalDialogCss}${topBarCss}${themeControlsCss}`;

/** CSS without its comments and runs of white space: what the page carries. */
export const compactCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    // Not before a colon: `a :focus` and `a:focus` are different selectors.
    .replace(/:\s+/g, ':')
    .trim();

function languageOfCode(owner: OwnerContent, code: string, path: string): PageLanguage {
  const found = owner.site.languages.find((language) => language.code === code);
  if (!found) {
    throw new Error(
      `The page ${path} names a version in "${code}", which is not a language of site.yaml's site.languages. Give its alternates only those languages.`,
    );
  }
  return found;
}

/** The other languages' versions, in site.yaml's order; every one of them is required. */
function otherVersions(input: DocumentPageInput): (LanguageVersion & PageLanguage)[] {
  const { owner, language, alternates, path } = input;
  for (const version of alternates) languageOfCode(owner, version.code, path);
  return owner.site.languages
    .filter((other) => other.code !== language.code)
    .map((other) => {
      const version = alternates.find((each) => each.code === other.code);
      if (!version) {
        throw new Error(
          `The page ${path} has no address in "${other.code}" for the language switch. Give its alternates one for every other language: its translation, or else where that language's reader should go (e.g. that language's /blog/, with standIn: true).`,
        );
      }
      return { ...other, ...version };
    });
}

/** Canonical address and hreflang alternates (the page itself, its translations, x-default). */
function addressTags(input: DocumentPageInput, others: LanguageVersion[]): string[] {
  const root = siteRoot(input.owner, input.siteUrl);
  const href = (path: string) => escapeMarkup(new URL(path, root).href);
  const versions = [
    { code: input.language.code, path: input.path },
    ...others.filter((other) => !other.standIn),
  ];
  const byDefault = versions.find(({ code }) => code === input.owner.site.defaultLanguage);
  return [
    `<link rel="canonical" href="${href(input.path)}" />`,
    ...(versions.length > 1 ? versions : []).map(
      ({ code, path }) =>
        `<link rel="alternate" hreflang="${escapeMarkup(code)}" href="${href(path)}" />`,
    ),
    ...(versions.length > 1 && byDefault
      ? [`<link rel="alternate" hreflang="x-default" href="${href(byDefault.path)}" />`]
      : []),
  ];
}

const current = (href: string, path: string) => (href === path ? ' aria-current="page"' : '');

/** An icon of the home page's (components/common/icons.tsx), as markup. */
const icon = (Icon: ComponentType) => renderToStaticMarkup(createElement(Icon));

/** The theme toggle, as components/theme/ThemeToggle.tsx draws it in the default theme. */
function themeToggle(texts: Catalogue): string {
  return [
    // No content: its glyph is the CSS's, as on the home page (theme.styles.ts).
    `<button class="theme-toggle" type="button" ${THEME_TOGGLE_ATTRIBUTE}="" aria-haspopup="dialog" aria-label="${escapeMarkup(texts.themeToggle.toLight)}">`,
    '</button>',
  ].join('');
}

function topBar(
  input: DocumentPageInput,
  others: (LanguageVersion & PageLanguage)[],
  withToggle: boolean,
): string {
  const { owner, language, texts, path, blogPath } = input;
  const home = pagePath(owner.site, language.code);
  const logo = `<a class="top-bar-logo" href="${escapeMarkup(home)}"><span aria-hidden="true">${escapeMarkup(owner.logoText)}</span><span class="visually-hidden">${escapeMarkup(fill(texts.documents.backToSite, { name: texts.name }))}</span></a>`;
  const blog = blogPath
    ? `<a class="top-bar-blog" href="${escapeMarkup(blogPath)}"${current(blogPath, path)}>${icon(ArticleIcon)}<span class="top-bar-blog-label">${escapeMarkup(texts.writingSection.blogLink)}</span></a>`
    : '';
  const switches = others
    .map(
      (other) =>
        `<li><a href="${escapeMarkup(other.path)}" hreflang="${escapeMarkup(other.code)}" lang="${escapeMarkup(other.code)}">${icon(GlobeIcon)}<span class="top-bar-language-name">${escapeMarkup(other.name)}</span></a></li>`,
    )
    .join('');
  const languages = switches
    ? `<nav class="top-bar-languages" aria-label="${escapeMarkup(texts.topBar.language)}"><ul>${switches}</ul></nav>`
    : '';
  const contact = `<a class="button button--secondary top-bar-contact" href="${escapeMarkup(`${home}#contact`)}" aria-label="${escapeMarkup(texts.topBar.contactMe)}">${icon(MailIcon)}<span class="top-bar-contact-label">${escapeMarkup(texts.topBar.contact)}</span></a>`;
  return [
    '<header class="top-bar" data-scrolled="false">',
    logo,
    '<div class="top-bar-actions">',
    blog,
    languages,
    withToggle ? themeToggle(texts) : '',
    contact,
    '</div>',
    '</header>',
  ].join('');
}

function footer({ owner, language, texts, path }: DocumentPageInput): string {
  const copyright = fill(texts.footer.copyright, {
    name: texts.name,
    year: String(owner.copyrightYear),
  });
  const privacy = privacyPath(owner.site, language.code);
  const profiles = profilesShown(owner, 'footer')
    .map(({ label, href, icon: drawn }) => {
      const glyph = renderToStaticMarkup(createElement(ContentIcon, { icon: drawn }));
      return `<li><a class="icon-control" href="${escapeMarkup(href)}" target="_blank" rel="noopener noreferrer" aria-label="${escapeMarkup(`${label} ${texts.common.newTab}`)}">${glyph}</a></li>`;
    })
    .join('');
  return [
    '<footer class="site-footer">',
    `<p>${escapeMarkup(copyright)}</p>`,
    `<p><a href="${escapeMarkup(privacy)}"${current(privacy, path)}>${escapeMarkup(texts.footer.privacy)}</a></p>`,
    `<nav aria-label="${escapeMarkup(texts.footer.socialProfiles)}"><ul>${profiles}</ul></nav>`,
    '</footer>',
  ].join('');
}

/**
 * The theme dialog, closed, in the markup of components/theme/ThemeDialog.tsx: the question
 * (its words the documents' script sets for each step) and the explanation modal; then the
 * toasts' live region and the words the script shows, as JSON in which no text can end the
 * <script> element.
 */
function themeDialog(texts: Catalogue): string {
  const words = texts.themeDialog;
  const button = (primary: boolean, attributes: string, text: string) =>
    `<button class="theme-dialog-button${primary ? ' theme-dialog-button--primary' : ''}" ${attributes}>${escapeMarkup(text)}</button>`;
  return [
    `<dialog id="${QUESTION_ID}" class="modal-backdrop" aria-labelledby="${QUESTION_HEADING_ID}"><div class="modal-panel">`,
    `<h2 class="theme-dialog-heading" id="${QUESTION_HEADING_ID}">${escapeMarkup(words.questions[0])}</h2>`,
    '<div class="theme-dialog-actions">',
    button(true, `type="button" ${ANSWER_ATTRIBUTE}="yes"`, words.yes),
    button(false, `type="button" ${ANSWER_ATTRIBUTE}="no"`, words.no),
    '</div></div></dialog>',
    `<dialog id="${EXPLANATION_ID}" class="modal-backdrop" aria-labelledby="${EXPLANATION_HEADING_ID}"><div class="modal-panel">`,
    `<h2 class="theme-dialog-heading" id="${EXPLANATION_HEADING_ID}">${escapeMarkup(words.explanationHeading)}</h2>`,
    '<form method="dialog">',
    `<label class="theme-dialog-label" for="${REASONS_ID}">${escapeMarkup(words.reasonsLabel)}</label>`,
    `<textarea class="theme-dialog-reasons" id="${REASONS_ID}" rows="4" placeholder="${escapeMarkup(words.reasonsPlaceholder)}"></textarea>`,
    '<div class="theme-dialog-actions">',
    button(false, `type="button" ${CANCEL_ATTRIBUTE}=""`, words.cancel),
    button(true, 'type="submit"', words.submit),
    '</div></form></div></dialog>',
    `<div class="toasts" id="${TOASTS_ID}" role="status"></div>`,
    `<script type="application/json" id="${DOCUMENT_TEXTS_ID}">${JSON.stringify(documentTexts(texts)).replace(/</g, '\\u003c')}</script>`,
  ].join('\n');
}

/** The whole HTML document of one page. */
export function documentPage(input: DocumentPageInput): string {
  const { language, themeScript, script, noindex = false } = input;
  const others = otherVersions(input);
  const css = compactCss(
    `${GLOBAL_CSS}${SITE_CSS}${DOCUMENT_CSS}${SYSTEM_THEME_CSS}${input.css ?? ''}`,
  );
  return [
    '<!doctype html>',
    `<html lang="${escapeMarkup(language.code)}">`,
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    ...(themeScript === undefined
      ? ['<meta name="color-scheme" content="dark light" />']
      : [`<script>${themeScript}</script>`]),
    `<title>${escapeMarkup(input.title)}</title>`,
    ...(input.description === undefined
      ? []
      : [`<meta name="description" content="${escapeMarkup(input.description)}" />`]),
    ...(noindex ? ['<meta name="robots" content="noindex" />'] : addressTags(input, others)),
    '<link rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />',
    ...(input.head ? [input.head] : []),
    ...(script === undefined ? [] : [`<script src="${escapeMarkup(script)}" defer></script>`]),
    `<style>${css}</style>`,
    '</head>',
    '<body>',
    topBar(input, others, script !== undefined),
    `<main>${input.main}</main>`,
    footer(input),
    ...(script === undefined ? [] : [themeDialog(input.texts)]),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
