import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ContentBuildOptions } from '../../../scripts/content/buildContent';
import type { Catalogues } from '../../../scripts/content/contentRules';
import type { Catalogue } from '../../../src/content/catalogue';
import { owner } from '../../../src/content/settings';
import type { OwnerContent, ProjectCard } from '../../../src/content/types';
import { catalogues } from '../../support/sample';

/** A throwaway owner's folder (content/, with its public/) and a cache folder beside it. */
export function tempSite() {
  const base = mkdtempSync(path.join(os.tmpdir(), 'content-step-'));
  const rootDir = path.join(base, 'content');
  mkdirSync(path.join(rootDir, 'public', 'images', 'projects'), { recursive: true });
  return {
    rootDir,
    options: (
      content: OwnerContent,
      texts: Catalogues = cataloguesFor(content),
    ): ContentBuildOptions => ({
      content: {
        dir: rootDir,
        shownDir: 'content',
        isSample: false,
        owner: content,
        techIcons: {},
        catalogues: texts,
        untranslated: {},
        warnings: [],
        sectionsListed: false,
      },
      outDir: path.join(base, 'out'),
      cacheDir: path.join(base, 'cache'),
    }),
    /** Writes bytes to public/<publicPath>. */
    put(publicPath: string, data: Buffer | string) {
      const file = path.join(rootDir, 'public', publicPath);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, data);
    },
    remove: () => rmSync(base, { recursive: true, force: true }),
  };
}

/** A small drawing (a few flat shapes) encoded as `format`, the way a screenshot would be. */
export function screenshot(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp',
  colour = '#0ea5e9',
): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#f4f6fb"/>` +
    `<rect width="100%" height="${Math.round(height / 14)}" fill="${colour}"/>` +
    `<rect x="${width / 10}" y="${height / 5}" width="${width / 2}" height="${height / 3}" rx="12" fill="#ffffff" stroke="#e5e7eb"/>` +
    `<circle cx="${(width * 3) / 4}" cy="${height / 2}" r="${height / 6}" fill="${colour}"/>` +
    `</svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

export const SVG_DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">' +
  '<rect width="640" height="400" fill="#ec4899"/></svg>';

/** Each of the sample's catalogues with as many project and tech-card texts as `content` has cards. */
export function cataloguesFor(content: OwnerContent): Catalogues {
  const fitted = (texts: Catalogue): Catalogue => ({
    ...texts,
    projects: content.projects.map((_, index) => texts.projects[index % texts.projects.length]),
    techStack: content.techStack.map((_, index) => texts.techStack[index % texts.techStack.length]),
  });
  return Object.fromEntries(
    Object.entries(catalogues).map(([code, texts]) => [code, fitted(texts)]),
  );
}

/** The sample owner with these projects (the sample's first, re-pointed at each image). */
export function ownerWith(projects: Partial<ProjectCard>[]): OwnerContent {
  return {
    ...owner,
    projects: projects.map((project, index) => ({
      ...owner.projects[index % owner.projects.length],
      ...project,
    })),
  };
}
