// Sizes of the emitted JS chunks, and which of them the first view loads (named in index.html).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function chunkSizes(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // The first view's scripts: <script src> tags, or the names in the after-first-paint loader.
  const initial = new Set([...html.matchAll(/[\w-]+\.[0-9a-f]{8}\.js/g)].map((match) => match[0]));
  return readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(path.join(dist, file));
      return {
        file,
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        initial: initial.has(file),
      };
    })
    .sort((a, b) => Number(b.initial) - Number(a.initial) || b.raw - a.raw);
}

/** A chunk named by a bare number (e.g. "371.ab12cd34.js") says nothing about what it holds. */
export const isUnnamedChunk = (file) => /^\d+\./.test(file);
