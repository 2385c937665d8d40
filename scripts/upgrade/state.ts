import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UpgradeStop, git } from './git';

/** The template release the copy was made from or last upgraded to (content-format.md). */
export const RELEASE_FILE = 'content/release.json';

export interface ReleaseRecord {
  version?: string;
  commit?: string;
  source?: string;
}

export function readRelease(dir: string): ReleaseRecord {
  const file = path.join(dir, RELEASE_FILE);
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ReleaseRecord;
  } catch {
    throw new UpgradeStop(`${RELEASE_FILE} is not valid JSON: fix it, or delete it and try again.`);
  }
}

export function writeRelease(dir: string, record: ReleaseRecord): void {
  const file = path.join(dir, RELEASE_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...readRelease(dir), ...record }, null, 2)}\n`);
}

/** An upgrade stopped on conflicts, for --continue and --abort. */
export interface PendingUpgrade {
  /** HEAD before the upgrade touched anything: --abort goes back to it. */
  originalHead: string;
  /** HEAD the upgrade commit goes on (after "Move my content into content/", if any). */
  head: string;
  target: string;
  version: string | undefined;
  baseVersion: string | undefined;
  source: string;
  conflicts: string[];
  /** The legacy bootstrap's staged files of this tool, staged again by --abort. */
  bootstrap: string[];
}

const stateFile = (dir: string) =>
  path.resolve(dir, git(dir, ['rev-parse', '--git-path', 'portfolio-upgrade.json']));

export function loadPending(dir: string): PendingUpgrade | undefined {
  const file = stateFile(dir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PendingUpgrade) : undefined;
}

export function savePending(dir: string, pending: PendingUpgrade): void {
  writeFileSync(stateFile(dir), `${JSON.stringify(pending, null, 2)}\n`);
}

export function clearPending(dir: string): void {
  rmSync(stateFile(dir), { force: true });
}
