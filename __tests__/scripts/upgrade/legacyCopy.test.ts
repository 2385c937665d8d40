/** @jest-environment node */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  POST,
  commit,
  git,
  isolateGit,
  makeTemplate,
  numbered,
  read,
  status,
  tempRoot,
  upgrade,
  write,
} from './repos';
import type { Template } from './repos';

/**
 * The upgrade's side of the legacy layout: a copy from before content/ existed, which got this
 * tool by `git checkout <template ref> -- scripts/upgrade`. A stand-in converter moves its
 * content (legacyLayout.test.ts tests the real one).
 */
const conversions: { repoDir: string; baseCommit: string }[] = [];
jest.mock('../../../scripts/upgrade/legacyLayout', () => ({
  convertLegacyLayout: async (o: {
    repoDir: string;
    baseCommit: string;
    log: (line: string) => void;
  }) => {
    conversions.push({ repoDir: o.repoDir, baseCommit: o.baseCommit });
    write(o.repoDir, {
      'content/site.yaml': read(o.repoDir, 'src/content/owner.ts').includes('Me')
        ? 'name: Me\n'
        : '',
      'content/posts/hello.md': read(o.repoDir, 'src/content/posts/hello.md'),
      'src/content/owner.ts': null,
      'src/content/posts/hello.md': null,
    });
    o.log('Moved src/content/owner.ts → content/site.yaml');
    return { moved: ['content/site.yaml', 'content/posts/hello.md'] };
  },
}));

let root: string;
let template: Template;
let dir: string;
let original: string;
const QUIET = ['--no-install', '--no-build'];
const BOOTSTRAP = 'A  scripts/upgrade/cli.ts';

beforeAll(() => {
  root = tempRoot();
  isolateGit(root);
  template = makeTemplate(root);
  dir = path.join(root, 'legacy');
  git(root, 'clone', '--quiet', template.dir, dir);
  git(dir, 'reset', '--quiet', '--hard', template.release['1.0.0']);
  original = commit(dir, 'My portfolio', {
    'src/content/owner.ts': "export const owner = { name: 'Me' };\n",
    'src/app.ts': numbered({ 9: 'line 9: mine' }),
  });
  git(dir, 'checkout', template.tip, '--', 'scripts/upgrade');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

it('allows the bootstrap’s staged tool, commits the move first, and --abort undoes both', async () => {
  expect(status(dir)).toBe(BOOTSTRAP);
  const { code, output } = await upgrade(dir, '--from', 'origin', ...QUIET);

  expect(code).toBe(1);
  expect(conversions).toEqual([{ repoDir: dir, baseCommit: template.release['1.0.0'] }]);
  expect(output).toContain('moving it into content/ first.');
  expect(output).toContain('Moved src/content/owner.ts → content/site.yaml');
  expect(output).toContain('Committed "Move my content into content/".');
  expect(output).toContain('overlap yours in 1 file:\n  src/app.ts\n');
  // The move is its own commit on the owner's, without the tool the bootstrap staged.
  expect(git(dir, 'log', '-1', '--format=%s%n%P')).toBe(
    `Move my content into content/\n${original}`,
  );
  expect(git(dir, 'ls-tree', '-r', '--name-only', 'HEAD')).not.toContain('scripts/upgrade');

  expect((await upgrade(dir, '--abort')).code).toBe(0);
  expect(git(dir, 'rev-parse', 'HEAD')).toBe(original);
  expect(status(dir)).toBe(BOOTSTRAP);
  expect(read(dir, 'src/content/owner.ts')).toContain('Me');
  expect(existsSync(path.join(dir, 'content'))).toBe(false);
});

it('after --continue, the content is in content/ and the template’s removals are merged', async () => {
  expect((await upgrade(dir, '--from', 'origin', ...QUIET)).code).toBe(1);
  const moved = git(dir, 'rev-parse', 'HEAD');
  write(dir, { 'src/app.ts': numbered({ 2: 'line 2: template 1.1.0', 9: 'line 9: both' }) });
  const { code } = await upgrade(dir, '--continue', ...QUIET);

  expect(code).toBe(0);
  expect(git(dir, 'log', '-1', '--format=%s%n%P')).toBe(
    `Upgrade to template 2.0.0\n${moved} ${template.tip}`,
  );
  expect(read(dir, 'content/site.yaml')).toBe('name: Me\n');
  expect(existsSync(path.join(dir, 'src/content/owner.ts'))).toBe(false);
  expect(read(dir, 'sample/site.yaml')).toBe('logoText: AM\n');
  // The owner moved the post to content/, the template to sample/: both are there.
  expect(read(dir, 'content/posts/hello.md')).toBe(POST);
  expect(read(dir, 'sample/posts/hello.md')).toBe(POST);
  expect(existsSync(path.join(dir, 'src/content/posts/hello.md'))).toBe(false);
  expect(read(dir, 'scripts/upgrade/cli.ts')).toBe('// The upgrade tool.\n');
  expect(JSON.parse(read(dir, 'content/release.json'))).toEqual({
    version: '2.0.0',
    commit: template.tip,
    source: template.dir,
  });
  expect(status(dir)).toBe('');
});
