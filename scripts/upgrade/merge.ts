import { rmSync } from 'node:fs';
import path from 'node:path';
import { UpgradeStop, commitTree, git, gitResult } from './git';

/** The owner's folder: the merge always keeps the owner's side of it. */
const OWNERS_FOLDER = 'content';

export interface Conflict {
  path: string;
  /** git's explanation when it is more than overlapping lines (e.g. modify/delete). */
  reasons: string[];
}

export interface MergeResult {
  tree: string;
  conflicts: Conflict[];
}

/** Ref names git writes into the conflict markers: "<<<<<<< portfolio-upgrade/your-copy". */
export const YOURS = 'portfolio-upgrade/your-copy';
export const templateLabel = (label: string) =>
  `portfolio-upgrade/template-${label.replace(/[^0-9A-Za-z._-]+/g, '-')}`;

/** `tree` without `paths`, through an index of its own: the owner's index stays as it is. */
function treeWithout(dir: string, tree: string, paths: string[]): string {
  if (paths.length === 0) return tree;
  const index = path.resolve(dir, git(dir, ['rev-parse', '--git-path', 'portfolio-upgrade.index']));
  const env = { ...process.env, GIT_INDEX_FILE: index };
  try {
    git(dir, ['read-tree', tree], { env });
    const input = paths.map((p) => `${p}\0`).join('');
    git(dir, ['update-index', '--force-remove', '-z', '--stdin'], { env, input });
    return git(dir, ['write-tree'], { env });
  } finally {
    rmSync(index, { force: true });
  }
}

/**
 * The template's own change from `base` to `target`, applied to the owner's tree as a
 * three-way merge (copier/cruft style). Both sides become children of one scaffolding commit
 * holding the base's files, so merge-tree takes that as the merge base: it works the same
 * whether the copy shares the template's history (a fork) or not (files copied, git init).
 *
 * `notInBase`: paths both sides removed, left out of the base. git 2.39's merge-tree always
 * detects renames: a file the owner moved (into content/) and the template moved (to sample/)
 * would be a rename/rename conflict, and one the owner moved and the template renamed a
 * rename/delete one. Without it in the base, each side's new file is just added.
 */
export function mergeTemplate(
  dir: string,
  o: { base: string; ours: string; target: string; label: string; notInBase: string[] },
): MergeResult {
  const baseTree = treeWithout(dir, `${o.base}^{tree}`, o.notInBase);
  const base = commitTree(dir, baseTree, [], 'template base', true);
  // Named refs, not bare ids: merge-tree writes these names into the conflict markers.
  const sides = [
    { ref: YOURS, commit: commitTree(dir, `${o.ours}^{tree}`, [base], 'your copy', true) },
    {
      ref: templateLabel(o.label),
      commit: commitTree(dir, `${o.target}^{tree}`, [base], 'template', true),
    },
  ];
  for (const side of sides) git(dir, ['update-ref', `refs/${side.ref}`, side.commit]);
  try {
    const refs = sides.map((side) => side.ref);
    const result = gitResult(dir, [
      'merge-tree',
      '--write-tree',
      '--name-only',
      '--messages',
      '-z',
      ...refs,
    ]);
    // 0: clean, 1: conflicts; anything else is git failing.
    if (result.status > 1) throw new UpgradeStop(`git merge-tree failed: ${result.stderr.trim()}`);
    const merged = parseMergeTree(result.stdout);
    return {
      tree: keepOwnersFolder(dir, merged.tree, o.ours),
      conflicts: merged.conflicts.filter((c) => !c.path.startsWith(`${OWNERS_FOLDER}/`)),
    };
  } finally {
    for (const side of sides) git(dir, ['update-ref', '-d', `refs/${side.ref}`]);
  }
}

/**
 * `merge-tree --write-tree --name-only --messages -z`: the tree, the conflicted paths, an empty
 * field, then per message its path count, the paths, a type and the text.
 */
export function parseMergeTree(output: string): MergeResult {
  const fields = output.split('\0');
  const tree = fields[0];
  let at = 1;
  const paths: string[] = [];
  while (at < fields.length && fields[at] !== '') paths.push(fields[at++]);
  const reasons = new Map<string, string[]>(paths.map((p) => [p, []]));
  at++;
  while (at < fields.length - 1) {
    const count = Number(fields[at++]);
    const about = fields.slice(at, at + count);
    at += count;
    const [type, message] = [fields[at++], fields[at++]];
    // Overlapping lines speak for themselves through the markers in the file.
    if (!type.startsWith('CONFLICT') || type === 'CONFLICT (contents)') continue;
    for (const p of about) reasons.get(p)?.push(message.trim());
  }
  return { tree, conflicts: paths.map((p) => ({ path: p, reasons: reasons.get(p) ?? [] })) };
}

/** The merged tree with the owner's content/ as it is in `ours` (or none, if ours has none). */
function keepOwnersFolder(dir: string, tree: string, ours: string): string {
  const entries = (rev: string) => git(dir, ['ls-tree', '-z', rev]).split('\0').filter(Boolean);
  const isOwners = (entry: string) => entry.endsWith(`\t${OWNERS_FOLDER}`);
  const kept = [...entries(tree).filter((e) => !isOwners(e)), ...entries(ours).filter(isOwners)];
  return git(dir, ['mktree', '-z'], { input: kept.map((e) => `${e}\0`).join('') });
}

/**
 * The base's files that neither the copy (`ours`) nor the target has any more: the merge leaves
 * them out of its base (mergeTemplate's `notInBase`), so that what each side did with them (the
 * owner's move into content/ or their own deletion of a sample post, the template's move to
 * sample/) merges as two removals and an addition, not as a rename conflict.
 */
export function removedOnBothSides(
  dir: string,
  base: string,
  ours: string,
  target: string,
): string[] {
  const removed = (side: string) =>
    git(dir, ['diff', '--name-only', '-z', '--no-renames', '--diff-filter=D', base, side])
      .split('\0')
      .filter(Boolean);
  const theirs = new Set(removed(target));
  return removed(ours).filter((file) => theirs.has(file));
}
