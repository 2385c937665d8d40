import { UpgradeStop, git, pathExists } from './git';
import { uncommittedChanges } from './worktree';

const LEGACY_COMMIT = 'Move my content into content/';

/**
 * A copy from before the owner's folder: its content still in src/content/owner.ts, made from a
 * release without sample/. (A later copy without content/ runs on the sample; its
 * src/content/owner.ts is the template's code.)
 */
export const isLegacyLayout = (dir: string, head: string, base: string): boolean =>
  pathExists(dir, head, 'src/content/owner.ts') &&
  !pathExists(dir, head, 'content/site.yaml') &&
  !pathExists(dir, base, 'sample/site.yaml');

/**
 * Moves the owner's content into content/ and commits that alone, before the merge: then the
 * template's own removal of src/content/* meets files the copy removed too, and merges cleanly.
 * The staged files of the legacy bootstrap stay staged, out of this commit. Returns the new HEAD.
 */
export async function moveLegacyContent(
  dir: string,
  o: { base: string; bootstrap: string[]; out: (line: string) => void },
): Promise<string> {
  o.out('Your copy keeps its content in src/content/: moving it into content/ first.');
  // Loaded only here: a copy already on content/ never needs the converter.
  const { convertLegacyLayout } = await import('./legacyLayout');
  try {
    await convertLegacyLayout({ repoDir: dir, baseCommit: o.base, log: o.out });
  } catch (error) {
    // Its failures are the owner's to fix (e.g. content that does not compile): said plainly.
    throw new UpgradeStop(`Could not move your content: ${(error as Error).message}`);
  }
  const paths = uncommittedChanges(dir)
    .map((c) => c.path)
    .filter((p) => !o.bootstrap.includes(p));
  // An empty pathspec would mean every file.
  if (paths.length === 0) {
    throw new UpgradeStop('Moving the content into content/ changed nothing.');
  }
  git(dir, ['add', '--all', '--', ...paths]);
  // --only: this commit takes these paths alone; hooks are the owner's checks, not the tool's.
  git(dir, ['commit', '--quiet', '--no-verify', '--only', '-m', LEGACY_COMMIT, '--', ...paths]);
  o.out(`Committed "${LEGACY_COMMIT}".`);
  return git(dir, ['rev-parse', 'HEAD']);
}
