import { spawnSync } from 'node:child_process';

/** A failure the owner can act on: printed as one plain message, without a stack trace. */
export class UpgradeStop extends Error {}

export interface GitOptions {
  input?: string;
  env?: NodeJS.ProcessEnv;
}

export interface GitResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs git without a shell; the caller reads the exit status (merge-tree exits 1 on conflicts). */
export function gitResult(dir: string, args: string[], options: GitOptions = {}): GitResult {
  const result = spawnSync('git', args, {
    cwd: dir,
    input: options.input,
    env: options.env ?? process.env,
    encoding: 'utf8',
    // A whole history's --numstat or a big tree listing is far over the 1 MB default.
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw new UpgradeStop(`Could not run git: ${result.error.message}`);
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

/** Runs git and returns its output without the last newline; a non-zero exit stops the upgrade. */
export function git(dir: string, args: string[], options: GitOptions = {}): string {
  const result = gitResult(dir, args, options);
  if (result.status !== 0) {
    const reason = result.stderr.trim() || `exit code ${result.status}`;
    throw new UpgradeStop(`git ${args[0]} failed: ${reason}`);
  }
  return result.stdout.replace(/\n$/, '');
}

/** The commit a revision names, or undefined when this repository does not have it. */
export function commitOf(dir: string, revision: string): string | undefined {
  const result = gitResult(dir, ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`]);
  return result.status === 0 ? result.stdout.trim() : undefined;
}

export function pathExists(dir: string, revision: string, file: string): boolean {
  return gitResult(dir, ['cat-file', '-e', `${revision}:${file}`]).status === 0;
}

/**
 * The text of many `<revision>:<path>` blobs in one git process (`cat-file --batch`); undefined
 * for a missing one. Reads bytes, since the batch's sizes are in bytes, not characters.
 */
export function readBlobs(dir: string, specs: string[]): (string | undefined)[] {
  if (specs.length === 0) return [];
  const result = spawnSync('git', ['cat-file', '--batch'], {
    cwd: dir,
    input: `${specs.join('\n')}\n`,
    env: process.env,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error || result.status !== 0) {
    throw new UpgradeStop(`git cat-file failed: ${result.stderr?.toString().trim()}`);
  }
  const out = result.stdout;
  const blobs: (string | undefined)[] = [];
  let at = 0;
  for (let i = 0; i < specs.length; i++) {
    const lineEnd = out.indexOf(0x0a, at);
    const header = out.subarray(at, lineEnd).toString('utf8').split(' ');
    at = lineEnd + 1;
    // "<oid> <type> <size>", or "<spec> missing" / "<spec> ambiguous".
    if (header.length !== 3) {
      blobs.push(undefined);
      continue;
    }
    const size = Number(header[2]);
    blobs.push(header[1] === 'blob' ? out.subarray(at, at + size).toString('utf8') : undefined);
    at += size + 1;
  }
  return blobs;
}

/**
 * A commit of `tree`. A scaffolding one (the merge's three, which never reach a branch) gets a
 * fixed name and no signature: it works without the owner's git identity or signing key.
 */
export function commitTree(
  dir: string,
  tree: string,
  parents: string[],
  message: string,
  scaffold = false,
): string {
  const args = ['commit-tree', tree, ...parents.flatMap((parent) => ['-p', parent]), '-m', message];
  if (!scaffold) return git(dir, args);
  const name = 'portfolio-upgrade';
  const email = 'portfolio-upgrade@localhost';
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: name,
    GIT_AUTHOR_EMAIL: email,
    GIT_COMMITTER_NAME: name,
    GIT_COMMITTER_EMAIL: email,
  };
  return git(dir, [...args, '--no-gpg-sign'], { env });
}

/** Moves the branch HEAD is on, only if it is still where the upgrade found it. */
export function moveHead(dir: string, commit: string, expected: string, reason: string): void {
  git(dir, ['update-ref', '-m', reason, 'HEAD', commit, expected]);
}
