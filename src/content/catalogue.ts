import type { z } from 'zod';
import type { TemplateTexts } from '../texts/en';
import type { PeriodPiece } from './periods';
import type { ownerWordsSchema } from './schema';

/**
 * The owner's words in one language (`content/words/<code>.yaml`): what the template cannot
 * know, inferred from the content model (schema.ts), which describes each. The default language
 * has all of them; another language falls back to the default's where it has none
 * (scripts/content/ownerCatalogues.ts).
 */
export type OwnerWords = z.output<typeof ownerWordsSchema>;

/**
 * Every text of one language as the page and the documents read it: the template's texts
 * (src/texts/), with the owner's words and overrides merged in.
 */
export type Catalogue = TemplateTexts & OwnerWords;

/**
 * A post as the home page's Writing section shows it: plain strings the build writes into
 * each page's texts (the latest few of that language; none while it has no post).
 */
export interface LatestPost {
  title: string;
  /** The publication day, `YYYY-MM-DD`. */
  date: string;
  /** The same day in the page's locale, as the build wrote it ('10 March 2024'). */
  dateText: string;
  summary: string;
  /** The post's address from the site's root: '/blog/hello/'. */
  path: string;
}

/** The language a card's case study is shown in when the page's has none. */
export interface CaseStudyFallback {
  code: string;
  name: string;
}

/**
 * What a page carries of its catalogue: all but the texts of the build's own documents; and
 * the latest posts of its language, its locale's digits and its cards' dates, which the build
 * adds (none while it has no post; none when they are Latin; none while no card is dated).
 */
export type PageCatalogue = Omit<Catalogue, 'privacy' | 'documents' | 'blog'> & {
  latestPosts?: LatestPost[];
  /**
   * The case studies not yet written in the page's language, by slug: the language whose the
   * card links instead (the default's), with its name in its own script.
   */
  caseStudyFallbacks?: Record<string, CaseStudyFallback>;
  /** The page locale's digits 0-9 where they are not Latin (languages.ts `localeDigits`). */
  digits?: string[];
  /**
   * Each project card's dates (site.yaml `startDate`, `endDate`) as the build wrote them in the
   * page's locale, by the card's place; null for a card without. None while no card has any.
   */
  projectPeriods?: (PeriodPiece[] | null)[];
};
