// Sizes of the emitted JS chunks, and which of them a page's first view loads (named in its
// index.html); the pages, one per language.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Every language's page: '/' and each folder of dist/ whose index.html is in the folder's
 * language ('/hi/', <html lang="hi">); other pages in folders (the resume's /resume/) are not.
 */
export function pagesOf(dist) {
  const isLanguagePage = (name) => {
    const file = path.join(dist, name, 'index.html');
    // The minified page writes the attribute unquoted: <html lang=hi>.
    const lang = new RegExp(`<html[^>]*\\slang=["']?${name}["'\\s>]`);
    return existsSync(file) && lang.test(readFileSync(file, 'utf8'));
  };
  const folders = readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isLanguagePage(entry.name))
    .map((entry) => `/${entry.name}/`);
  return ['/', ...folders];
}

/** The JS chunks, raw and gzip, each marked `initial` when the page (e.g. '/hi/') loads it first. */
export function chunkSizes(dist, page = '/') {
  const html = readFileSync(path.join(dist, page, 'index.html'), 'utf8');
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
