import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gitResult, readBlobs } from './git';
import { releaseNotes } from './releases';
import { uncommittedChanges } from './worktree';

/** The content format migrations a release may ship; run from the merged tree, if present. */
const MIGRATIONS = 'scripts/upgrade/migrate.ts';
const BUILD_TAIL_LINES = 20;

export interface Finish {
  /** HEAD before the upgrade, and the upgrade's commit. */
  before: string;
  after: string;
  target: string;
  version: string | undefined;
  baseVersion: string | undefined;
  install: boolean;
  build: boolean;
}

/** npm as the owner ran it: `npm run` names its own script, run with this Node. */
function npm(dir: string, args: string[], capture: boolean) {
  const cli = process.env.npm_execpath;
  const [command, argv] = cli ? [process.execPath, [cli, ...args]] : ['npm', args];
  return spawnSync(command, argv, {
    cwd: dir,
    encoding: 'utf8',
    stdio: capture ? 'pipe' : 'inherit',
    maxBuffer: 256 * 1024 * 1024,
  });
}

/**
 * After the upgrade's commit: npm install when the lock file changed, the release's content
 * migrations, the build, then the release notes and what the build warned about.
 * Returns the exit code: 1 when a step failed.
 */
export function finishUpgrade(dir: string, f: Finish, out: (line: string) => void): number {
  let failed = false;
  const lockChanged =
    gitResult(dir, ['diff', '--quiet', f.before, f.after, '--', 'package-lock.json']).status !== 0;
  if (lockChanged && !f.install) {
    out('package-lock.json changed: run npm install before you build.');
  } else if (lockChanged) {
    out('package-lock.json changed: running npm install.');
    if (npm(dir, ['install'], false).status !== 0) {
      out('npm install failed (see above): run it again, then npm run build.');
      return 1;
    }
  }

  if (existsSync(path.join(dir, MIGRATIONS))) {
    out("Updating your content/ to the new release's format.");
    const ran = spawnSync(
      path.join(dir, 'node_modules', '.bin', 'ts-node'),
      ['-O', '{"rootDir":"."}', MIGRATIONS],
      {
        cwd: dir,
        stdio: 'inherit',
      },
    );
    if (ran.status !== 0) {
      out(`The content migration failed (see above): fix it, then run ${MIGRATIONS} again.`);
      return 1;
    }
    const changed = uncommittedChanges(dir).filter((c) => c.path.startsWith('content/'));
    if (changed.length > 0) {
      out('The migration changed these files: check them, then commit them.');
      for (const c of changed) out(`  ${c.path}`);
    }
  }

  let buildOutput = '';
  if (f.build) {
    out('Building the site (npm run build)…');
    const built = npm(dir, ['run', 'build'], true);
    buildOutput = `${built.stdout ?? ''}\n${built.stderr ?? ''}`;
    if (built.status === 0) {
      out('Build: green.');
    } else {
      failed = true;
      out(`Build: red (exit code ${built.status}). Its last lines:`);
      const lines = buildOutput.split('\n').filter((line) => line.trim());
      for (const line of lines.slice(-BUILD_TAIL_LINES)) out(`  ${line}`);
    }
  }

  const [changelog] = readBlobs(dir, [`${f.target}:CHANGELOG.md`]);
  const notes = changelog === undefined ? [] : releaseNotes(changelog, f.baseVersion, f.version);
  if (notes.length > 0) {
    out('');
    out(`What is new in the template${f.baseVersion ? ` since ${f.baseVersion}` : ''}:`);
    for (const section of notes) out(`${section}\n`);
  }

  const warnings = buildOutput.split('\n').filter((line) => /untranslated|warning/i.test(line));
  if (warnings.length > 0) {
    out("The build's warnings and untranslated texts:");
    for (const line of warnings) out(`  ${line.trim()}`);
  }
  return failed ? 1 : 0;
}
