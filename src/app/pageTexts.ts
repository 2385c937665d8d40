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
 * What a home page carries beside its catalogue: the latest posts of its language (the Writing
 * section, the top bar's blog link), its locale (for its digits), the case studies its cards
 * link in another language while they are not translated, and its cards' dates.
 */
export interface PageExtras {
  latestPosts?: LatestPost[];
  locale?: string;
  caseStudyFallbacks?: Record<string, CaseStudyFallback>;
  projectPeriods?: ProjectPeriods;
}

/**
 * The page's part of a catalogue: the texts of the build's own documents stay with the build.
 * Each of its extras comes along only when it says something (posts, fallbacks or dates to
 * show, digits that are not Latin).
 */
export function pageCatalogue(
  { privacy: _notice, documents: _documents, blog: _blog, ...page }: Catalogue,
  { latestPosts = [], locale, caseStudyFallbacks = {}, projectPeriods = [] }: PageExtras = {},
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
export function pageTextsJson(texts: Catalogue, extras: PageExtras = {}): string {
  return JSON.stringify(pageCatalogue(texts, extras)).replace(/</g, '\\u003c');
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
