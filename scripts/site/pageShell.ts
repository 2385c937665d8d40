import { fill, pagePath, privacyPath } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
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
 * - the top links: back to the language's portfolio page, its blog when it has one, the page's
 *   own links (the resume's PDF), and the language switch: the same page in each other
 *   language, each link with its `hreflang` and `lang`;
 * - the footer: the catalogue's copyright line and the language's privacy notice;
 * - the document CSS: a readable column; headings, lists, code, tables, quotes, images; both
 *   themes through the custom properties of src/styles/globalCss.ts; no sideways scrolling at
 *   320 px; top links and footer left out of print. Without a theme script (a 404 page, served
 *   at any address, has none; the printed resume) the colours follow the system's theme.
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

/** A link of the top bar beyond the shell's own (the resume's "Download the PDF"). */
export interface TopLink {
  href: string;
  text: string;
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
  /** More head markup: Open Graph tags, JSON-LD, feed links. */
  head?: string;
  /** The page's own CSS, after the document CSS. */
  css?: string;
  /** The page's content: the markup inside <main>. */
  main: string;
  /** The language's blog ('/blog/', '/hi/blog/'): a top link to it; none when left out. */
  blogPath?: string;
  /** More top links, after the blog's. */
  links?: TopLink[];
  /** Not to be indexed (a 404 page): `robots noindex`, and no canonical or alternates. */
  noindex?: boolean;
  /** The site's root URL (the build's SITE_URL); site.yaml's `site.url` when left out. */
  siteUrl?: string;
}

const { colors, fonts, type } = theme;

/** The document CSS, on top of the page-wide CSS (palettes, type per script, focus ring). */
export const DOCUMENT_CSS = `
body { font-size: 1.0625rem; overflow-wrap: break-word; }
/* One column, its side margins outside the boxes: the footer's rule is as wide as the text. */
.top, main, footer { width: min(42rem, 100% - 2 * clamp(1rem, 4vw, 2rem)); margin: 0 auto; padding: 1rem 0; }
.top { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 1.5rem; }
.top nav, footer { display: flex; flex-wrap: wrap; align-items: center; gap: 0 1.25rem; }
.top a, footer a { display: inline-block; padding: 0.6rem 0; }
.top a { font-weight: 600; }
a { text-underline-offset: 0.15em; }
h1, h2, h3, h4 { line-height: ${type.lineHeightHeading}; }
h1 { font-size: clamp(1.75rem, 6vw, 2.5rem); margin: 0.5rem 0 1rem; }
h2 { font-size: 1.375rem; margin: 2.25rem 0 0.75rem; }
h3 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
h4 { font-size: 1rem; margin: 1.25rem 0 0.5rem; }
p, ul, ol, pre, table, blockquote, figure { margin: 0 0 1rem; }
ul, ol { padding-left: 1.5rem; }
li { margin-bottom: 0.375rem; }
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
footer { justify-content: space-between; margin-top: 2rem; color: ${colors.textMuted}; border-top: 1px solid ${colors.border}; }
footer p { margin: 0; }
@media print { .top, footer { display: none; } }
`;

/** Without a theme script nothing sets <html data-theme>: the system's theme picks. */
const SYSTEM_THEME_CSS = `
:root { color-scheme: dark light; }
@media (prefers-color-scheme: light) {
  :root { color-scheme: light; ${paletteDeclarations(palettes.light)} }
}
`;

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

function topLinks(input: DocumentPageInput, others: (LanguageVersion & PageLanguage)[]): string {
  const { owner, language, texts, path } = input;
  const home = pagePath(owner.site, language.code);
  const links: TopLink[] = [
    { href: home, text: fill(texts.documents.backToSite, { name: texts.name }) },
    ...(input.blogPath ? [{ href: input.blogPath, text: texts.documents.blog }] : []),
    ...(input.links ?? []),
  ];
  const site = links
    .map(
      ({ href, text }) =>
        `<a href="${escapeMarkup(href)}"${current(href, path)}>${escapeMarkup(text)}</a>`,
    )
    .join('');
  const switches = others
    .map(
      (other) =>
        `<a href="${escapeMarkup(other.path)}" hreflang="${escapeMarkup(other.code)}" lang="${escapeMarkup(other.code)}">${escapeMarkup(other.name)}</a>`,
    )
    .join('');
  return [
    '<header class="top">',
    `<nav aria-label="${escapeMarkup(texts.documents.siteLinks)}">${site}</nav>`,
    ...(switches
      ? [`<nav aria-label="${escapeMarkup(texts.topBar.language)}">${switches}</nav>`]
      : []),
    '</header>',
  ].join('');
}

function footer({ owner, language, texts, path }: DocumentPageInput): string {
  const copyright = fill(texts.footer.copyright, {
    name: texts.name,
    year: String(owner.copyrightYear),
  });
  const privacy = privacyPath(owner.site, language.code);
  return `<footer><p>${escapeMarkup(copyright)}</p><p><a href="${escapeMarkup(privacy)}"${current(privacy, path)}>${escapeMarkup(texts.footer.privacy)}</a></p></footer>`;
}

/** The whole HTML document of one page. */
export function documentPage(input: DocumentPageInput): string {
  const { language, themeScript, noindex = false } = input;
  const others = otherVersions(input);
  const css = compactCss(
    `${GLOBAL_CSS}${DOCUMENT_CSS}${themeScript === undefined ? SYSTEM_THEME_CSS : ''}${input.css ?? ''}`,
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
    `<style>${css}</style>`,
    '</head>',
    '<body>',
    topLinks(input, others),
    `<main>${input.main}</main>`,
    footer(input),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
