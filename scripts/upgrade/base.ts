import { commitOf, git, gitResult } from './git';
import { versionsAt } from './releases';

/** How far back a copy without a record is compared: enough for years of template commits. */
const MATCH_LIMIT = 500;

export interface Base {
  commit: string;
  version: string | undefined;
  /** Recorded in content/release.json, or the template commit closest to the copy. */
  how: 'recorded' | 'matched';
  /** For a match: the changed lines between that commit and the copy, outside content/. */
  distance?: number;
}

/** Of those, how many have their changed lines counted: the ones with the fewest changed files. */
const LINE_CANDIDATES = 20;

/**
 * For each tree, how far it is from `against`, the owner's content/ left out: in changed files
 * (fast: blob ids only), or in lines added plus removed (a binary file counts one). One
 * `diff-tree --stdin` for all: it prints "<tree> <against>", then that pair's changes.
 */
function distances(dir: string, trees: string[], against: string, unit: 'files' | 'lines') {
  const stdout = git(
    dir,
    [
      'diff-tree',
      '--stdin',
      '-r',
      ...(unit === 'lines' ? ['--numstat'] : []),
      '--',
      '.',
      ':(exclude)content',
    ],
    { input: trees.map((tree) => `${tree} ${against}\n`).join('') },
  );
  const distance = new Map<string, number>();
  let tree = '';
  for (const line of stdout.split('\n').filter(Boolean)) {
    if (!line.includes('\t')) {
      tree = line.split(' ')[0];
      distance.set(tree, 0);
      continue;
    }
    const [added, removed] = line.split('\t');
    const change = unit === 'files' || added === '-' ? 1 : Number(added) + Number(removed);
    distance.set(tree, (distance.get(tree) ?? 0) + change);
  }
  return distance;
}

/**
 * The template commit the copy was made from: content/release.json's, if it is in the target's
 * history; else, of the newest MATCH_LIMIT commits on the target's first-parent history, the one
 * whose files are closest to the copy's in changed lines (counted for the LINE_CANDIDATES
 * closest in changed files, since counting lines is slow). A tie goes to the older commit:
 * re-applying a change the copy already has merges cleanly, skipping one it lacks loses it.
 */
export function findBase(
  dir: string,
  head: string,
  recorded: string | undefined,
  target: string,
): Base {
  const recordedCommit = recorded === undefined ? undefined : commitOf(dir, recorded);
  // Only a commit of the template's own history: `npm run init` in a copy of the files alone
  // records the copy's first commit, which says nothing of the release it holds.
  const ofTemplate =
    recordedCommit !== undefined &&
    gitResult(dir, ['merge-base', '--is-ancestor', recordedCommit, target]).status === 0;
  if (recordedCommit && ofTemplate) {
    const [version] = versionsAt(dir, [recordedCommit]);
    return { commit: recordedCommit, version, how: 'recorded' };
  }
  const history = git(dir, [
    'log',
    '--first-parent',
    `--max-count=${MATCH_LIMIT}`,
    '--format=%H %T',
    target,
  ])
    .split('\n')
    .map((line) => line.split(' '));
  const headTree = git(dir, ['rev-parse', `${head}^{tree}`]);
  const files = distances(dir, [...new Set(history.map(([, tree]) => tree))], headTree, 'files');
  const fewest = [...files].sort(([, a], [, b]) => a - b).slice(0, LINE_CANDIDATES);
  const lines = distances(
    dir,
    fewest.map(([tree]) => tree),
    headTree,
    'lines',
  );
  const measured = history.flatMap(([commit, tree]) => {
    const distance = lines.get(tree);
    return distance === undefined ? [] : [{ commit, distance }];
  });
  // Newest first, so `<=` gives a tie to the older commit.
  const { commit, distance } = measured.reduce((best, c) =>
    c.distance <= best.distance ? c : best,
  );
  const [version] = versionsAt(dir, [commit]);
  return { commit, version, how: 'matched', distance };
}
