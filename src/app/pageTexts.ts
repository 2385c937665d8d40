import { LATIN_DIGITS, localeDigits } from '../content/languages';
import type { Catalogue, CaseStudyFallback, LatestPost, PageCatalogue } from '../content/catalogue';

type ProjectPeriods = NonNullable<PageCatalogue['projectPeriods']>;

/**
 * Each page carries its own language's texts, and no other's: the build writes the catalogue
 * into the page as a JSON data block (no script runs it, so it needs no CSP hash), and the
 * page's language as `<html lang>`. The first view's script holds no texts at all.
 */
export const PAGE_TEXTS_ID = 'page-texts';

export interface PageTexts {
  /** The page's language: a code of site.yaml's `site.languages`. */
  language: string;
  texts: PageCatalogue;
}

/**
 * The page's part of a catalogue: the texts of the build's own documents stay with the build.
 * The latest posts of the page's language come along when it has any (the Writing section,
 * the top bar's blog link), the digits of its locale when they are not Latin, the case
 * studies its cards link in another language while they are not translated, and its cards'
 * dates when one has any.
 */
export function pageCatalogue(
  { privacy: _notice, documents: _documents, blog: _blog, ...page }: Catalogue,
  latestPosts: LatestPost[] = [],
  locale?: string,
  caseStudyFallbacks: Record<string, CaseStudyFallback> = {},
  projectPeriods: ProjectPeriods = [],
): PageCatalogue {
  const digits = locale === undefined ? LATIN_DIGITS : localeDigits(locale);
  return {
    ...page,
    ...(latestPosts.length > 0 ? { latestPosts } : {}),
    ...(Object.keys(caseStudyFallbacks).length > 0 ? { caseStudyFallbacks } : {}),
    ...(digits.join('') !== LATIN_DIGITS.join('') ? { digits: [...digits] } : {}),
    ...(projectPeriods.some(Boolean) ? { projectPeriods } : {}),
  };
}

/** The data block's content: JSON in which no text can end the <script> element. */
export function pageTextsJson(
  texts: Catalogue,
  latestPosts: LatestPost[] = [],
  locale?: string,
  caseStudyFallbacks: Record<string, CaseStudyFallback> = {},
  projectPeriods: ProjectPeriods = [],
): string {
  return JSON.stringify(
    pageCatalogue(texts, latestPosts, locale, caseStudyFallbacks, projectPeriods),
  ).replace(/</g, '\\u003c');
}

/** The language and texts the build wrote into this page. */
export function readPageTexts(doc: Document = document): PageTexts {
  const block = doc.getElementById(PAGE_TEXTS_ID);
  if (!block?.textContent) throw new Error(`The page has no #${PAGE_TEXTS_ID} block.`);
  return {
    language: doc.documentElement.lang,
    texts: JSON.parse(block.textContent) as PageCatalogue,
  };
}
