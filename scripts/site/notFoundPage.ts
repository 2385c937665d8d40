import { pagePath } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
import { escapeMarkup } from './logo';
import { documentPage } from './pageShell';

/**
 * The not-found page: what the host answers, with status 404, at an address that is no page
 * and no file. Firebase Hosting serves one `404.html` from the root for every miss, and with
 * `i18n` in firebase.json the one under `localized/<language>/` to a visitor whose browser
 * prefers that language; a path gives it no language. So each page is written in its language
 * on the page shell (pageShell.ts), whose top links lead to its language's home page and, in
 * the language switch, to every other language's. Its scripts are every document's: the stored
 * theme and the theme toggle (the script's address is from the site's root, so it loads at any
 * address the page is served at); without them its colours follow the visitor's system theme.
 */

/** Where the host looks for a language's not-found page (firebase.json `hosting.i18n.root`). */
export const I18N_ROOT = 'localized';

/** The file of a language's not-found page in dist/: the default's at the root. */
export function notFoundFile(owner: OwnerContent, code: string): string {
  return code === owner.site.defaultLanguage ? '404.html' : `${I18N_ROOT}/${code}/404.html`;
}

/** The not-found page in `language`, leading to each language's home page. */
export function notFoundPage(
  owner: OwnerContent,
  language: PageLanguage,
  catalogues: Record<string, Catalogue>,
  scripts: { themeScript?: string; script?: string } = {},
): string {
  const texts = catalogues[language.code];
  return documentPage({
    ...scripts,
    owner,
    language,
    texts,
    path: `/${notFoundFile(owner, language.code)}`,
    title: `${texts.notFound.title} · ${texts.name}`,
    description: texts.notFound.message,
    alternates: owner.site.languages
      .filter((other) => other.code !== language.code)
      .map((other) => ({ code: other.code, path: pagePath(owner.site, other.code) })),
    main: `<h1>${escapeMarkup(texts.notFound.title)}</h1><p>${escapeMarkup(texts.notFound.message)}</p>`,
    noindex: true,
  });
}
