import type { CaseStudyFallback } from '../../src/content/catalogue';
import type { OwnerContent } from '../../src/content/types';
import type { Writing } from './types';

/**
 * The case studies a language's cards link in the default language, by slug: those the owner has
 * not translated yet. The card says which language the page is in (the build warns of each).
 */
export function caseStudyLinks(
  owner: OwnerContent,
  writing: Writing,
  code: string,
): Record<string, CaseStudyFallback> {
  const { defaultLanguage, languages } = owner.site;
  const has = (language: string, slug: string) =>
    (writing.caseStudies[language] ?? []).some((piece) => piece.slug === slug);
  const fallback = languages.find((language) => language.code === defaultLanguage);
  const links: Record<string, CaseStudyFallback> = {};
  for (const { caseStudy } of owner.projects) {
    if (!caseStudy || !fallback || has(code, caseStudy) || !has(defaultLanguage, caseStudy))
      continue;
    links[caseStudy] = { code: fallback.code, name: fallback.name };
  }
  return links;
}
