/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { isolateGit, makeFork, makeTemplate, tempRoot } from './repos';

/** The entry as package.json's "upgrade" script runs it: ts-node, from the owner's copy. */
const REPO = path.resolve(__dirname, '../../..');
const run = (cwd: string, ...args: string[]) =>
  spawnSync(
    path.join(REPO, 'node_modules', '.bin', 'ts-node'),
    ['-O', '{"rootDir":"."}', path.join(REPO, 'scripts/upgrade/cli.ts'), ...args],
    { cwd, encoding: 'utf8', env: process.env },
  );

let root: string;

beforeAll(() => {
  root = tempRoot();
  isolateGit(root);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

it('runs with ts-node: --check exits 0, a refusal exits 1 with one plain line', () => {
  const fork = makeFork(root, makeTemplate(root), 'fork', '1.0.0');

  const checked = run(fork, '--check');
  expect(checked.stderr).toBe('');
  expect(checked.stdout).toContain('Behind the template');
  expect(checked.status).toBe(0);

  const refused = run(fork, '--continue');
  expect(refused.stderr).toBe('No upgrade is under way: there is nothing to continue.\n');
  expect(refused.status).toBe(1);
});
