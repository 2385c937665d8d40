/** @jest-environment node */
import { validateWorkflow } from '@action-validator/core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { environmentVariables, type Environment } from '../../scripts/deploy/setupDeployCloud';
import { BUILD_ENV_KEYS } from '../../src/config';

const root = path.resolve(__dirname, '..', '..');
const workflowDir = path.join(root, '.github', 'workflows');
const workflowFiles = readdirSync(workflowDir).filter((name) => /\.ya?ml$/.test(name));

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string | boolean>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  environment?: string;
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  outputs?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: unknown;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

interface LintResult {
  path: string;
  line: number;
  kind: string;
  message: string;
}

/** actionlint's findings for these files (scripts/ci/lintWorkflows.cjs). */
function actionlint(files: string[]): LintResult[] {
  const output = execFileSync(
    process.execPath,
    [path.join(root, 'scripts', 'ci', 'lintWorkflows.cjs'), ...files],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(output) as LintResult[];
}

const read = (file: string) => readFileSync(path.join(workflowDir, file), 'utf8');
const load = (file: string) => parse(read(file)) as Workflow;

/** The command the README gives for passing every test (Start). */
function readmeTestCommand(): string {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const after = readme.slice(readme.indexOf('Pass every test'));
  const block = /```sh\n(.+)\n```/.exec(after);
  if (!block) throw new Error('README: no sh block after "Pass every test"');
  return block[1];
}

const TEST_COMMAND = 'npm ci && npm test';
const HOSTING_ACTION = 'FirebaseExtended/action-hosting-deploy@';
const PINNED_TOOLS = '${{ needs.test.outputs.firebase-tools }}';
const isHostingDeploy = (step: Step) => step.uses?.startsWith(HOSTING_ACTION) ?? false;
const isDeploy = (step: Step) =>
  isHostingDeploy(step) || /\bfirebase(-tools)?\b.*\bdeploy\b/.test(step.run ?? '');
const mentionsSecret = (value: unknown) => JSON.stringify(value ?? {}).includes('secrets.');
const SIGN_IN_ACTION = 'google-github-actions/auth@';
const isSignIn = (step: Step) => step.uses?.startsWith(SIGN_IN_ACTION) ?? false;
const WIF_SET = "vars.GCP_WORKLOAD_IDENTITY_PROVIDER != ''";
const WIF_UNSET = "vars.GCP_WORKLOAD_IDENTITY_PROVIDER == ''";
/** The JSON-key fallback: a sign-in that runs only without the Workload Identity variables. */
const isKeySignIn = (step: Step) =>
  isSignIn(step) &&
  step.if === WIF_UNSET &&
  Object.keys(step.with ?? {}).join() === 'credentials_json';

/** Whether a step runs with these variables set; only the `vars.X == ''` and `!= ''` forms. */
function runs(step: Step, vars: Record<string, string>): boolean {
  if (step.if === undefined) return true;
  const condition = /^vars\.(\w+) (==|!=) ''$/.exec(step.if);
  if (!condition) throw new Error(`a condition this test does not read: ${step.if}`);
  return ((vars[condition[1]] ?? '') === '') === (condition[2] === '==');
}
const stepIndex = (job: Job, test: (step: Step) => boolean) => job.steps.findIndex(test);

const CHECK_LIVE = /^npm run check-live\b/;

/**
 * A job that deploys nothing, but test: it checks what a deploy job put online, after it, with
 * no credential and no environment.
 */
function checkJobProblems(workflow: Workflow, name: string, job: Job): string[] {
  const problems: string[] = [];
  const after = [job.needs].flat().map((need) => (need ? workflow.jobs[need] : undefined));
  if (!after.some((needed) => needed?.steps.some(isDeploy))) {
    problems.push(`${name}: deploys nothing and needs no deploy job`);
  }
  if (!job.steps.some((step) => CHECK_LIVE.test(step.run ?? ''))) {
    problems.push(`${name}: deploys nothing and runs no npm run check-live`);
  }
  if (mentionsSecret(job)) problems.push(`${name}: holds a secret and deploys nothing`);
  if (job.environment) problems.push(`${name}: an environment, and deploys nothing`);
  if (JSON.stringify(job.permissions) !== '{"contents":"read"}') {
    problems.push(`${name}: permissions other than contents: read`);
  }
  return problems;
}

/**
 * What breaks the workflows' rules: the tests, audit and release build in a job `test` that
 * holds no credential and deploys nothing; every deploy in another job that needs it, takes
 * its build as an artifact, installs nothing of the repository's, holds the credential only in
 * its deploy steps and runs the lockfile's firebase-tools; check-live in a job after a deploy
 * job, with no credential; least permissions; checkouts that keep no token.
 */
function invariantProblems(workflow: Workflow): string[] {
  const problems: string[] = [];
  if (JSON.stringify(workflow.permissions) !== '{}') problems.push('workflow: permissions not {}');
  const test = workflow.jobs.test;
  if (!test) return [...problems, 'no job "test"'];
  const order = [
    stepIndex(test, (s) => s.id === 'firebase-tools'),
    stepIndex(test, (s) => s.run === TEST_COMMAND),
    stepIndex(test, (s) => s.run === 'npm audit --omit=dev --audit-level=high'),
    stepIndex(test, (s) => s.run === 'npm run release'),
    stepIndex(test, (s) => s.uses?.startsWith('actions/upload-artifact@') ?? false),
  ];
  if (order.some((index, i) => index < 0 || (i > 0 && index < order[i - 1]))) {
    problems.push(
      'test: not in order: the lockfile version, the tests, the audit, the release build, the upload',
    );
  }
  if (JSON.stringify(test.permissions) !== '{"contents":"read"}') {
    problems.push('test: permissions other than contents: read');
  }
  if (mentionsSecret(test)) problems.push('test: holds a secret');
  if (test.steps.some(isDeploy)) problems.push('test: deploys');
  if (test.outputs?.['firebase-tools'] !== '${{ steps.firebase-tools.outputs.version }}') {
    problems.push("test: does not hand on the lockfile's firebase-tools version");
  }
  for (const [name, job] of Object.entries(workflow.jobs)) {
    for (const step of job.steps.filter((s) => s.uses?.startsWith('actions/checkout@'))) {
      if (step.with?.['persist-credentials'] !== false) {
        problems.push(`${name}: a checkout keeps its token (persist-credentials)`);
      }
    }
    if (name === 'test') continue;
    if (!job.steps.some(isDeploy)) {
      problems.push(...checkJobProblems(workflow, name, job));
      continue;
    }
    if ([job.needs].flat()[0] !== 'test') problems.push(`${name}: does not need test`);
    if (!job.environment) problems.push(`${name}: no environment`);
    if (mentionsSecret(job.env)) problems.push(`${name}: a secret in the job's env`);
    if (job.env?.FIREBASE_TOOLS !== PINNED_TOOLS) problems.push(`${name}: FIREBASE_TOOLS unpinned`);
    if (job.steps.some((s) => /\bnpm (ci|install|test)\b/.test(s.run ?? ''))) {
      problems.push(`${name}: installs or tests beside the credential`);
    }
    if (!job.steps[0]?.uses?.startsWith('actions/download-artifact@')) {
      problems.push(`${name}: does not start from the test job's build`);
    }
    if (
      job.steps.some((s) => s.with?.workload_identity_provider) &&
      job.permissions?.['id-token'] !== 'write'
    ) {
      problems.push(`${name}: Workload Identity Federation without id-token: write`);
    }
    job.steps.forEach((step, index) => {
      if (mentionsSecret(step) && !isDeploy(step) && !isKeySignIn(step)) {
        problems.push(`${name}: step ${index + 1} holds a secret and deploys nothing`);
      }
      if (isHostingDeploy(step) && step.with?.firebaseToolsVersion !== PINNED_TOOLS) {
        problems.push(`${name}: step ${index + 1} runs an unpinned firebase-tools`);
      }
      if (
        !isHostingDeploy(step) &&
        isDeploy(step) &&
        !step.run?.includes('firebase-tools@$FIREBASE_TOOLS')
      ) {
        problems.push(`${name}: step ${index + 1} runs an unpinned firebase-tools`);
      }
    });
  }
  return problems;
}

/** Every `uses:` line: owner/repo, the commit and the version comment. */
function actionPins(text: string) {
  return [...text.matchAll(/^\s*(?:- )?uses: (\S+?)@(\S+)(.*)$/gm)].map(
    ([, action, ref, rest]) => ({
      action,
      ref,
      comment: rest.trim(),
    }),
  );
}

describe('the deploy workflows', () => {
  it('are the pull-request and the merge workflow, with Dependabot for npm and the actions', () => {
    expect(workflowFiles.sort()).toEqual([
      'firebase-hosting-merge.yml',
      'firebase-hosting-pull-request.yml',
    ]);
    const dependabot = parse(readFileSync(path.join(root, '.github', 'dependabot.yml'), 'utf8'));
    expect(
      dependabot.updates.map((u: { 'package-ecosystem': string }) => u['package-ecosystem']),
    ).toEqual(['npm', 'github-actions']);
  });

  it.each(workflowFiles)(
    '%s passes actionlint (1.7.7) and the SchemaStore schema',
    async (file) => {
      expect(actionlint([path.join(workflowDir, file)])).toEqual([]);
      expect(validateWorkflow(read(file)).errors).toEqual([]);
    },
  );

  it.each(workflowFiles)('%s keeps the rules of jobs, credentials and permissions', (file) => {
    expect(invariantProblems(load(file))).toEqual([]);
  });

  it.each(workflowFiles)(
    '%s pins every action by full commit, with its version in a comment, as the other does',
    (file) => {
      const pins = actionPins(read(file));
      expect(pins.length).toBeGreaterThan(5);
      for (const pin of pins) {
        expect(pin).toEqual({
          action: pin.action,
          ref: expect.stringMatching(/^[0-9a-f]{40}$/),
          comment: expect.stringMatching(/^# v\d+(\.\d+){0,2}$/),
        });
      }
      const everywhere = new Map<string, string>();
      for (const other of workflowFiles) {
        for (const { action, ref, comment } of actionPins(read(other))) {
          expect([action, everywhere.get(action) ?? `${ref} ${comment}`]).toEqual([
            action,
            `${ref} ${comment}`,
          ]);
          everywhere.set(action, `${ref} ${comment}`);
        }
      }
    },
  );

  it("runs the README's test command, and the test jobs of both workflows are the same", () => {
    expect(readmeTestCommand()).toBe(TEST_COMMAND);
    expect(load('firebase-hosting-pull-request.yml').jobs.test).toEqual(
      load('firebase-hosting-merge.yml').jobs.test,
    );
  });

  it("hands the deploy job the lockfile's firebase-tools, read before any package runs", () => {
    const step = load('firebase-hosting-merge.yml').jobs.test.steps.find(
      (s) => s.id === 'firebase-tools',
    );
    const dir = mkdtempSync(path.join(os.tmpdir(), 'workflow-output-'));
    try {
      const output = path.join(dir, 'output');
      execFileSync('bash', ['-e', '-c', step?.run ?? 'false'], {
        cwd: root,
        env: { ...process.env, GITHUB_OUTPUT: output },
      });
      const installed = JSON.parse(
        readFileSync(path.join(root, 'node_modules', 'firebase-tools', 'package.json'), 'utf8'),
      ).version;
      expect(readFileSync(output, 'utf8')).toBe(`version=${installed}\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds the release with the repository variables, and ships the rules and the config with it', () => {
    const test = load('firebase-hosting-merge.yml').jobs.test;
    const release = test.steps.find((step) => step.run === 'npm run release');
    const settings = BUILD_ENV_KEYS.filter((key) => !key.endsWith('_PORT'));
    expect(release?.env).toEqual(
      Object.fromEntries(settings.map((key) => [key, `\${{ vars.${key} }}`])),
    );
    const upload = test.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(String(upload?.with?.path).trim().split('\n')).toEqual([
      'dist/',
      'firebase.json',
      'firestore.rules',
      'firestore.indexes.json',
      '.firebaserc',
      '.nvmrc',
    ]);
  });

  it('deploys rules and the TTL policy, then the live channel, in production on a push to main', () => {
    const workflow = load('firebase-hosting-merge.yml');
    expect(workflow.on).toEqual({ push: { branches: ['main'] } });
    const deploy = workflow.jobs.deploy;
    expect(deploy.environment).toBe('production');
    expect(deploy.permissions).toEqual({ 'id-token': 'write' });
    const rules = stepIndex(
      deploy,
      (s) => s.run?.includes('deploy --only firestore:rules') ?? false,
    );
    const live = stepIndex(deploy, (s) => isHostingDeploy(s) && s.with?.channelId === 'live');
    expect(rules).toBeGreaterThan(0);
    expect(live).toBeGreaterThan(rules);
    expect(deploy.steps[rules].run).toContain('--only firestore:rules,firestore:indexes ');
  });

  it('deploys a preview channel only for pull requests from this repository', () => {
    const workflow = load('firebase-hosting-pull-request.yml');
    expect(workflow.on).toBe('pull_request');
    const preview = workflow.jobs.preview;
    expect(preview.if).toBe('github.event.pull_request.head.repo.full_name == github.repository');
    expect(preview.permissions).toEqual({
      checks: 'write',
      'id-token': 'write',
      'pull-requests': 'write',
    });
    const deploy = preview.steps.find(isHostingDeploy);
    expect(deploy?.with).not.toHaveProperty('channelId');
    expect(deploy?.with?.repoToken).toBe('${{ secrets.GITHUB_TOKEN }}');
  });

  it.each([
    {
      file: 'firebase-hosting-merge.yml',
      deployJob: 'deploy',
      run: 'npm run check-live',
      url: {},
    },
    {
      file: 'firebase-hosting-pull-request.yml',
      deployJob: 'preview',
      run: 'npm run check-live -- "$PREVIEW_URL"',
      url: { PREVIEW_URL: '${{ needs.preview.outputs.url }}' },
    },
  ])(
    '$file runs check-live after $deployJob, on what it deployed, judged against SITE_URL',
    ({ file, deployJob, run, url }) => {
      const workflow = load(file);
      const check = workflow.jobs['check-live'];
      expect(check.needs).toBe(deployJob);
      const release = workflow.jobs.test.steps.find((step) => step.run === 'npm run release');
      const steps = check.steps.map((step) => step.uses?.replace(/@.*/, '') ?? step.run);
      expect(steps).toEqual([
        'actions/checkout',
        'actions/download-artifact',
        'actions/setup-node',
        'npm ci --ignore-scripts --no-audit --no-fund',
        run,
      ]);
      expect(check.steps[1].with?.name).toBe('release');
      expect(check.steps[4].env).toEqual({ ...url, ...release?.env });
      if (deployJob === 'preview') {
        // The channel's URL, from the deploy action's output.
        const deploy = workflow.jobs.preview.steps.find(isHostingDeploy);
        expect(workflow.jobs.preview.outputs?.url).toBe(
          `\${{ steps.${deploy?.id}.outputs.details_url }}`,
        );
      }
    },
  );

  /** Each deploy job with its workflow, its environment and, per deploy step, the account. */
  const deployJobs = [
    { file: 'firebase-hosting-merge.yml', job: 'deploy', environment: 'production' as Environment },
    {
      file: 'firebase-hosting-pull-request.yml',
      job: 'preview',
      environment: 'preview' as Environment,
    },
  ];

  it.each(deployJobs)(
    '$job signs in with Workload Identity Federation, no JSON key, once the variables are set',
    ({ file, job }) => {
      const deploy = load(file).jobs[job];
      expect(deploy.permissions?.['id-token']).toBe('write');
      const running = deploy.steps.filter((step) =>
        runs(step, { GCP_WORKLOAD_IDENTITY_PROVIDER: 'projects/1/locations/global/x' }),
      );
      expect(running.filter(mentionsSecret).map((step) => step.with)).toEqual(
        running.filter((step) => step.with?.repoToken).map((step) => step.with),
      );
      expect(JSON.stringify(running)).not.toContain('FIREBASE_SERVICE_ACCOUNT');
      // Before each deploy, the account it needs: the rules account for the rules, else Hosting's.
      const accounts = running.flatMap((step, index) => {
        if (!isDeploy(step)) return [];
        const signIn = running.slice(0, index).reverse().find(isSignIn);
        expect(signIn?.if).toBe(WIF_SET);
        expect(signIn?.with?.workload_identity_provider).toBe(
          '${{ vars.GCP_WORKLOAD_IDENTITY_PROVIDER }}',
        );
        return [`${step.name}: ${signIn?.with?.service_account}`];
      });
      expect(accounts).toEqual(
        job === 'deploy'
          ? [
              'Deploy firestore.rules and firestore.indexes.json: ${{ vars.GCP_RULES_SERVICE_ACCOUNT }}',
              'Deploy the site live: ${{ vars.GCP_HOSTING_SERVICE_ACCOUNT }}',
            ]
          : ['Deploy to a preview channel: ${{ vars.GCP_HOSTING_SERVICE_ACCOUNT }}'],
      );
    },
  );

  it.each(deployJobs)(
    "$job falls back to the environment's JSON key only without those variables",
    ({ file, job }) => {
      const running = load(file).jobs[job].steps.filter((step) => runs(step, {}));
      expect(running.filter(isSignIn)).toEqual([
        {
          name: "Sign in to Google Cloud with the environment's JSON key",
          if: WIF_UNSET,
          uses: expect.stringMatching(SIGN_IN_ACTION),
          with: { credentials_json: '${{ secrets.FIREBASE_SERVICE_ACCOUNT }}' },
        },
      ]);
      expect(running.findIndex(isSignIn)).toBeLessThan(running.findIndex(isDeploy));
    },
  );

  it.each(deployJobs)(
    '$job reads the variables npm run setup-deploy gives the $environment environment',
    ({ file, job, environment }) => {
      const read = new Set(JSON.stringify(load(file).jobs[job]).match(/vars\.GCP_\w+/g));
      const target = { projectId: 'p', projectNumber: '1', repository: 'o/r', settings: {} };
      expect([...read].sort()).toEqual(
        Object.keys(environmentVariables(target, environment))
          .map((name) => `vars.${name}`)
          .sort(),
      );
    },
  );

  it('catches a workflow that breaks the linter or the rules', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'workflow-lint-'));
    try {
      const file = path.join(dir, 'broken.yml');
      writeFileSync(
        file,
        'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n' +
          '      - run: echo ${{ secretz.X }} ${{ vars.Y }}\n      - uses: actions/checkout@v4\n        with:\n          fetch-deph: 1\n',
      );
      expect(actionlint([file]).map(({ line, kind }) => `${line} ${kind}`)).toEqual([
        '6 expression',
        '9 action',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const merge = load('firebase-hosting-merge.yml');
    const broken: Workflow = structuredClone(merge);
    broken.permissions = { contents: 'write' };
    broken.jobs.test.steps.push({ run: 'npx firebase deploy', env: { K: '${{ secrets.K }}' } });
    broken.jobs.test.steps[1].with = {};
    delete broken.jobs.deploy.environment;
    broken.jobs.deploy.permissions = {};
    broken.jobs.deploy.steps.push({ run: 'npm ci && npm test' });
    broken.jobs.deploy.steps.push({ uses: `${HOSTING_ACTION}v0`, with: {} });
    broken.jobs.deploy.steps.push({ name: 'leak', env: { K: '${{ secrets.K }}' }, run: 'env' });
    broken.jobs['check-live'].needs = [];
    broken.jobs['check-live'].permissions = { contents: 'read', 'id-token': 'write' };
    broken.jobs['check-live'].steps.push({ run: 'echo ${{ secrets.K }}' });
    broken.jobs.lint = { permissions: { contents: 'read' }, needs: 'deploy', steps: [] };
    expect(invariantProblems(broken)).toEqual([
      'workflow: permissions not {}',
      'test: holds a secret',
      'test: deploys',
      'test: a checkout keeps its token (persist-credentials)',
      'deploy: no environment',
      'deploy: installs or tests beside the credential',
      'deploy: Workload Identity Federation without id-token: write',
      'deploy: step 11 runs an unpinned firebase-tools',
      'deploy: step 12 holds a secret and deploys nothing',
      'check-live: deploys nothing and needs no deploy job',
      'check-live: holds a secret and deploys nothing',
      'check-live: permissions other than contents: read',
      'lint: deploys nothing and runs no npm run check-live',
    ]);
  });
});
