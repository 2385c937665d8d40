import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { caseStudyPath, pagePath } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/catalogue';
import type { ResponsiveImage } from '../../src/content/responsiveImages';
import type { OwnerContent } from '../../src/content/types';
import { FileCache, hashOf } from '../content/fileCache';
import { imageLoader } from './bodyImages';
import { splitPiece } from './frontMatter';
import type { CheckedFrontMatter } from './frontMatter';
import { CODE_THEMES, CodeHighlighter } from './highlight';
import { listFiles, listPieces, shownPath } from './pieceFiles';
import { WritingError } from './problems';
import type { WritingProblem } from './problems';
import { newestFirst } from './published';
import { renderBody } from './render';
import type { BodyWords, RenderedBody } from './render';
import { libraryVersions, RenderCache } from './renderCache';
import type { CachedBody } from './renderCache';
import type { RenderedPiece, Writing } from './types';
import { caseStudyChecks, translationProblems, writingLinkProblems } from './writingChecks';

/**
 * The writing step: reads the owner's folder's posts/ and case-studies/ (pieceFiles.ts), checks
 * each piece (front matter, language, translation, links, images: writingChecks.ts,
 * bodyImages.ts), renders it (render.ts, cached by content hash) and gives the pages, feeds and
 * home page one `Writing`. Every problem is collected, then the build stops with all of them.
 */

/** The writing's folders in the owner's folder. */
export const POSTS_DIR = 'posts';
export const CASE_STUDIES_DIR = 'case-studies';

/** Bump when the rendering changes in a way the libraries' versions do not show. */
const RENDER_VERSION = 6;

export interface WritingOptions {
  owner: OwnerContent;
  catalogues: Record<string, Catalogue>;
  /** The project: file names are shown from it, the Markdown libraries' versions read in it. */
  rootDir: string;
  /** The owner's folder: posts/, case-studies/ and the public/ their images and links are in. */
  contentDir: string;
  /** Where the posts are (default posts/ of the owner's folder): the bench points it elsewhere. */
  postsDir?: string;
  /** Rendered bodies and image variants by hash; kept between builds. */
  cacheDir: string;
  /** Emptied, then filled with the posts' image variants (to serve from the site's root). */
  outDir: string;
  /** Leaves drafts out. */
  production: boolean;
}

/** A piece with what the pages need beyond the shared contract. */
export interface WritingPiece extends RenderedPiece {
  front: CheckedFrontMatter;
  /** The other languages' versions of the same slug, by language code: their paths. */
  translations: Record<string, string>;
  /** The front matter's cover, as the image pipeline made it. */
  coverImage?: ResponsiveImage;
}

export interface BuiltWriting {
  writing: Writing;
  /** Every piece, posts and case studies, for the pages. */
  pieces: WritingPiece[];
  /** Files written under outDir, relative to it. */
  files: string[];
  /** The Markdown files read, for the development server to watch. */
  sources: string[];
  /** What the build goes on without: a case study shown in the default language's words. */
  warnings: string[];
  stats: { rendered: number; cached: number; highlighters: number; ms: number };
}

const withoutProblems = ({ problems: _problems, ...kept }: RenderedBody): CachedBody => kept;

const bodyWords = (texts: Catalogue): BodyWords => ({
  newTab: texts.common.newTab,
  footnotes: texts.blog.footnotes,
  backToReference: texts.blog.backToReference,
  sectionLink: texts.blog.sectionLink,
});

export async function buildWriting(options: WritingOptions): Promise<BuiltWriting> {
  const started = Date.now();
  const { owner, rootDir } = options;
  const problems: WritingProblem[] = [];
  const postsDir = options.postsDir ?? path.join(options.contentDir, POSTS_DIR);
  const caseStudiesDir = path.join(options.contentDir, CASE_STUDIES_DIR);
  const publicDir = path.join(options.contentDir, 'public');
  const shownPublic = shownPath(rootDir, publicDir);
  const found = [
    ...(await listPieces(postsDir, 'post', rootDir, problems)),
    ...(await listPieces(caseStudiesDir, 'caseStudy', rootDir, problems)),
  ];
  const codes = owner.site.languages.map((language) => language.code);
  const { defaultLanguage } = owner.site;

  await rm(options.outDir, { recursive: true, force: true });
  const images = new FileCache(path.join(options.cacheDir, 'images'));
  const cache = new RenderCache(path.join(options.cacheDir, 'bodies'));
  const highlighter = new CodeHighlighter();
  const versions = libraryVersions(rootDir);
  const image = imageLoader({ publicDir, shownPublic, cache: images, outDir: options.outDir });

  const projectsBySlug = new Map<string, number>();
  owner.projects.forEach((project, index) => {
    if (project.caseStudy) projectsBySlug.set(project.caseStudy, index);
  });

  const stats = { rendered: 0, cached: 0 };
  const pieces: (WritingPiece & { body: RenderedBody | CachedBody })[] = [];
  await Promise.all(
    found.map(async (piece) => {
      if (!codes.includes(piece.language)) {
        problems.push({
          file: piece.shown,
          message: `"${piece.language}" is not a language of the site (${codes.join(', ')}). Rename the file with one of those codes, or add the language to site.yaml's site.languages.`,
        });
        return;
      }
      const text = await readFile(piece.file, 'utf8');
      const split = splitPiece(text, piece.shown);
      problems.push(...split.problems);
      if (!split.front) return;
      if (options.production && split.front.draft) return;
      const projectIndex = projectsBySlug.get(piece.slug);
      if (piece.kind === 'caseStudy' && projectIndex === undefined) {
        problems.push({
          file: piece.shown,
          message: `no project in site.yaml names this case study. Add \`caseStudy: ${piece.slug}\` to its project in site.yaml.`,
        });
        return;
      }
      const words = bodyWords(options.catalogues[piece.language]);
      const key = hashOf(
        String(RENDER_VERSION),
        versions,
        JSON.stringify(CODE_THEMES),
        JSON.stringify(words),
        split.body,
      );
      let body: RenderedBody | CachedBody | null = await cache.get(key);
      if (body) {
        // The images it shows must still be what the pipeline makes of them (and their files written).
        const current = await Promise.all(Object.keys(body.images).map((src) => image(src)));
        if (JSON.stringify(current) !== JSON.stringify(Object.values(body.images))) body = null;
      }
      if (body) {
        stats.cached += 1;
      } else {
        stats.rendered += 1;
        const rendered = await renderBody(
          split.body,
          { file: piece.shown, lineOffset: split.bodyLineOffset },
          words,
          { highlighter, image },
        );
        problems.push(...rendered.problems);
        if (rendered.problems.length === 0) {
          await cache.set(key, withoutProblems(rendered));
        }
        body = rendered;
      }
      let coverImage: ResponsiveImage | undefined;
      if (split.front.cover?.src) {
        const cover = await image(split.front.cover.src);
        if ('problem' in cover) {
          problems.push({
            file: piece.shown,
            field: 'cover.src',
            message: cover.problem.replace(/^the image/, 'the picture'),
          });
        } else coverImage = cover;
      }
      const base = pagePath(owner.site, piece.language);
      pieces.push({
        kind: piece.kind,
        slug: piece.slug,
        language: piece.language,
        source: piece.shown,
        front: split.front,
        html: body.html,
        feedHtml: body.feedHtml,
        headings: body.headings,
        readingMinutes: body.readingMinutes,
        path:
          piece.kind === 'post'
            ? `${base}blog/${piece.slug}/`
            : caseStudyPath(owner.site, piece.language, piece.slug),
        ...(projectIndex === undefined ? {} : { projectIndex }),
        ...(coverImage ? { coverImage } : {}),
        translations: {},
        body,
      });
    }),
  );
  pieces.sort((a, b) => a.source.localeCompare(b.source));

  problems.push(...translationProblems(pieces, defaultLanguage, options.production));
  const caseStudies = caseStudyChecks({
    owner,
    pieces,
    shownCaseStudies: shownPath(rootDir, caseStudiesDir),
    shownSiteFile: path.posix.join(shownPath(rootDir, options.contentDir), 'site.yaml'),
    production: options.production,
  });
  problems.push(...caseStudies.problems);
  const { warnings } = caseStudies;
  problems.push(...writingLinkProblems(owner, options.catalogues, pieces, publicDir));
  if (problems.length > 0) {
    // File by file, top to bottom (the pieces were read at once, in no set order).
    const byPlace = problems.map((problem, index) => ({ problem, index }));
    byPlace.sort(
      (a, b) =>
        a.problem.file.localeCompare(b.problem.file) ||
        (a.problem.line ?? 0) - (b.problem.line ?? 0) ||
        a.index - b.index,
    );
    throw new WritingError(byPlace.map(({ problem }) => problem));
  }

  const writing: Writing = { posts: {}, caseStudies: {} };
  const contract = ({ body: _body, ...piece }: (typeof pieces)[number]): WritingPiece => piece;
  for (const code of codes) {
    writing.posts[code] = pieces
      .filter((piece) => piece.kind === 'post' && piece.language === code)
      .sort(newestFirst)
      .map(contract);
    writing.caseStudies[code] = pieces
      .filter((piece) => piece.kind === 'caseStudy' && piece.language === code)
      .sort((a, b) => (a.projectIndex ?? 0) - (b.projectIndex ?? 0))
      .map(contract);
  }
  return {
    writing,
    pieces: codes.flatMap((code) => [
      ...writing.posts[code],
      ...writing.caseStudies[code],
    ]) as WritingPiece[],
    files: await listFiles(options.outDir),
    sources: found.map((piece) => piece.file),
    warnings,
    stats: { ...stats, highlighters: highlighter.created, ms: Date.now() - started },
  };
}
