/**
 * `npm run setup-deploy [-- --apply] [--project <id>] [--repo <owner/name>]`: the one-time
 * set-up of deploys from GitHub without long-lived keys (docs/deploy.md). Prints the gcloud and
 * gh commands; with --apply runs them, each step only when its check finds it missing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { BUILD_ENV_KEYS } from '../../src/config';
import { deployPlan, type Command, type DeployTarget } from './setupDeployPlan';
import {
  applyPlan,
  formatCommand,
  formatPlan,
  PROJECT_NUMBER_VARIABLE,
  runOrStop,
  SetupStop,
  type Runner,
} from './setupDeployRun';

export interface SetupContext {
  rootDir: string;
  run: Runner;
  log: (line: string) => void;
}

/** The settings the release build reads, as the workflows pass them (no local-stack ports). */
const RELEASE_KEYS: readonly string[] = BUILD_ENV_KEYS.filter((key) => !key.endsWith('_PORT'));

/** owner/name from a GitHub remote's address, https or ssh. */
export function repositoryFromRemote(url: string): string | undefined {
  const match = /github\.com[:/]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url.trim());
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/** The non-empty release settings of `.env`, if there is one. */
export function releaseSettings(rootDir: string): Record<string, string> {
  const file = path.join(rootDir, '.env');
  if (!fs.existsSync(file)) return {};
  const values = parseEnv(fs.readFileSync(file, 'utf8'));
  return Object.fromEntries(
    RELEASE_KEYS.flatMap((key) => (values[key] ? [[key, values[key]] as const] : [])),
  );
}

function projectIdOf(rootDir: string, flag: string | undefined, settings: Record<string, string>) {
  if (flag) return flag;
  if (settings.FIREBASE_PROJECT_ID) return settings.FIREBASE_PROJECT_ID;
  const rc = path.join(rootDir, '.firebaserc');
  if (!fs.existsSync(rc)) return undefined;
  return (JSON.parse(fs.readFileSync(rc, 'utf8')) as { projects?: { default?: string } }).projects
    ?.default;
}

/** What the set-up is for, from the flags, `.env`, `.firebaserc` and the git remote. */
export function deployTarget(
  args: { project?: string; repo?: string },
  { rootDir, run }: Pick<SetupContext, 'rootDir' | 'run'>,
): DeployTarget {
  const settings = releaseSettings(rootDir);
  const projectId = projectIdOf(rootDir, args.project, settings);
  if (!projectId || !/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId)) {
    throw new SetupStop(
      `No Firebase project id${projectId ? ` ("${projectId}" is not one)` : ''}: set FIREBASE_PROJECT_ID in .env or pass --project <id>.`,
    );
  }
  if (projectId.startsWith('demo-')) {
    throw new SetupStop(
      `"${projectId}" is the local stack's demo project, which only the emulators know: set FIREBASE_PROJECT_ID in .env to your Firebase project's id (Project settings), or pass --project <id>.`,
    );
  }
  const remote = args.repo
    ? undefined
    : run({ program: 'git', args: ['remote', 'get-url', 'origin'] });
  const repository =
    args.repo ?? (remote?.status === 0 ? repositoryFromRemote(remote.stdout) : undefined);
  if (!repository || !/^[\w.-]+\/[\w.-]+$/.test(repository)) {
    throw new SetupStop(
      'No GitHub repository: the remote "origin" is not on github.com; pass --repo <owner/name>.',
    );
  }
  return { projectId, projectNumber: PROJECT_NUMBER_VARIABLE, repository, settings };
}

export function setupDeploy(argv: string[], context: SetupContext): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      apply: { type: 'boolean', default: false },
      project: { type: 'string' },
      repo: { type: 'string' },
    },
  });
  const { run, log } = context;
  try {
    const target = deployTarget(values, context);
    const numberLookup: Command = {
      program: 'gcloud',
      args: ['projects', 'describe', target.projectId, '--format=value(projectNumber)'],
    };
    if (!values.apply) {
      log(
        formatPlan(deployPlan(target), [
          `# Deploys from GitHub ${target.repository} to Firebase project ${target.projectId}, without keys.`,
          '# Nothing was run. Needs gcloud signed in as a project owner (gcloud auth login) and gh',
          '# (gh auth login). `npm run setup-deploy -- --apply` runs these, skipping what is in place.',
          ...(Object.keys(target.settings).length === 0
            ? ['# No settings in .env: the repository variables are set as docs/deploy.md says.']
            : []),
          `PROJECT_NUMBER="$(${formatCommand(numberLookup)})"`,
        ]),
      );
      return 0;
    }
    // GitHub's OIDC claims spell the repository as GitHub does, whatever case the remote has.
    const repository = runOrStop(run, {
      program: 'gh',
      args: ['repo', 'view', target.repository, '--json=nameWithOwner', '--jq=.nameWithOwner'],
    }).trim();
    const projectNumber = runOrStop(run, numberLookup).trim();
    const steps = deployPlan({ ...target, repository, projectNumber });
    const made = applyPlan(steps, run, log);
    log(
      made === 0
        ? 'Everything was already in place.'
        : `Made ${made} of ${steps.length} steps. Next: npm run doctor, then push.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof SetupStop)) throw error;
    log(error.message);
    return 1;
  }
}

/** Spawns the command; a missing program stops with where to get it. */
export const spawnRunner: Runner = ({ program, args }) => {
  const result = spawnSync(program, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    // A prompt would wait for an answer nobody can type: gcloud fails instead.
    env: { ...process.env, CLOUDSDK_CORE_DISABLE_PROMPTS: '1' },
  });
  if (result.error) {
    const where = {
      gcloud: 'https://cloud.google.com/sdk/docs/install',
      gh: 'https://cli.github.com',
    };
    throw new SetupStop(
      `Could not run ${program} (${result.error.message})${program in where ? `: install it from ${where[program as keyof typeof where]}` : ''}.`,
    );
  }
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
};

if (require.main === module) {
  process.exitCode = setupDeploy(process.argv.slice(2), {
    rootDir: path.resolve(__dirname, '..', '..'),
    run: spawnRunner,
    log: (line) => console.info(line),
  });
}
