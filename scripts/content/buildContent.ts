import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageManifest } from '../../src/content/responsiveImages';
import { ContentError, fieldProblems, resumeProblems } from './contentRules';
import type { ContentProblem } from './contentRules';
import { FileCache } from './fileCache';
import type { CacheStats } from './fileCache';
import { iconSprite } from './iconSprite';
import { inspectImage, responsiveImage } from './imagePipeline';
import type { ImageInspection } from './imagePipeline';
import { SITE_FILE, WORDS_DIR } from './ownerFolder';
import type { LoadedContent } from './ownerFolder';
import { SOCIAL_CARD, siteImages, webManifest } from './siteImages';
import type { SiteHead } from './siteImages';

/**
 * The build-time content step: checks the owner's folder (read by ownerFolder.ts), turns the
 * images site.yaml names into the sizes and formats the page serves, and draws each language's
 * social card and web manifest and the home-screen icons. The webpack config runs it before
 * bundling; its output is plain files and JSON.
 */

/** A project screenshot narrower than this would look blurred on a phone's card. */
export const MIN_PROJECT_IMAGE_WIDTH = 800;

export interface ContentBuildOptions {
  /** The owner's folder, read: its images are in its public/. */
  content: LoadedContent;
  /** Emptied, then filled: `site/` (files to serve) and `content-images.json`. */
  outDir: string;
  /** Generated files by content hash; survives between builds. */
  cacheDir: string;
}

export interface BuiltContent {
  images: ImageManifest;
  /** What each language's page says about its social card and icons, by language code. */
  heads: Record<string, SiteHead>;
  /** Files to serve beside public/'s. */
  siteDir: string;
  /** The image manifest, for `@build/content-images`. */
  manifestFile: string;
  /** The settings, for `@build/owner`: the page's own copy of site.yaml. */
  ownerFile: string;
  /** The tech strip's icons' symbol ids, for `@build/tech-icons`. */
  techIconsFile: string;
  /** The hidden <svg> of the tech strip's icons the home pages carry (iconSprite.ts). */
  techIconSprite: string;
  /** Paths under public/ (e.g. 'images/projects/a.png') the page loads only as variants. */
  replacedSources: string[];
  cache: CacheStats;
}

type ReadImage = Extract<ImageInspection, { kind: 'image' }>;

/**
 * Where a content path ('/images/a.png') lives in the owner's folder, shown as the owner sees
 * it ('content/public/images/a.png').
 */
export function locate(content: LoadedContent, publicPath: string) {
  const relative = path.posix.normalize(publicPath.replace(/^\/+/, ''));
  return {
    file: path.join(content.dir, 'public', relative),
    shown: `${content.shownDir}/public/${relative}`,
    inside: publicPath.startsWith('/') && !relative.startsWith('..'),
  };
}

async function readContentImage(
  content: LoadedContent,
  fieldPath: string,
  publicPath: string,
  problems: ContentProblem[],
): Promise<ReadImage | null> {
  const { file, shown, inside } = locate(content, publicPath);
  if (!inside) {
    problems.push({
      path: fieldPath,
      message: `${JSON.stringify(publicPath)} is not a path under ${content.shownDir}/public/. Write it from the site's root, e.g. "/images/projects/my-app.png".`,
    });
    return null;
  }
  const image = await inspectImage(file);
  if (image.kind === 'missing') {
    problems.push({
      path: fieldPath,
      message: `${shown} does not exist. Put the file there, or correct the path.`,
    });
    return null;
  }
  if (image.kind === 'unreadable') {
    problems.push({
      path: fieldPath,
      message: `${shown} cannot be read as an image (${image.reason}). Save it again as PNG, JPEG, WebP or SVG.`,
    });
    return null;
  }
  return image;
}

/** The owner's own resume (site.yaml's `ownResume`): a PDF under the folder's public/. */
async function checkOwnResume(
  content: LoadedContent,
  ownResume: string,
  problems: ContentProblem[],
) {
  const { file, shown, inside } = locate(content, ownResume);
  const at = (message: string) => problems.push({ path: 'ownResume', message });
  if (!inside) {
    at(
      `${JSON.stringify(ownResume)} is not a path under ${content.shownDir}/public/. Write it from the site's root, e.g. "/files/my-resume.pdf", or remove ownResume to have the build make the resume.`,
    );
  } else if (!existsSync(file)) {
    at(
      `${shown} does not exist. Put your resume (PDF) there, or remove ownResume to have the build make it from the content.`,
    );
  } else if ((await readFile(file)).subarray(0, 5).toString('latin1') !== '%PDF-') {
    at(`${shown} is not a PDF. Export your resume as PDF.`);
  }
}

export async function buildContent(options: ContentBuildOptions): Promise<BuiltContent> {
  const { content, outDir } = options;
  const { owner, catalogues } = content;
  // site.yaml's fields are named with their file, like the words files'.
  const siteProblems: ContentProblem[] = fieldProblems(owner);

  const projectImages: (ReadImage | null)[] = [];
  for (const [index, project] of owner.projects.entries()) {
    const fieldPath = `projects[${index}].imageSrc`;
    const image = await readContentImage(content, fieldPath, project.imageSrc, siteProblems);
    if (image && image.format !== 'svg' && image.width < MIN_PROJECT_IMAGE_WIDTH) {
      siteProblems.push({
        path: fieldPath,
        message: `${locate(content, project.imageSrc).shown} is ${image.width} px wide; a project screenshot needs at least ${MIN_PROJECT_IMAGE_WIDTH} px (1600 x 1000 is best). Use a larger screenshot.`,
      });
    }
    projectImages.push(image);
  }

  let ownSocialImage: ReadImage | null = null;
  if (owner.site.socialImage) {
    const fieldPath = 'site.socialImage.src';
    const { src } = owner.site.socialImage;
    ownSocialImage = await readContentImage(content, fieldPath, src, siteProblems);
    const shown = locate(content, src).shown;
    if (ownSocialImage?.format === 'svg') {
      siteProblems.push({
        path: fieldPath,
        message: `${shown} is an SVG, which social sites do not show. Export it as PNG or JPEG.`,
      });
    } else if (
      ownSocialImage &&
      (ownSocialImage.width < SOCIAL_CARD.width || ownSocialImage.height < SOCIAL_CARD.height)
    ) {
      siteProblems.push({
        path: fieldPath,
        message: `${shown} is ${ownSocialImage.width} x ${ownSocialImage.height} px; a social card needs at least ${SOCIAL_CARD.width} x ${SOCIAL_CARD.height}. Use a larger picture.`,
      });
    }
  }

  if (owner.ownResume !== undefined) await checkOwnResume(content, owner.ownResume, siteProblems);

  const problems = [
    ...siteProblems.map((problem) => ({
      ...problem,
      path: `${content.shownDir}/${SITE_FILE}: ${problem.path}`,
    })),
    ...resumeProblems(owner, catalogues, (code) => `${content.shownDir}/${WORDS_DIR}/${code}.yaml`),
  ];
  if (problems.length > 0) throw new ContentError(problems);

  const siteDir = path.join(outDir, 'site');
  const manifestFile = path.join(outDir, 'content-images.json');
  const ownerFile = path.join(outDir, 'owner.json');
  const techIconsFile = path.join(outDir, 'tech-icons.json');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(siteDir, { recursive: true });
  const cache = new FileCache(options.cacheDir);

  const images: ImageManifest = {};
  const replacedSources: string[] = [];
  for (const [index, project] of owner.projects.entries()) {
    const image = projectImages[index] as ReadImage;
    images[project.imageSrc] = await responsiveImage(project.imageSrc, image, cache, siteDir);
    if (image.format !== 'svg') replacedSources.push(project.imageSrc.replace(/^\/+/, ''));
  }
  // The resume step serves the owner's own resume at each language's address.
  if (owner.ownResume) replacedSources.push(owner.ownResume.replace(/^\/+/, ''));
  const heads = await siteImages(owner, catalogues, ownSocialImage, cache, siteDir);
  for (const language of owner.site.languages) {
    const file = path.join(siteDir, heads[language.code].manifestPath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, webManifest(owner, language, catalogues[language.code]));
  }
  await writeFile(manifestFile, `${JSON.stringify(images, null, 2)}\n`);
  await writeFile(ownerFile, `${JSON.stringify(owner, null, 2)}\n`);
  // A page without the strip carries none of its icons.
  const sprite = iconSprite(owner.sections.includes('tech-stack') ? content.techIcons : {}, 'tech');
  await writeFile(techIconsFile, `${JSON.stringify(sprite.ids)}\n`);
  return {
    images,
    heads,
    siteDir,
    manifestFile,
    ownerFile,
    techIconsFile,
    techIconSprite: sprite.markup,
    replacedSources,
    cache: cache.stats,
  };
}
