/** @jest-environment node */
import { validateWorkflow } from '@action-validator/core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { BUILD_ENV_KEYS } from '../../src/config';

const root = path.resolve(__dirname, '..', '..');
const workflowDir = path.join(root, '.github', 'workflows');
const workflowFiles = readdirSync(workflowDir).filter((name) => /\.ya?ml$/.test(name));

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Workflow {
  on: unknown;
  jobs: Record<string, { steps: Step[] }>;
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

const HOSTING_ACTION = 'FirebaseExtended/action-hosting-deploy@';
const isHostingDeploy = (step: Step) => step.uses?.startsWith(HOSTING_ACTION) ?? false;
const isDeploy = (step: Step) =>
  isHostingDeploy(step) || /\bfirebase(-tools)?\b.*\bdeploy\b/.test(step.run ?? '');

/** What is wrong with a workflow's order: every job tests first, and deploys what it built. */
function orderProblems(workflow: Workflow, testCommand: string): string[] {
  const problems: string[] = [];
  for (const [name, job] of Object.entries(workflow.jobs)) {
    const tested = job.steps.findIndex((step) => step.run?.includes(testCommand));
    if (tested < 0) problems.push(`${name}: never runs "${testCommand}"`);
    job.steps.forEach((step, index) => {
      if (isDeploy(step) && (tested < 0 || index < tested)) {
        problems.push(`${name}: deploys (step ${index + 1}) before "${testCommand}"`);
      }
      if (isHostingDeploy(step)) {
        const headers = job.steps.findIndex((s) => s.run?.includes('npm run hosting:headers'));
        if (headers < 0 || headers > index) {
          problems.push(`${name}: deploys the site without its hosting headers (CSP)`);
        }
      }
    });
  }
  return problems;
}

/** The build's settings, by the names .env.example uses; the ports are the local stack's. */
const DEPLOY_SETTINGS = BUILD_ENV_KEYS.filter((key) => !key.endsWith('_PORT'));

describe('the deploy workflows', () => {
  it('are the pull-request and the merge workflow', () => {
    expect(workflowFiles.sort()).toEqual([
      'firebase-hosting-merge.yml',
      'firebase-hosting-pull-request.yml',
    ]);
  });

  it.each(workflowFiles)("%s is valid against SchemaStore's GitHub workflow schema", (file) => {
    expect(validateWorkflow(read(file)).errors).toEqual([]);
  });

  it.each(workflowFiles)(
    "%s runs the README's test command in each job before any deploy",
    (file) => {
      expect(readmeTestCommand()).toBe('npm ci && npm test');
      expect(orderProblems(load(file), readmeTestCommand())).toEqual([]);
    },
  );

  it.each(workflowFiles)(
    '%s builds with the repository variables and deploys with the service account secret',
    (file) => {
      for (const job of Object.values(load(file).jobs)) {
        const build = job.steps.find((step) => step.run?.includes('npm run build'));
        expect(build?.env).toEqual(
          Object.fromEntries(DEPLOY_SETTINGS.map((key) => [key, `\${{ vars.${key} }}`])),
        );
        for (const step of job.steps.filter(isHostingDeploy)) {
          expect(step.with).toMatchObject({
            repoToken: '${{ secrets.GITHUB_TOKEN }}',
            firebaseServiceAccount: '${{ secrets.FIREBASE_SERVICE_ACCOUNT }}',
            projectId: '${{ vars.FIREBASE_PROJECT_ID }}',
          });
        }
      }
    },
  );

  it('deploys a preview channel for each same-repository pull request', () => {
    const workflow = load('firebase-hosting-pull-request.yml');
    expect(workflow.on).toBe('pull_request');
    const deploy = workflow.jobs.build_and_preview.steps.find(isHostingDeploy);
    expect(deploy?.with).not.toHaveProperty('channelId');
    expect(deploy?.if).toBe('github.event.pull_request.head.repo.full_name == github.repository');
  });

  it('deploys firestore.rules, the TTL policy and the live channel on a push to main', () => {
    const workflow = load('firebase-hosting-merge.yml');
    expect(workflow.on).toEqual({ push: { branches: ['main'] } });
    const steps = workflow.jobs.build_and_deploy.steps;
    expect(steps.find(isHostingDeploy)?.with?.channelId).toBe('live');
    const rules = steps.find((step) => step.run?.includes('deploy --only firestore:rules'));
    expect(rules?.env?.FIREBASE_SERVICE_ACCOUNT).toBe('${{ secrets.FIREBASE_SERVICE_ACCOUNT }}');
    expect(rules?.run).toContain('--only firestore:rules,firestore:indexes ');
  });

  it('catches a workflow that breaks the schema or deploys untested', () => {
    const broken = 'on: push\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    stepz: []\n';
    expect(validateWorkflow(broken).errors).not.toEqual([]);

    const untested: Workflow = {
      on: 'push',
      jobs: {
        ship: {
          steps: [
            { run: 'npx firebase deploy --only firestore:rules' },
            { uses: `${HOSTING_ACTION}v0` },
            { run: 'npm ci && npm test' },
          ],
        },
        lint: { steps: [{ run: 'npm run lint' }] },
      },
    };
    expect(orderProblems(untested, 'npm ci && npm test')).toEqual([
      'ship: deploys (step 1) before "npm ci && npm test"',
      'ship: deploys (step 2) before "npm ci && npm test"',
      'ship: deploys the site without its hosting headers (CSP)',
      'lint: never runs "npm ci && npm test"',
    ]);
  });
});
