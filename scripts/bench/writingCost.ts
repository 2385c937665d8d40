// One measurement of npm run bench:build (buildCost.mjs): the writing step as the build runs
// it (checked, rendered or read from the cache, every page written), over the posts in
// WRITING_POSTS_DIR; prints its time and this process's peak memory as one JSON line.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildWriting } from '../writing/buildWriting';
import { writingPages } from '../writing/pages';
import { writingOptions } from '../build/writingStep';
import { siteContent } from '../content/siteContent';

const ROOT = path.resolve(__dirname, '../..');

async function main() {
  const [cacheDir, outDir] = process.argv.slice(2);
  const started = performance.now();
  const built = await buildWriting({
    ...writingOptions(ROOT, true),
    cacheDir,
    outDir: path.join(outDir, 'images'),
  });
  const { owner, catalogues } = siteContent();
  const pages = writingPages({
    owner,
    catalogues,
    pieces: built.pieces,
    images: {},
    themeScript: '',
    script: '/writing.js',
  });
  await rm(path.join(outDir, 'pages'), { recursive: true, force: true });
  for (const page of pages) {
    const file = path.join(outDir, 'pages', page.file);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, page.html);
  }
  const ms = performance.now() - started;
  console.info(
    JSON.stringify({
      ...built.stats,
      ms: Math.round(ms),
      peakMb: Math.round(process.resourceUsage().maxRSS / 1024),
      pages: pages.length,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
