import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CASE_STUDIES_DIR, POSTS_DIR } from '../writing/buildWriting';
import type { LoadedContent } from '../content/ownerFolder';
import type { ReleaseInput } from './sampleCheck';

/** .firebaserc's default project, if it has one. */
export function firebasercDefault(root: string): string | undefined {
  const file = path.join(root, '.firebaserc');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { projects?: { default?: string } }).projects
        ?.default
    : undefined;
}

/**
 * What the release check reads (sampleCheck.ts): the owner's folder as loaded, its posts' and
 * case studies' Markdown files, .firebaserc and the build's settings.
 */
export function readReleaseInput(
  root: string,
  content: LoadedContent,
  env: Record<string, string | undefined>,
): ReleaseInput {
  const { owner, catalogues, dir: contentDir, shownDir } = content;
  const writing = [POSTS_DIR, CASE_STUDIES_DIR].flatMap((dir) =>
    existsSync(path.join(contentDir, dir))
      ? readdirSync(path.join(contentDir, dir))
          .filter((name) => name.endsWith('.md'))
          .sort()
          .map((name) => ({
            file: `${shownDir}/${dir}/${name}`,
            text: readFileSync(path.join(contentDir, dir, name), 'utf8'),
          }))
      : [],
  );
  return {
    folder: content,
    owner,
    catalogues,
    defaultProject: firebasercDefault(root),
    env,
    writing,
  };
}
