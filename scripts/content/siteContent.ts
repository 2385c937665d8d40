import path from 'node:path';
import { loadContent } from './ownerFolder';
import type { LoadedContent } from './ownerFolder';

/** The project's root: where content/ (or sample/) is. */
export const PROJECT_DIR = path.resolve(__dirname, '../..');

let loaded: LoadedContent | undefined;

/**
 * The owner's folder of this project, read once per process (ownerFolder.ts): what every build
 * step and script reads. Throws a ContentError when the folder has problems.
 */
export function siteContent(): LoadedContent {
  loaded ??= loadContent(PROJECT_DIR);
  return loaded;
}

/**
 * The development server's, after a save: the folder read again. It becomes what
 * siteContent() returns only through keepSiteContent, once everything made from it has built,
 * so a broken save leaves the last good read in place.
 */
export const readSiteContent = (): LoadedContent => loadContent(PROJECT_DIR);

export function keepSiteContent(content: LoadedContent): void {
  loaded = content;
}
