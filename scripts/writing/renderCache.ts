import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderedBody } from './render';

/**
 * Rendered bodies kept by a hash of their Markdown and of everything the rendering reads (the
 * words, the libraries' versions, this code's version), under node_modules/.cache/: a
 * rebuild renders only the pieces that changed. A body with problems is never kept, so its
 * problems are found again on the next build.
 */

export type CachedBody = Omit<RenderedBody, 'problems'>;

export class RenderCache {
  /** Entries written: each under a name of its own until renamed (two pieces may be alike). */
  private written = 0;

  constructor(private readonly dir: string) {}

  async get(key: string): Promise<CachedBody | null> {
    const file = path.join(this.dir, `${key}.json`);
    if (!existsSync(file)) return null;
    return JSON.parse(await readFile(file, 'utf8')) as CachedBody;
  }

  async set(key: string, body: CachedBody): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${key}.json`);
    // Written aside and renamed: an interrupted build never leaves half an entry.
    const partial = `${file}.${process.pid}.${(this.written += 1)}.partial`;
    await writeFile(partial, JSON.stringify(body));
    await rename(partial, file);
  }
}

/** The versions of the libraries that shape the HTML, for the cache key. */
export function libraryVersions(rootDir: string): string {
  return [
    'shiki',
    'unified',
    'remark-parse',
    'remark-gfm',
    'remark-rehype',
    'rehype-slug',
    'rehype-stringify',
  ]
    .map((name) => {
      const manifest = path.join(rootDir, 'node_modules', name, 'package.json');
      return `${name}@${(JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version}`;
    })
    .join(',');
}
