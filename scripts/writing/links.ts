import { existsSync } from 'node:fs';
import path from 'node:path';
import { pagePath, privacyPath, resumePagePath, resumePdfPath } from '../../src/content/languages';
import { pageCatalogue } from '../../src/app/pageTexts';
import type { Catalogue, PageCatalogue } from '../../src/content/catalogue';
import type { OwnerContent } from '../../src/content/types';
import { shownKinds } from '../../src/sections/pageSections';
import type { WritingProblem } from './problems';

/**
 * The check that every site-relative link of the writing leads somewhere: a page the build
 * writes (and, after `#`, an element of it), or a file under public/.
 */

/**
 * A home page's section ids, what `/#…` may name there: the hero's (Hero.tsx) and those of the
 * sections that page shows (src/sections/, in the owner's order), from its texts.
 */
export const homeSectionIds = (owner: OwnerContent, texts: PageCatalogue): string[] => [
  'top',
  ...shownKinds(owner, texts).map(({ id }) => id),
];

/**
 * Each home page's texts as far as its sections go: its catalogue, and its posts as the latest
 * (the Writing section is there while the language has one).
 */
export function homeTexts(
  owner: OwnerContent,
  catalogues: Record<string, Catalogue>,
  pieces: {
    kind: string;
    language: string;
    path: string;
    front: { title: string; date: string; summary: string };
  }[],
): Record<string, PageCatalogue> {
  return Object.fromEntries(
    owner.site.languages.map(({ code }) => [
      code,
      pageCatalogue(catalogues[code], {
        latestPosts: pieces
          .filter((piece) => piece.kind === 'post' && piece.language === code)
          .map(({ front: { title, date, summary }, path: address }) => ({
            title,
            date,
            dateText: date,
            summary,
            path: address,
          })),
      }),
    ]),
  );
}

/** Each page's path, with the ids a link may name (null: the page is not checked inside). */
export type SiteMap = Map<string, Set<string> | null>;

/** The pages the rest of the site has, in every language (`homes`: each home page's texts). */
export function sitePages(owner: OwnerContent, homes: Record<string, PageCatalogue>): SiteMap {
  const pages: SiteMap = new Map();
  for (const { code } of owner.site.languages) {
    pages.set(pagePath(owner.site, code), new Set(homeSectionIds(owner, homes[code])));
    pages.set(privacyPath(owner.site, code), null);
    pages.set(resumePagePath(owner.site, code), null);
    pages.set(resumePdfPath(owner.site, code), null);
  }
  return pages;
}

export interface LinkSource {
  file: string;
  /** The page the link is on, for links to `#id` alone. */
  path: string;
  links: { href: string; line: number }[];
}

export function linkProblems(
  sources: LinkSource[],
  pages: SiteMap,
  publicDir: string,
): WritingProblem[] {
  const problems: WritingProblem[] = [];
  for (const source of sources) {
    for (const { href, line } of source.links) {
      const hash = href.indexOf('#');
      const target = (hash === -1 ? href : href.slice(0, hash)).replace(/\?.*$/, '') || source.path;
      const id = hash === -1 ? '' : decodeURIComponent(href.slice(hash + 1));
      const problem = (message: string) => problems.push({ file: source.file, line, message });
      if (!pages.has(target)) {
        const file = path.join(publicDir, path.posix.normalize(decodeURIComponent(target)));
        if (!target.endsWith('/') && existsSync(file) && file.startsWith(publicDir)) continue;
        if (pages.has(`${target}/`)) {
          problem(
            `the link "${href}" leaves out the page's closing slash. Write "${target}/${hash === -1 ? '' : href.slice(hash)}".`,
          );
        } else {
          problem(
            `the link "${href}" leads to no page of the site. Correct it to a page the site has (e.g. "/blog/<slug>/", "/#projects", "/privacy/") or a file under the owner's folder's public/.`,
          );
        }
        continue;
      }
      const ids = pages.get(target);
      if (id && ids && !ids.has(id)) {
        const known = [...ids]
          .slice(0, 8)
          .map((name) => `#${name}`)
          .join(', ');
        problem(
          `the link "${href}" names "#${id}", which ${target} does not have. Use one of its headings' ids (${known || 'it has none'}).`,
        );
      }
    }
  }
  return problems;
}
