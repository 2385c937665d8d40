import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findBase } from './base';
import type { Base } from './base';
import { finishUpgrade } from './finish';
import { UpgradeStop, commitOf, commitTree, git, gitResult, moveHead } from './git';
import { isLegacyLayout, moveLegacyContent } from './legacy';
import { YOURS, mergeTemplate, removedOnBothSides, templateLabel } from './merge';
import type { Conflict, MergeResult } from './merge';
import { resolveSource, resolveTarget } from './source';
import {
  RELEASE_FILE,
  clearPending,
  loadPending,
  readRelease,
  savePending,
  writeRelease,
} from './state';
import type { PendingUpgrade } from './state';
import { describeChange, sortChanges } from './worktree';

export interface Options {
  from?: string;
  to?: string;
  install: boolean;
  build: boolean;
}

export type Out = (line: string) => void;

const CONTINUE = 'npm run upgrade -- --continue';
const ABORT = 'npm run upgrade -- --abort';

const short = (commit: string) => commit.slice(0, 7);
const named = (version: string | undefined, commit: string) =>
  version ? `${version} (${short(commit)})` : `commit ${short(commit)}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function repoRoot(cwd: string): string {
  const result = gitResult(cwd, ['rev-parse', '--show-toplevel']);
  if (result.status !== 0) {
    throw new UpgradeStop('This folder is not in a git repository: run the upgrade in your copy.');
  }
  return result.stdout.trim();
}

function headOf(dir: string): string {
  const head = commitOf(dir, 'HEAD');
  if (!head) throw new UpgradeStop('Your repository has no commit yet: commit your copy first.');
  return head;
}

/** Fetches the source, then finds the target and the release the copy is on. */
function locate(dir: string, head: string, o: Options, out: Out) {
  const recorded = readRelease(dir);
  const source = resolveSource(dir, o.from, recorded.source);
  out(`Fetching the template from ${source.address}.`);
  const target = resolveTarget(dir, source, o.to);
  const base = findBase(dir, head, recorded.commit, target.commit);
  return { source, target, base };
}

function describeBase(base: Base): string[] {
  if (base.how === 'recorded') {
    return [
      `Your copy is on template ${named(base.version, base.commit)}, as ${RELEASE_FILE} says.`,
    ];
  }
  const distance = base.distance
    ? `${plural(base.distance, 'changed line')} away`
    : 'the same files';
  return [
    `${RELEASE_FILE} names no commit of the template's history: finding the release your copy is closest to.`,
    `Closest template commit: ${short(base.commit)} (version ${base.version ?? 'unknown'}), ` +
      `${distance} outside content/.`,
  ];
}

/** `--check`: the copy's release, the template's latest, and how far behind the copy is. */
export function check(cwd: string, o: Options, out: Out): number {
  const dir = repoRoot(cwd);
  const { target, base } = locate(dir, headOf(dir), o, out);
  for (const line of describeBase(base)) out(line);
  const [latest] = target.releases;
  out(
    latest
      ? `Latest release of the template: ${named(latest.version, latest.commit)}.`
      : 'The template has no releases yet.',
  );
  const behind = new Set(
    git(dir, ['rev-list', `${base.commit}..${target.commit}`])
      .split('\n')
      .filter(Boolean),
  );
  const releases = target.releases.filter((r) => behind.has(r.commit)).length;
  const than = o.to
    ? `template ${named(target.version, target.commit)}`
    : `the template's ${target.branch} (${short(target.commit)})`;
  out(
    behind.size === 0
      ? `Up to date with ${than}.`
      : `Behind ${than} by ${plural(releases, 'release')} and ${plural(behind.size, 'commit')}.`,
  );
  return 0;
}

/** Puts HEAD, index and work tree back as they were before the upgrade started. */
function restore(dir: string, p: Pick<PendingUpgrade, 'originalHead' | 'bootstrap' | 'target'>) {
  git(dir, ['reset', '--quiet', '--hard', p.originalHead]);
  if (p.bootstrap.length > 0) git(dir, ['checkout', p.target, '--', ...p.bootstrap]);
}

/**
 * The upgrade's commit: the index as it is, with content/release.json naming the target, and the
 * target as second parent, so git (and GitHub's "sync fork") sees the template merged up to it.
 */
function commitUpgrade(dir: string, p: PendingUpgrade, o: Options, out: Out): number {
  const label = p.version ?? short(p.target);
  let commit: string;
  try {
    writeRelease(dir, { version: p.version, commit: p.target, source: p.source });
    git(dir, ['add', '--', RELEASE_FILE]);
    const message = `Upgrade to template ${label}\n\nFrom ${p.source}, commit ${p.target}.`;
    commit = commitTree(dir, git(dir, ['write-tree']), [p.head, p.target], message);
    moveHead(dir, commit, p.head, `upgrade: template ${label}`);
  } catch (error) {
    if (!(error instanceof UpgradeStop)) throw error;
    throw new UpgradeStop(`${error.message}\nFix that, then run ${CONTINUE} (or ${ABORT}).`);
  }
  clearPending(dir);
  out(`Committed "Upgrade to template ${label}" (${short(commit)}).`);
  return finishUpgrade(
    dir,
    { ...p, before: p.originalHead, after: commit, install: o.install, build: o.build },
    out,
  );
}

function reportConflicts(conflicts: Conflict[], label: string, out: Out): void {
  out(`The template's changes overlap yours in ${plural(conflicts.length, 'file')}:`);
  for (const c of conflicts) {
    out(`  ${c.path}`);
    for (const reason of c.reasons) out(`    ${reason}`);
  }
  out("Nothing of the template's is committed yet. In those files, each overlap holds your lines,");
  out("then the template's:");
  out(`  <<<<<<< ${YOURS}`);
  out('  (your lines)');
  out('  =======');
  out("  (the template's lines)");
  out(`  >>>>>>> ${templateLabel(label)}`);
  out('Edit them into what you want, without the marker lines, then run:');
  out(`  ${CONTINUE}`);
  out('or put everything back as it was with:');
  out(`  ${ABORT}`);
}

const UNDER_WAY = `An upgrade is under way: finish it with ${CONTINUE}, or undo it with ${ABORT}.`;

/** The upgrade: fetch, find base and target, merge, then commit or stop on conflicts. */
export async function upgrade(cwd: string, o: Options, out: Out): Promise<number> {
  const dir = repoRoot(cwd);
  if (loadPending(dir)) throw new UpgradeStop(UNDER_WAY);
  const originalHead = headOf(dir);
  const { source, target, base } = locate(dir, originalHead, o, out);
  const { blocking, bootstrap } = sortChanges(dir, target.commit);
  if (blocking.length > 0) {
    throw new UpgradeStop(
      [
        'These changes are not committed:',
        ...blocking.map((c) => `  ${describeChange(c)}`),
        'Commit them (or stash them), then run the upgrade again.',
      ].join('\n'),
    );
  }
  for (const line of describeBase(base)) out(line);
  const ahead = gitResult(dir, ['merge-base', '--is-ancestor', target.commit, base.commit]);
  if (ahead.status === 0) {
    out(`Nothing to upgrade: template ${named(target.version, target.commit)} is not newer.`);
    return 0;
  }
  out(`Upgrading to template ${named(target.version, target.commit)}.`);

  const undo = { originalHead, bootstrap, target: target.commit };
  const label = target.version ?? short(target.commit);
  let pending: PendingUpgrade;
  let merged: MergeResult;
  try {
    const head = isLegacyLayout(dir, originalHead, base.commit)
      ? await moveLegacyContent(dir, { base: base.commit, bootstrap, out })
      : originalHead;
    pending = {
      ...undo,
      head,
      version: target.version,
      baseVersion: base.version,
      source: source.address,
      conflicts: [],
    };
    // Whatever both removed (the owner's move into content/, or their own deletion of a sample
    // post, against the template's move of it to sample/) merges as removed, not as a conflict.
    const notInBase = removedOnBothSides(dir, base.commit, head, target.commit);
    merged = mergeTemplate(dir, {
      base: base.commit,
      ours: head,
      target: target.commit,
      label,
      notInBase,
    });
    pending.conflicts = merged.conflicts.map((c) => c.path);
    // Saved before the work tree changes, so --abort can always undo what follows.
    savePending(dir, pending);
    git(dir, ['read-tree', '-u', '-m', 'HEAD', merged.tree]);
  } catch (error) {
    restore(dir, undo);
    clearPending(dir);
    if (!(error instanceof UpgradeStop)) throw error;
    throw new UpgradeStop(`${error.message}\nNothing was changed: your repository is as it was.`);
  }
  if (merged.conflicts.length > 0) {
    reportConflicts(merged.conflicts, label, out);
    return 1;
  }
  return commitUpgrade(dir, pending, o, out);
}

const hasMarkers = (file: string) =>
  existsSync(file) && /^(<{7}|>{7}) /m.test(readFileSync(file, 'utf8'));

/** `--continue`: after the owner fixed the conflicts, commits the work tree as the upgrade. */
export function continueUpgrade(cwd: string, o: Options, out: Out): number {
  const dir = repoRoot(cwd);
  const pending = loadPending(dir);
  if (!pending) throw new UpgradeStop('No upgrade is under way: there is nothing to continue.');
  if (headOf(dir) !== pending.head) {
    throw new UpgradeStop(
      `Your branch moved since the upgrade stopped: run ${ABORT}, then upgrade again.`,
    );
  }
  const unfixed = pending.conflicts.filter((file) => hasMarkers(path.join(dir, file)));
  if (unfixed.length > 0) {
    throw new UpgradeStop(
      [
        'These files still have conflict markers (<<<<<<< or >>>>>>>):',
        ...unfixed.map((file) => `  ${file}`),
        `Fix them, then run ${CONTINUE} again.`,
      ].join('\n'),
    );
  }
  git(dir, ['add', '--all']);
  return commitUpgrade(dir, pending, o, out);
}

/** `--abort`: the repository exactly as before the upgrade, files the merge added removed. */
export function abortUpgrade(cwd: string, out: Out): number {
  const dir = repoRoot(cwd);
  const pending = loadPending(dir);
  if (!pending) throw new UpgradeStop('No upgrade is under way: there is nothing to abort.');
  restore(dir, pending);
  clearPending(dir);
  out(`Upgrade undone: your repository is back at ${short(pending.originalHead)}, as it was.`);
  return 0;
}
