import type { OwnerContent, PageLanguage } from './types';

/** The values of a text's `{placeholder}`s, by name. */
export type TextValues = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of a text's `{placeholder}`s, in order: 'Call {name}' → ['name']. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

/** A catalogue text with its `{placeholder}`s filled in; one without a value is left as written. */
export function fill(text: string, values: TextValues): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

type Site = OwnerContent['site'];

/** The language with this code, or the default one when the site has no such language. */
export function languageOf(site: Site, code: string): PageLanguage {
  const found = site.languages.find((language) => language.code === code);
  if (found) return found;
  const fallback = site.languages.find((language) => language.code === site.defaultLanguage);
  if (!fallback) throw new Error(`site.yaml names no language "${site.defaultLanguage}".`);
  return fallback;
}

/** Where a language's page lives, from the site's root: '/' for the default, '/hi/' for Hindi. */
export function pagePath(site: Site, code: string): string {
  return code === site.defaultLanguage ? '/' : `/${code}/`;
}

/** The privacy notice's directory under each language's page (the build writes it there). */
export const PRIVACY_DIR = 'privacy/';

/** Where a language's privacy notice lives: '/privacy/', '/hi/privacy/'. */
export function privacyPath(site: Site, code: string): string {
  return `${pagePath(site, code)}${PRIVACY_DIR}`;
}

/** A language's blog, from the site's root: '/blog/', '/hi/blog/'. */
export function blogPath(site: Site, code: string): string {
  return `${pagePath(site, code)}blog/`;
}

/** Where a language's resume PDF is served: '/files/resume.pdf', '/hi/files/resume.pdf'. */
export function resumePdfPath(site: Site, code: string): string {
  return `${pagePath(site, code)}files/resume.pdf`;
}

/** A project's case study in a language: '/projects/refill-buddy/', '/hi/projects/refill-buddy/'. */
export function caseStudyPath(site: Site, code: string, slug: string): string {
  return `${pagePath(site, code)}projects/${slug}/`;
}

/** A language's printable resume page: '/resume/', '/hi/resume/'. */
export function resumePagePath(site: Site, code: string): string {
  return `${pagePath(site, code)}resume/`;
}

/**
 * The page's other languages, each with its name in its own script and its link to the same
 * part of the page (`section`, an element id; 'top' is the page itself).
 */
export function languageLinks(site: Site, language: string, section: string) {
  return site.languages
    .filter((other) => other.code !== language)
    .map((other) => {
      const path = pagePath(site, other.code);
      return { ...other, href: section === 'top' ? path : `${path}#${section}` };
    });
}

/** The digits 0-9 as String() writes them. */
export const LATIN_DIGITS: readonly string[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The digits 0-9 of a locale's default numbering system ('३' for mr-IN's 3), read by the build:
 * the page writes its numbers with them and makes no Intl call of its own (a page's first one
 * loads the locale's data, 30-40 ms of a phone's CPU at 4x even for Intl.Locale).
 */
export function localeDigits(locale: string): string[] {
  const format = new Intl.NumberFormat(locale, { useGrouping: false });
  return LATIN_DIGITS.map((_, digit) => format.format(digit));
}
