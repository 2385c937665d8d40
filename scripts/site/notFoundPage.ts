import { fill, pagePath } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/locales/en';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
import { palettes } from '../../src/styles/theme';
import { escapeMarkup } from './logo';

/**
 * The not-found page: what the host answers, with status 404, at an address that is no page
 * and no file. Firebase Hosting serves one `404.html` from the root for every miss, and with
 * `i18n` in firebase.json the one under `localized/<language>/` to a visitor whose browser
 * prefers that language; a path gives it no language. So each page is written in its language
 * first and links every language's home page, each in its own language. No script: its
 * colours follow the visitor's system theme.
 */

/** Where the host looks for a language's not-found page (firebase.json `hosting.i18n.root`). */
export const I18N_ROOT = 'localized';

/** The file of a language's not-found page in dist/: the default's at the root. */
export function notFoundFile(owner: OwnerContent, code: string): string {
  return code === owner.site.defaultLanguage ? '404.html' : `${I18N_ROOT}/${code}/404.html`;
}

const { dark, light } = palettes;

const STYLE = [
  ':root{color-scheme:dark light}',
  `body{margin:0;min-height:100vh;display:grid;place-items:center;font:1rem/1.5 system-ui,sans-serif;background:${dark.background};color:${dark.text}}`,
  'main{max-width:32rem;padding:2rem 1.5rem}',
  'h1{font-size:1.75rem;margin:0 0 .5rem}',
  `p{margin:0 0 1rem;color:${dark.textMuted}}`,
  `a{color:${dark.accent}}`,
  `a:focus-visible{outline:3px solid ${dark.focus};outline-offset:2px}`,
  // Links 44 px tall: a target a thumb can hit.
  'ul{list-style:none;padding:0;margin:1rem 0 0}a{display:inline-block;padding:.6rem 0}',
  `@media (prefers-color-scheme:light){body{background:${light.background};color:${light.text}}p{color:${light.textMuted}}a{color:${light.accent}}a:focus-visible{outline-color:${light.focus}}}`,
].join('');

/** The not-found page in `language`, linking each language's home page in that language. */
export function notFoundPage(
  owner: OwnerContent,
  language: PageLanguage,
  catalogues: Record<string, Catalogue>,
): string {
  const texts = catalogues[language.code];
  const ordered = [
    language,
    ...owner.site.languages.filter((other) => other.code !== language.code),
  ];
  const links = ordered.map((each) => {
    const home = fill(catalogues[each.code].notFound.home, { name: catalogues[each.code].name });
    return `<li><a href="${pagePath(owner.site, each.code)}" hreflang="${each.code}" lang="${each.code}">${escapeMarkup(home)}</a></li>`;
  });
  return [
    '<!doctype html>',
    `<html lang="${language.code}">`,
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="robots" content="noindex" />',
    '<meta name="color-scheme" content="dark light" />',
    `<title>${escapeMarkup(`${texts.notFound.title} · ${texts.name}`)}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeMarkup(texts.notFound.title)}</h1>`,
    `<p>${escapeMarkup(texts.notFound.message)}</p>`,
    `<ul>${links.join('')}</ul>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
