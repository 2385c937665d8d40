import path from 'node:path';
import { buildContent } from '../content/buildContent';
import type { BuiltContent } from '../content/buildContent';
import { contentNotices } from '../content/ownerFolder';
import type { LoadedContent } from '../content/ownerFolder';

/** The owner's folder read and checked, and the files the content step made from it. */
export type PreparedContent = BuiltContent & { read: LoadedContent };

/**
 * The content step: checks the owner's folder as read (content/, or the sample), says what it
 * falls back on (untranslated texts, keys of no text), and writes images, social cards, web
 * manifests and icons (scripts/content/). The owner's mistakes are thrown as a ContentError.
 */
export async function prepareContent(
  rootDir: string,
  read: LoadedContent,
): Promise<PreparedContent> {
  const started = Date.now();
  const content = await buildContent({
    content: read,
    // Rebuilt every time.
    outDir: path.resolve(rootDir, '.local/content'),
    // Generated images by content hash, kept between builds.
    cacheDir: path.resolve(rootDir, 'node_modules/.cache/portfolio-content'),
  });
  for (const line of contentNotices(read)) console.warn(line);
  const { hits, misses } = content.cache;
  console.info(
    `Content checked (${read.shownDir}/: ${read.owner.site.languages.map((language) => language.code).join(', ')}); ${Object.keys(content.images).length} images, social cards and icons ready in ${Date.now() - started} ms (${hits} cached, ${misses} made).`,
  );
  return { ...content, read };
}
