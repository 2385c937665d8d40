import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Owners' copies of the template, made as an owner makes them (a fork, or the files with no
 * history) in a temporary folder, sharing this checkout's installed packages.
 */

export const ROOT = path.resolve(__dirname, '../../..');

/** The release before the owner's folder: 1.0.0, content inside src/content. */
export const LEGACY_RELEASE = 'd603ea5';

const temps: string[] = [];

/** A child's environment: the copy reads its own folder, git has an identity and no config. */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Meera Iyer',
    GIT_AUTHOR_EMAIL: 'meera@example.dev',
    GIT_COMMITTER_NAME: 'Meera Iyer',
    GIT_COMMITTER_EMAIL: 'meera@example.dev',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    // The template repository's own commits are in the test's checkout, on any branch.
    GIT_ALLOW_PROTOCOL: 'file',
  };
  delete env.CONTENT_DIR;
  delete env.BROWSER_TEST_SKIP_BUILD;
  return env;
}

export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'init.defaultBranch=main', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: childEnv(),
    stdio: 'pipe',
  }).trim();
}

export interface Run {
  code: number;
  /** stdout and stderr as the owner reads them in the terminal. */
  output: string;
}

/** Runs a command in the copy, as the owner types it. */
export function run(dir: string, command: string, args: string[]): Run {
  const result = spawnSync(command, args, {
    cwd: dir,
    encoding: 'utf8',
    env: childEnv(),
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}

/** `npm run <script> -- <args>`, as the owner types it in the copy. */
export const npmRun = (dir: string, script: string, ...args: string[]) =>
  run(dir, 'npm', ['run', '--silent', script, '--', ...args]);

/** A shell line as the README gives it. */
export const shell = (dir: string, line: string) => run(dir, 'bash', ['-c', line]);

export function tempFolder(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  temps.push(dir);
  return dir;
}

export function removeTemps(): void {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** The checkout's packages, shared: the copies need the same ones. */
function linkPackages(dir: string) {
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}

/** A fork: the template's history, at `commit`, on the owner's `main`. */
export function forkAt(template: string, commit: string): string {
  const dir = path.join(tempFolder('fork'), 'portfolio');
  git(path.dirname(dir), 'clone', '--quiet', '--no-local', template, dir);
  git(dir, 'checkout', '--quiet', '-B', 'main', commit);
  linkPackages(dir);
  return dir;
}

/** A copy of the files alone ("Use this template", a download), then `git init`. */
export function filesAt(template: string, commit: string): string {
  const dir = path.join(tempFolder('files'), 'portfolio');
  mkdirSync(dir);
  execFileSync('bash', ['-c', `git -C "${template}" archive ${commit} | tar -x -C "${dir}"`]);
  git(dir, 'init', '--quiet');
  git(dir, 'add', '--all');
  git(dir, 'commit', '--quiet', '-m', 'My portfolio');
  linkPackages(dir);
  return dir;
}

export const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

export function write(dir: string, file: string, text: string | Buffer): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

/** Replaces `from` with `to` in a file, failing when `from` is not there. */
export function replaceIn(dir: string, file: string, from: string, to: string): void {
  const text = read(dir, file);
  if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}.`);
  write(dir, file, text.replace(from, to));
}

export function commitAll(dir: string, message: string): void {
  git(dir, 'add', '--all');
  git(dir, 'commit', '--quiet', '-m', message);
}

/** The owner's own screenshot, 1600 x 1000. */
export const screenshot = () =>
  sharp({
    create: { width: 1600, height: 1000, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer();

/** Every file under `dir`, from it. */
export function filesUnder(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
  });
}

/** The built pages, by path under dist/. */
export const builtPages = (dir: string) =>
  filesUnder(path.join(dir, 'dist')).filter((file) => file.endsWith('.html'));

/** The production build of a copy, as `npm run build` runs it. */
export const build = (dir: string) =>
  run(dir, process.execPath, ['node_modules/webpack-cli/bin/cli.js', '--mode', 'production']);

/** A temporary clone of this checkout: the template an owner's copy upgrades from. */
export function templateClone(): string {
  const dir = path.join(tempFolder('template'), 'template');
  git(path.dirname(dir), 'clone', '--quiet', '--no-local', ROOT, dir);
  return dir;
}

/** Copies a folder of the template into the copy (a test's own fixture). */
export const copyInto = (from: string, dir: string, to: string) =>
  cpSync(from, path.join(dir, to), { recursive: true });
