import path from 'node:path';
import { buildContent } from '../content/buildContent';
import type { BuiltContent } from '../content/buildContent';
import { ContentError } from '../content/contentRules';
import { catalogues } from '../../src/content/locales';
import { owner } from '../../src/content/owner';

/**
 * The content step: checks the content file and every language's texts, and writes images,
 * social cards, web manifests and icons (scripts/content/).
 */
export async function prepareContent(rootDir: string): Promise<BuiltContent> {
  const started = Date.now();
  const content = await buildContent({
    owner,
    catalogues,
    rootDir,
    // Rebuilt every time.
    outDir: path.resolve(rootDir, '.local/content'),
    // Generated images by content hash, kept between builds.
    cacheDir: path.resolve(rootDir, 'node_modules/.cache/portfolio-content'),
  }).catch((error: unknown) => {
    if (!(error instanceof ContentError)) throw error;
    // The owner's mistake, not the build's: the list of fixes, without a stack trace.
    console.error(error.message);
    process.exit(1);
  });
  const { hits, misses } = content.cache;
  console.info(
    `Content checked (${owner.site.languages.map((language) => language.code).join(', ')}); ${Object.keys(content.images).length} images, social cards and icons ready in ${Date.now() - started} ms (${hits} cached, ${misses} made).`,
  );
  return content;
}
