import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
import { documentCss } from './documentCss';
import { footer, themeDialog, topBar } from './documentFrame';
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
 * - the document CSS (documentCss.ts): a readable column; headings, lists, code, tables, quotes,
 *   images; both themes through the custom properties of src/styles/globalCss.ts; no sideways
 *   scrolling at 320 px; top bar, footer and toasts left out of print. Where no script set the
 *   theme (script turned off; the printed resume, which has none) the colours follow the
 *   system's theme.
 *
 * The top bar, footer and theme dialog are drawn by documentFrame.ts. Every text given as text
 * is escaped by the shell; `main`, `head` and `css` are markup the caller made (and escaped)
 * itself.
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

/** The whole HTML document of one page. */
export function documentPage(input: DocumentPageInput): string {
  const { language, themeScript, script, noindex = false } = input;
  const others = otherVersions(input);
  const css = documentCss(input.css ?? '');
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
