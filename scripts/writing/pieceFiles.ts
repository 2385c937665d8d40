import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { WritingProblem } from './problems';

/**
 * The writing's files in the owner's folder: each Markdown file of a folder, named
 * `<slug>.<language code>.md` (one named otherwise is a problem), and the files the step wrote.
 */

const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([A-Za-z0-9-]+)\.md$/;

/** A piece's file, found. */
export interface FoundPiece {
  kind: 'post' | 'caseStudy';
  file: string;
  /** The file as the owner sees it, from the project's root. */
  shown: string;
  slug: string;
  language: string;
}

/** A path from the project's root, with forward slashes: 'content/posts/hello.en.md'. */
export const shownPath = (rootDir: string, file: string) =>
  path.relative(rootDir, file).split(path.sep).join('/');

/** The pieces of one folder, in file-name order; none when there is no folder. */
export async function listPieces(
  dir: string,
  kind: FoundPiece['kind'],
  rootDir: string,
  problems: WritingProblem[],
): Promise<FoundPiece[]> {
  if (!existsSync(dir)) return [];
  const found: FoundPiece[] = [];
  for (const name of (await readdir(dir)).sort()) {
    const file = path.join(dir, name);
    const shown = shownPath(rootDir, file);
    if (!name.endsWith('.md')) continue;
    const match = FILE_NAME.exec(name);
    if (!match) {
      problems.push({
        file: shown,
        message: `is not named <slug>.<language code>.md. Rename it, e.g. "my-first-post.en.md" (the slug in lowercase letters, digits and hyphens: it is the page's address).`,
      });
      continue;
    }
    found.push({ kind, file, shown, slug: match[1], language: match[2] });
  }
  return found;
}

/** Every file under a folder, relative to `base`. */
export async function listFiles(dir: string, base = dir): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? listFiles(path.join(dir, entry.name), base)
        : [path.relative(base, path.join(dir, entry.name))],
    ),
  );
  return nested.flat();
}
