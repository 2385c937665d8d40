import { git } from './git';

/** Where this tool lives: an owner on an older release checks it out from the template. */
const TOOL_FOLDER = 'scripts/upgrade/';

export interface Change {
  /** `git status --porcelain` XY: index then work tree. */
  code: string;
  path: string;
}

export function uncommittedChanges(dir: string): Change[] {
  const fields = git(dir, ['status', '--porcelain=v1', '-z', '--untracked-files=all']).split('\0');
  const changes: Change[] = [];
  for (let i = 0; i < fields.length; i++) {
    if (!fields[i]) continue;
    const change = { code: fields[i].slice(0, 2), path: fields[i].slice(3) };
    changes.push(change);
    // A rename or copy is followed by the path it came from.
    if (/[RC]/.test(change.code[0])) i++;
  }
  return changes;
}

/** path → blob, from `ls-files -s` ("<mode> <blob> <stage>\t<path>", column 1) or `ls-tree`. */
const blobsIn = (listing: string, column: number) =>
  new Map(
    listing
      .split('\0')
      .filter(Boolean)
      .map((entry) => {
        const [info, file] = entry.split('\t');
        return [file, info.split(' ')[column]] as const;
      }),
  );

/**
 * The changes that stop an upgrade, and the legacy bootstrap it allows: files of this tool,
 * staged by `git checkout <template ref> -- scripts/upgrade`, equal to the target's.
 */
export function sortChanges(
  dir: string,
  target: string,
): { blocking: Change[]; bootstrap: string[] } {
  const changes = uncommittedChanges(dir);
  const staged = blobsIn(git(dir, ['ls-files', '-s', '-z', '--', TOOL_FOLDER]), 1);
  // ls-tree: "<mode> <type> <blob>\t<path>".
  const released = blobsIn(git(dir, ['ls-tree', '-r', '-z', target, '--', TOOL_FOLDER]), 2);
  const isBootstrap = (c: Change) =>
    c.path.startsWith(TOOL_FOLDER) &&
    /^[AM] $/.test(c.code) &&
    staged.get(c.path) !== undefined &&
    staged.get(c.path) === released.get(c.path);
  return {
    blocking: changes.filter((c) => !isBootstrap(c)),
    bootstrap: changes.filter(isBootstrap).map((c) => c.path),
  };
}

/** An owner's words for a porcelain code. */
export function describeChange(change: Change): string {
  if (change.code === '??') return `${change.path} (new, not added)`;
  if (change.code.includes('D')) return `${change.path} (deleted)`;
  return `${change.path} (changed)`;
}
