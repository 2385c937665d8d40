/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  BUILD,
  commit,
  git,
  isolateGit,
  makeFork,
  makeTemplate,
  numbered,
  read,
  readme,
  status,
  tempRoot,
  upgrade,
  write,
} from './repos';
import type { Template } from './repos';

let root: string;
let template: Template;

beforeAll(() => {
  root = tempRoot();
  isolateGit(root);
  template = makeTemplate(root);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const release = (dir: string) => JSON.parse(read(dir, 'content/release.json')) as object;
const parents = (dir: string) => git(dir, 'log', '-1', '--format=%P').split(' ');
const subject = (dir: string) => git(dir, 'log', '-1', '--format=%s');
const short = (commit: string) => commit.slice(0, 7);
const QUIET = ['--no-install', '--no-build'];

describe('npm run upgrade on a fork (shared history, content/release.json)', () => {
  let fork: string;
  let before: string;

  beforeAll(() => {
    fork = makeFork(root, template, 'fork', '1.0.0');
    before = commit(fork, 'My line 5', { 'src/app.ts': numbered({ 5: 'line 5: mine' }) });
  });

  it('merges the template’s changes with the owner’s and commits them', async () => {
    const { code, output } = await upgrade(fork, ...QUIET);

    expect(code).toBe(0);
    expect(output).toContain(
      `Your copy is on template 1.0.0 (${short(template.release['1.0.0'])}), as content/release.json says.`,
    );
    expect(output).toContain(`Upgrading to template 2.0.0 (${short(template.tip)}).`);
    expect(output).toContain('Committed "Upgrade to template 2.0.0"');
    // The owner's line and both releases' lines; what the owner never touched just updates.
    expect(read(fork, 'src/app.ts')).toBe(
      numbered({ 2: 'line 2: template 1.1.0', 5: 'line 5: mine', 9: 'line 9: template 2.0.0' }),
    );
    expect(read(fork, 'README.md')).toBe(readme('npm run upgrade', 'Introduction.'));
    expect(existsSync(path.join(fork, 'src/feature.ts'))).toBe(true);
    expect(existsSync(path.join(fork, 'src/old.ts'))).toBe(false);
    expect(read(fork, 'content/site.yaml')).toBe('logoText: ME\n');
    expect(release(fork)).toEqual({ version: '2.0.0', commit: template.tip, source: template.dir });
    expect(subject(fork)).toBe('Upgrade to template 2.0.0');
    expect(parents(fork)).toEqual([before, template.tip]);
    expect(status(fork)).toBe('');
    // The release notes after the base's release, up to the target's.
    expect(output).toContain('What is new in the template since 1.0.0:');
    expect(output).toContain('## 2.0.0\n\n### Major Changes\n\n- Your content lives in content/.');
    expect(output).toContain('## 1.1.0\n\n### Minor Changes\n\n- A new feature.');
    expect(output).not.toContain('## 1.0.0');
  });

  it('has nothing to do once on the latest', async () => {
    const { code, output } = await upgrade(fork, ...QUIET);

    expect(code).toBe(0);
    expect(output).toContain('Nothing to upgrade');
    expect(parents(fork)).toEqual([before, template.tip]);
  });

  it('takes the release --to names, and only its notes', async () => {
    const dir = makeFork(root, template, 'fork-to', '1.0.0');
    const { code, output } = await upgrade(dir, '--to', '1.1.0', ...QUIET);

    expect(code).toBe(0);
    expect(release(dir)).toMatchObject({ version: '1.1.0', commit: template.release['1.1.0'] });
    expect(existsSync(path.join(dir, 'src/feature.ts'))).toBe(true);
    expect(existsSync(path.join(dir, 'scripts/upgrade/cli.ts'))).toBe(false);
    expect(output).toContain('## 1.1.0');
    expect(output).not.toContain('## 2.0.0');
  });

  it('names a release the template does not have', async () => {
    const { code, output } = await upgrade(fork, '--to', '3.0.0', ...QUIET);

    expect(code).toBe(1);
    expect(output).toContain('has no release 3.0.0 (its latest: 2.0.0, 1.1.0, 1.0.0).');
  });
});

describe('npm run upgrade on files copied and git init, without a record', () => {
  let copy: string;
  let before: string;

  beforeAll(() => {
    // The template's files at 1.1.0, downloaded: no history.
    copy = path.join(root, 'copy');
    mkdirSync(copy);
    const tarball = path.join(root, 'v110.tar');
    git(template.dir, 'archive', `--output=${tarball}`, template.release['1.1.0']);
    execFileSync('tar', ['-xf', tarball, '-C', copy]);
    git(copy, 'init', '--quiet');
    write(copy, {
      'README.md': readme('Setup.', 'Introduction.', 'The end, by me.'),
      'content/site.yaml': 'logoText: ME\n',
    });
    before = commit(copy, 'My portfolio', {});
    git(copy, 'remote', 'add', 'template', template.dir);
  });

  it('finds the closest template commit, says so, and upgrades from it', async () => {
    const { code, output } = await upgrade(copy, ...QUIET);

    expect(code).toBe(0);
    expect(output).toContain("content/release.json names no commit of the template's history");
    expect(output).toContain(
      `Closest template commit: ${short(template.release['1.1.0'])} (version 1.1.0), 2 changed lines away outside content/.`,
    );
    expect(read(copy, 'README.md')).toBe(
      readme('npm run upgrade', 'Introduction.', 'The end, by me.'),
    );
    expect(read(copy, 'src/app.ts')).toBe(
      numbered({ 2: 'line 2: template 1.1.0', 9: 'line 9: template 2.0.0' }),
    );
    expect(existsSync(path.join(copy, 'src/content/owner.ts'))).toBe(false);
    expect(release(copy)).toEqual({ version: '2.0.0', commit: template.tip, source: template.dir });
    // From now on the copy shares the template's history, as a fork does.
    expect(parents(copy)).toEqual([before, template.tip]);
    expect(status(copy)).toBe('');
    expect(output).not.toContain('## 1.1.0');
  });

  it('then --check reads the record and finds nothing behind', async () => {
    const { code, output } = await upgrade(copy, '--check');

    expect(code).toBe(0);
    expect(output).toContain(`Your copy is on template 2.0.0 (${short(template.tip)})`);
    expect(output).toContain(`Up to date with the template's main (${short(template.tip)}).`);
  });
});

describe('npm run upgrade when the template changed the owner’s lines', () => {
  let dir: string;
  let before: string;
  const overlapping = numbered({ 2: 'line 2: mine' });

  beforeAll(() => {
    dir = makeFork(root, template, 'overlap', '1.0.0');
    before = commit(dir, 'My lines', {
      'src/app.ts': overlapping,
      'src/old.ts': 'export const old = "mine";\n',
    });
  });

  it('stops, naming the files, with both versions marked and HEAD where it was', async () => {
    const { code, output } = await upgrade(dir, '--from', template.dir, ...QUIET);

    expect(code).toBe(1);
    expect(output).toContain("The template's changes overlap yours in 2 files:\n  src/app.ts\n");
    // The template deleted src/old.ts: git says so, the file has no markers.
    expect(output).toContain(
      '\n  src/old.ts\n    CONFLICT (modify/delete): src/old.ts deleted in portfolio-upgrade/template-2.0.0',
    );
    expect(output).toContain('npm run upgrade -- --continue');
    expect(output).toContain('npm run upgrade -- --abort');
    expect(read(dir, 'src/app.ts')).toContain(
      '<<<<<<< portfolio-upgrade/your-copy\nline 2: mine\n=======\nline 2: template 1.1.0\n>>>>>>> portfolio-upgrade/template-2.0.0\n',
    );
    expect(read(dir, 'src/app.ts')).toContain('line 9: template 2.0.0');
    expect(git(dir, 'rev-parse', 'HEAD')).toBe(before);
  });

  it('refuses to start another upgrade meanwhile', async () => {
    const { code, output } = await upgrade(dir, ...QUIET);

    expect(code).toBe(1);
    expect(output).toContain('An upgrade is under way');
  });

  it('--abort puts everything back, the files the merge added removed', async () => {
    const { code, output } = await upgrade(dir, '--abort');

    expect(code).toBe(0);
    expect(output).toContain('Upgrade undone');
    expect(status(dir)).toBe('');
    expect(git(dir, 'rev-parse', 'HEAD')).toBe(before);
    expect(read(dir, 'src/app.ts')).toBe(overlapping);
    expect(existsSync(path.join(dir, 'src/feature.ts'))).toBe(false);
    expect(existsSync(path.join(dir, 'scripts/upgrade/cli.ts'))).toBe(false);
  });

  it('--continue refuses while markers are left, then commits the fixed files', async () => {
    expect((await upgrade(dir, ...QUIET)).code).toBe(1);

    const early = await upgrade(dir, '--continue', ...QUIET);
    expect(early.code).toBe(1);
    expect(early.output).toContain('These files still have conflict markers');
    expect(early.output).toContain('  src/app.ts');

    const fixed = numbered({ 2: 'line 2: mine and 1.1.0', 9: 'line 9: template 2.0.0' });
    write(dir, { 'src/app.ts': fixed, 'src/old.ts': null });
    const { code, output } = await upgrade(dir, '--continue', ...QUIET);

    expect(code).toBe(0);
    expect(output).toContain('Committed "Upgrade to template 2.0.0"');
    expect(output).toContain('## 1.1.0');
    expect(subject(dir)).toBe('Upgrade to template 2.0.0');
    expect(parents(dir)).toEqual([before, template.tip]);
    expect(read(dir, 'src/app.ts')).toBe(fixed);
    expect(existsSync(path.join(dir, 'src/old.ts'))).toBe(false);
    expect(release(dir)).toMatchObject({ version: '2.0.0', commit: template.tip });
    expect(status(dir)).toBe('');
    expect((await upgrade(dir, '--abort')).output).toContain('No upgrade is under way');
  });
});

describe('npm run upgrade -- --check, and a refusal, on a copy with uncommitted changes', () => {
  let dir: string;

  beforeAll(() => {
    dir = makeFork(root, template, 'behind', '1.0.0');
    write(dir, { 'src/app.ts': 'changed\n', 'notes.txt': 'new\n' });
  });

  it('says which release the copy is on, the latest, and how far behind it is', async () => {
    const { code, output } = await upgrade(dir, '--check');

    expect(code).toBe(0);
    expect(output.split('\n')).toEqual([
      `Fetching the template from ${template.dir}.`,
      `Your copy is on template 1.0.0 (${short(template.release['1.0.0'])}), as content/release.json says.`,
      `Latest release of the template: 2.0.0 (${short(template.release['2.0.0'])}).`,
      `Behind the template's main (${short(template.tip)}) by 2 releases and 6 commits.`,
    ]);
  });

  it('measures against the commit --to names', async () => {
    const { output } = await upgrade(dir, '--check', '--to', template.release['1.1.0']);

    expect(output).toContain(
      `Behind template 1.1.0 (${short(template.release['1.1.0'])}) by 1 release and 2 commits.`,
    );
  });

  it('refuses to upgrade, naming the changes', async () => {
    const { code, output } = await upgrade(dir, ...QUIET);

    expect(code).toBe(1);
    expect(output).toContain(
      'These changes are not committed:\n  src/app.ts (changed)\n  notes.txt (new, not added)\n',
    );
    expect(read(dir, 'src/app.ts')).toBe('changed\n');
  });
});

describe('npm run upgrade refuses', () => {
  it('to guess where to upgrade from, and says what to do', async () => {
    const dir = path.join(root, 'no-source');
    mkdirSync(dir);
    git(dir, 'init', '--quiet');
    commit(dir, 'Mine', { 'README.md': 'Mine.\n' });
    const { code, output } = await upgrade(dir, ...QUIET);

    expect(code).toBe(1);
    expect(output).toContain('git remote add template <the template');
    expect(output).toContain('npm run upgrade -- --from <URL or folder>');
    expect(output).not.toMatch(/at .*\.ts:\d+/);
  });

  it('an unknown option, with the usage', async () => {
    const { code, output } = await upgrade(root, '--form', 'x');

    expect(code).toBe(1);
    expect(output).toContain("Unknown option '--form'");
    expect(output).toContain('Usage: npm run upgrade --');
  });
});

describe('after the merge', () => {
  it('says npm install is due, builds, and echoes the build’s warnings', async () => {
    const dir = makeFork(root, template, 'built', '1.0.0');
    const { code, output } = await upgrade(dir, '--no-install');

    expect(code).toBe(0);
    expect(output).toContain('package-lock.json changed: run npm install before you build.');
    expect(output).toContain('Build: green.');
    expect(output).toContain(
      "The build's warnings and untranslated texts:\n  Warning: 1 text untranslated (hi: about.bio)",
    );
    // The notes come before the warnings, last of all.
    expect(output.indexOf('## 1.1.0')).toBeLessThan(output.indexOf('Warning: 1 text'));
  });

  it('runs the content migrations the new release ships, and names what they changed', async () => {
    const dir = makeFork(root, template, 'migrated', '1.0.0');
    // The copy's installed ts-node, standing in: it runs the migration, which adds a line.
    write(dir, {
      'node_modules/.bin/ts-node': '#!/bin/sh\necho "format: 2" >> content/site.yaml\n',
    });
    chmodSync(path.join(dir, 'node_modules/.bin/ts-node'), 0o755);
    const { code, output } = await upgrade(dir, '--to', 'next', ...QUIET);

    expect(code).toBe(0);
    expect(parents(dir)[1]).toBe(template.next);
    expect(output).toContain("Updating your content/ to the new release's format.");
    expect(output).toContain(
      'The migration changed these files: check them, then commit them.\n  content/site.yaml',
    );
    expect(read(dir, 'content/site.yaml')).toBe('logoText: ME\nformat: 2\n');
  });

  it('reports a red build with its last lines, and exits 1', async () => {
    const dir = makeFork(root, template, 'red', '1.0.0');
    commit(dir, 'My broken build', { 'build.mjs': `${BUILD}throw new Error('my mistake');\n` });
    const { code, output } = await upgrade(dir, '--no-install');

    expect(code).toBe(1);
    expect(output).toMatch(/Build: red \(exit code \d+\)\. Its last lines:/);
    expect(output).toContain('my mistake');
    expect(subject(dir)).toBe('Upgrade to template 2.0.0');
  });
});
