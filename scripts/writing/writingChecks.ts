import path from 'node:path';
import { pagePath } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent } from '../../src/content/types';
import { homeTexts, linkProblems, sitePages } from './links';
import type { WritingProblem } from './problems';
import { FEED_FORMATS } from './published';
import type { CachedBody } from './renderCache';
import type { RenderedPiece } from './types';

/**
 * The checks across pieces, once each piece is read and rendered: every translation has its
 * default-language piece, every project's case study is written, every link of every body leads
 * to a page (and heading) the site has.
 */

/** A piece as the checks read it: its translations to fill, its body's ids and links. */
export type CheckedPiece = RenderedPiece & {
  translations: Record<string, string>;
  body: Pick<CachedBody, 'ids' | 'links'>;
};

/** Each slug has its default-language piece; each piece is given the others' paths. */
export function translationProblems(
  pieces: CheckedPiece[],
  defaultLanguage: string,
  production: boolean,
): WritingProblem[] {
  const problems: WritingProblem[] = [];
  for (const piece of pieces) {
    const same = pieces.filter((other) => other.kind === piece.kind && other.slug === piece.slug);
    if (!same.some((other) => other.language === defaultLanguage)) {
      problems.push({
        file: piece.source,
        message: `is a translation of "${piece.slug}", which has no ${defaultLanguage} version${production ? ' (or only a draft)' : ''}. Write ${path.posix.join(path.posix.dirname(piece.source), `${piece.slug}.${defaultLanguage}.md`)} first, or give this file the slug of the post it translates.`,
      });
    }
    for (const other of same) if (other !== piece) piece.translations[other.language] = other.path;
  }
  return problems;
}

/**
 * Each project's case study: missing in the default language, a problem; in another, a warning.
 * The card links to the case study in the page's language, or to the default language's
 * (marked with its language) until it is translated (caseStudyLinks.ts).
 */
export function caseStudyChecks(options: {
  owner: OwnerContent;
  pieces: CheckedPiece[];
  /** The case studies' folder and site.yaml, as the owner sees them. */
  shownCaseStudies: string;
  shownSiteFile: string;
  production: boolean;
}): { problems: WritingProblem[]; warnings: string[] } {
  const { owner, pieces, shownCaseStudies, production } = options;
  const { defaultLanguage } = owner.site;
  const codes = owner.site.languages.map((language) => language.code);
  const problems: WritingProblem[] = [];
  const warnings: string[] = [];
  const written = (slug: string, code: string) =>
    pieces.some(
      (piece) => piece.kind === 'caseStudy' && piece.slug === slug && piece.language === code,
    );
  owner.projects.forEach((project, index) => {
    if (!project.caseStudy) return;
    const file = `${shownCaseStudies}/${project.caseStudy}`;
    if (!written(project.caseStudy, defaultLanguage)) {
      problems.push({
        file: options.shownSiteFile,
        field: `projects[${index}].caseStudy`,
        message: `names "${project.caseStudy}", but ${file}.${defaultLanguage}.md does not exist${production ? ' or is a draft' : ''}. Write it (the project's card links to it), or remove the field.`,
      });
      return;
    }
    for (const code of codes) {
      if (written(project.caseStudy, code)) continue;
      warnings.push(
        `Untranslated: ${file}.${code}.md does not exist${production ? ' or is a draft' : ''}: the ${code} card links the ${defaultLanguage} case study, marked with its language. Write it to translate it.`,
      );
    }
  });
  return { problems, warnings };
}

/**
 * Every page the writing adds, then every link checked against them. A home page's sections are
 * those its texts show, its latest posts (the Writing section) included.
 */
export function writingLinkProblems(
  owner: OwnerContent,
  catalogues: Record<string, Catalogue>,
  pieces: CheckedPiece[],
  publicDir: string,
): WritingProblem[] {
  const pages = sitePages(owner, homeTexts(owner, catalogues, pieces));
  for (const { code } of owner.site.languages) {
    const base = pagePath(owner.site, code);
    const posts = pieces.filter((piece) => piece.kind === 'post' && piece.language === code);
    if (posts.length === 0) continue;
    pages.set(`${base}blog/`, new Set());
    for (const { file } of FEED_FORMATS) pages.set(`${base}blog/${file}`, null);
    for (const tag of new Set(posts.flatMap((post) => post.front.tags)))
      pages.set(`${base}blog/tags/${tag}/`, new Set());
  }
  for (const piece of pieces) pages.set(piece.path, new Set(piece.body.ids));
  return linkProblems(
    pieces.map((piece) => ({ file: piece.source, path: piece.path, links: piece.body.links })),
    pages,
    publicDir,
  );
}
