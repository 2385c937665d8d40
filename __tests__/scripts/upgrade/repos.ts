import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../../scripts/upgrade/main';

/** Synthetic template repositories and owners' copies, for the upgrade's tests. */

// Jest's `process.env` is its own copy: a child sees isolateGit's settings only when passed it.
export const git = (dir: string, ...args: string[]): string => {
  const options = { cwd: dir, encoding: 'utf8', stdio: 'pipe', env: process.env } as const;
  return execFileSync('git', args, options).replace(/\n$/, '');
};

export const read = (dir: string, file: string): string =>
  readFileSync(path.join(dir, file), 'utf8');

/** Writes each file, or deletes it for null. */
export function write(dir: string, files: Record<string, string | null>): void {
  for (const [file, text] of Object.entries(files)) {
    const at = path.join(dir, file);
    if (text === null) {
      rmSync(at);
    } else {
      mkdirSync(path.dirname(at), { recursive: true });
      writeFileSync(at, text);
    }
  }
}

export function commit(dir: string, message: string, files: Record<string, string | null>): string {
  write(dir, files);
  git(dir, 'add', '--all');
  git(dir, 'commit', '--quiet', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

/** Every test's git reads only this configuration: an identity, and `main` for new branches. */
export function isolateGit(root: string): void {
  const config = path.join(root, 'gitconfig');
  writeFileSync(
    config,
    '[user]\n\tname = Owner\n\temail = owner@example.com\n[init]\n\tdefaultBranch = main\n',
  );
  process.env.GIT_CONFIG_GLOBAL = config;
  process.env.GIT_CONFIG_NOSYSTEM = '1';
}

export const tempRoot = (): string => mkdtempSync(path.join(os.tmpdir(), 'upgrade-test-'));

/** Ten numbered lines, some of them replaced. */
export const numbered = (changes: Record<number, string> = {}): string =>
  Array.from({ length: 10 }, (_, i) => changes[i + 1] ?? `line ${i + 1}`).join('\n') + '\n';

/** The sample's post: the template moves it to sample/ in 2.0.0, as a rename. */
export const POST = `---\ntitle: Hello\n---\n\n${numbered()}`;

export const readme = (setup = 'Setup.', intro = 'Intro.', end = 'End.') =>
  `# Portfolio template\n\n${intro}\n\nSetup:\n${setup}\n\nMore.\n\nMore still.\n\n${end}\n`;

const packageJson = (version: string) =>
  `${JSON.stringify(
    { name: 'portfolio-template', version, private: true, scripts: { build: 'node build.mjs' } },
    null,
    2,
  )}\n`;
const lockFile = (version: string) => `{ "lockfileVersion": 3, "version": "${version}" }\n`;

/** The template's build: what it prints is what the upgrade echoes. */
export const BUILD =
  "console.info('Built.');\nconsole.warn('Warning: 1 text untranslated (hi: about.bio)');\n";

const CHANGES: [version: string, kind: string, change: string][] = [
  ['2.0.0', 'Major', 'Your content lives in content/.'],
  ['1.1.0', 'Minor', 'A new feature.'],
  ['1.0.0', 'Major', 'First release.'],
];
const changelog = (upTo: string) =>
  `# portfolio-template\n\n${CHANGES.slice(CHANGES.findIndex(([v]) => v === upTo))
    .map(([v, kind, change]) => `## ${v}\n\n### ${kind} Changes\n\n- ${change}\n`)
    .join('\n')}`;

export interface Template {
  dir: string;
  /** Release commits by version, and the tip of main (a docs commit after 2.0.0). */
  release: Record<'1.0.0' | '1.1.0' | '2.0.0', string>;
  tip: string;
  /** Branch `next`: the tip and a content migration, scripts/upgrade/migrate.ts. */
  next: string;
}

/**
 * The template's history on main, as Changesets makes it: 1.0.0, a docs fix, 1.1.0 (tagged
 * v1.1.0), a feature commit, 2.0.0 as the merge of the "Version Packages" branch, a docs commit;
 * and a branch `next` one commit on.
 */
export function makeTemplate(root: string): Template {
  const dir = path.join(root, 'template');
  mkdirSync(dir);
  git(dir, 'init', '--quiet');
  const v100 = commit(dir, 'First release', {
    '.gitignore': 'node_modules/\n',
    'package.json': packageJson('1.0.0'),
    'package-lock.json': lockFile('1.0.0'),
    'build.mjs': BUILD,
    'CHANGELOG.md': changelog('1.0.0'),
    'README.md': readme(),
    'src/app.ts': numbered(),
    'src/old.ts': 'export const old = true;\n',
    'src/content/owner.ts': "export const owner = { name: 'Sample' };\n",
    'src/content/posts/hello.md': POST,
  });
  commit(dir, 'docs: the intro', { 'README.md': readme('Setup.', 'Introduction.') });
  const v110 = commit(dir, 'Version Packages (1.1.0)', {
    'package.json': packageJson('1.1.0'),
    'CHANGELOG.md': changelog('1.1.0'),
    'src/app.ts': numbered({ 2: 'line 2: template 1.1.0' }),
    'src/feature.ts': 'export const feature = 1;\n',
  });
  git(dir, 'tag', 'v1.1.0');
  commit(dir, 'The owner folder', {
    'README.md': readme('npm run upgrade', 'Introduction.'),
    'src/app.ts': numbered({ 2: 'line 2: template 1.1.0', 9: 'line 9: template 2.0.0' }),
    'src/old.ts': null,
    'src/content/owner.ts': null,
    'src/content/posts/hello.md': null,
    'sample/posts/hello.md': POST,
    'sample/site.yaml': 'logoText: AM\n',
    'scripts/upgrade/cli.ts': '// The upgrade tool.\n',
  });
  git(dir, 'checkout', '--quiet', '-b', 'changeset-release/main');
  commit(dir, 'Version Packages', {
    'package.json': packageJson('2.0.0'),
    'package-lock.json': lockFile('2.0.0'),
    'CHANGELOG.md': changelog('2.0.0'),
  });
  git(dir, 'checkout', '--quiet', 'main');
  git(dir, 'merge', '--quiet', '--no-ff', '-m', 'Merge Version Packages', 'changeset-release/main');
  const v200 = git(dir, 'rev-parse', 'HEAD');
  const tip = commit(dir, 'docs: a guide', { 'docs/guide.md': 'A guide.\n' });
  git(dir, 'checkout', '--quiet', '-b', 'next');
  const next = commit(dir, 'A content migration', {
    'scripts/upgrade/migrate.ts': '// Migrates.\n',
  });
  git(dir, 'checkout', '--quiet', 'main');
  return { dir, release: { '1.0.0': v100, '1.1.0': v110, '2.0.0': v200 }, tip, next };
}

/** A fork: a clone of the template, back at `release`, with content/release.json saying so. */
export function makeFork(root: string, template: Template, name: string, release: '1.0.0') {
  const dir = path.join(root, name);
  git(root, 'clone', '--quiet', template.dir, dir);
  git(dir, 'reset', '--quiet', '--hard', template.release[release]);
  const record = { version: release, commit: template.release[release], source: template.dir };
  commit(dir, 'My content', {
    'content/site.yaml': 'logoText: ME\n',
    'content/words/en.yaml': 'name: Me\n',
    'content/release.json': `${JSON.stringify(record, null, 2)}\n`,
  });
  return dir;
}

export interface Run {
  code: number;
  output: string;
}

/** `npm run upgrade -- <args>` in `dir`, as the owner sees it: stdout and stderr as one text. */
export async function upgrade(dir: string, ...args: string[]): Promise<Run> {
  const lines: string[] = [];
  const code = await main(args, {
    cwd: dir,
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
  });
  return { code, output: lines.join('\n') };
}

/** `git status --porcelain`, one entry a line. */
export const status = (dir: string): string => git(dir, 'status', '--porcelain');
