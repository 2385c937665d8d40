import path from 'node:path';
import type { ResponsiveImage } from '../../src/content/responsiveImages';
import type { FileCache } from '../content/fileCache';
import { inspectImage, responsiveImage } from '../content/imagePipeline';
import type { ImageOf } from './markdownChecks';

/**
 * The pictures the writing shows (in a body, as a cover), by their path from the site's root:
 * each checked under the owner's public/ and its variants written (imagePipeline.ts) once a
 * build, however many pieces name it.
 */
export function imageLoader(options: {
  /** The owner's public/, and the same as the owner sees it. */
  publicDir: string;
  shownPublic: string;
  /** The variants by hash, kept between builds. */
  cache: FileCache;
  /** Where the variants are written. */
  outDir: string;
}): ImageOf {
  const { publicDir, shownPublic } = options;
  const imageResults = new Map<string, Promise<ResponsiveImage | { problem: string }>>();
  return (src: string) => {
    let result = imageResults.get(src);
    if (!result) {
      result = (async () => {
        const relative = path.posix.normalize(decodeURIComponent(src).replace(/^\/+/, ''));
        if (relative.startsWith('..'))
          return {
            problem: `the image "${src}" is outside ${shownPublic}/. Put it under ${shownPublic}/images/posts/.`,
          };
        const inspected = await inspectImage(path.join(publicDir, relative));
        if (inspected.kind === 'missing')
          return {
            problem: `the image ${shownPublic}/${relative} does not exist. Put the file there, or correct the path.`,
          };
        if (inspected.kind === 'unreadable')
          return {
            problem: `the image ${shownPublic}/${relative} cannot be read (${inspected.reason}). Save it as PNG, JPEG, WebP or SVG.`,
          };
        return responsiveImage(src, inspected, options.cache, options.outDir);
      })();
      imageResults.set(src, result);
    }
    return result;
  };
}
