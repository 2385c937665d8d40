/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setupDeploy } from '../../../scripts/deploy/setupDeploy';
import type { Command } from '../../../scripts/deploy/setupDeployPlan';
import type { Runner } from '../../../scripts/deploy/setupDeployRun';

const PROJECT = 'portfolio-jane';
const NUMBER = '123456789012';
const POOL = `projects/${NUMBER}/locations/global/workloadIdentityPools/github-deploy`;
const subject = (environment: string) =>
  `principal://iam.googleapis.com/${POOL}/subject/repo:Jane/Portfolio:environment:${environment}`;

/** A folder with the project's `.env` and `.firebaserc`, as an owner's copy has them. */
function ownerCopy(env: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'setup-deploy-'));
  writeFileSync(path.join(dir, '.env'), env);
  writeFileSync(path.join(dir, '.firebaserc'), '{"projects":{"default":"demo-portfolio"}}');
  return dir;
}

const flag = (args: string[], name: string) =>
  args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1) ?? '';

/**
 * Google Cloud and GitHub as far as the set-up sees them: what each make command creates, each
 * check then finds. Records every command it is given.
 */
function fakeCloud() {
  const state = new Map<string, string>();
  const commands: string[] = [];
  const ok = (stdout = '') => ({ status: 0, stdout, stderr: '' });
  const missing = { status: 1, stdout: '', stderr: 'NOT_FOUND' };
  const found = (key: string) => (state.has(key) ? ok(state.get(key)) : missing);
  const keys = (prefix: string) =>
    [...state.keys()]
      .filter((key) => key.startsWith(prefix))
      .map((key) => key.slice(prefix.length));
  const run: Runner = ({ program, args }: Command) => {
    const line = [program, ...args].join(' ');
    commands.push(line);
    const [a, b, c, d] = args;
    if (program === 'git') return ok('git@github.com:jane/portfolio.git\n');
    if (line.startsWith('gh repo view')) return ok('Jane/Portfolio\n');
    if (line.startsWith('gcloud projects describe')) return ok(`${NUMBER}\n`);
    if (a === 'services' && b === 'list') return ok(keys('api:').join('\n'));
    if (a === 'services' && b === 'enable') {
      for (const api of args.filter((arg) => arg.endsWith('.googleapis.com')))
        state.set(`api:${api}`, '');
      return ok();
    }
    if (b === 'workload-identity-pools' && c === 'describe') return found(`pool:${d}`);
    if (b === 'workload-identity-pools' && c === 'create')
      return (state.set(`pool:${d}`, 'ACTIVE'), ok());
    if (c === 'providers' && d === 'describe') return found(`provider:${args[4]}`);
    if (c === 'providers' && /^(create|update)-oidc$/.test(d)) {
      return (state.set(`provider:${args[4]}`, flag(args, '--attribute-condition')), ok());
    }
    if (b === 'service-accounts' && c === 'describe') return found(`account:${d}`);
    if (b === 'service-accounts' && c === 'create') {
      return (
        state.set(`account:${d}@${flag(args, '--project')}.iam.gserviceaccount.com`, ''),
        ok()
      );
    }
    if (a === 'projects' && b === 'get-iam-policy') {
      return ok(
        keys(`role:${flag(args, '--filter').replace('bindings.members:', '')} `).join('\n'),
      );
    }
    if (a === 'projects' && b === 'add-iam-policy-binding') {
      return (state.set(`role:${flag(args, '--member')} ${flag(args, '--role')}`, ''), ok());
    }
    if (b === 'service-accounts' && c === 'get-iam-policy') {
      const members = keys(`user:${d} `);
      const bindings = [{ role: 'roles/iam.workloadIdentityUser', members }];
      return ok(JSON.stringify(members.length > 0 ? { bindings } : {}));
    }
    if (b === 'service-accounts' && c === 'add-iam-policy-binding') {
      return (state.set(`user:${d} ${flag(args, '--member')}`, ''), ok());
    }
    if (a === 'api' && b === '--method=PUT') return (state.set(`env:${c}`, ''), ok());
    if (a === 'api' && b === '--method=POST') return ok();
    if (a === 'api') return found(`env:${b}`);
    const scope = flag(args, '--env') || 'repository';
    if (a === 'variable' && b === 'get') return found(`var:${scope}:${c}`);
    if (a === 'variable' && b === 'set')
      return (state.set(`var:${scope}:${c}`, flag(args, '--body')), ok());
    if (a === 'variable' && b === 'list') {
      return ok(
        JSON.stringify(
          keys('var:repository:').map((name) => ({
            name,
            value: state.get(`var:repository:${name}`),
          })),
        ),
      );
    }
    throw new Error(`the fake cloud does not know: ${line}`);
  };
  return { run, commands, state };
}

function setup(
  argv: string[],
  env = `FIREBASE_PROJECT_ID=${PROJECT}\nSITE_URL=https://jane.dev\nINBOX_PORT=8787\n`,
) {
  const rootDir = ownerCopy(env);
  const cloud = fakeCloud();
  const out: string[] = [];
  try {
    const code = setupDeploy(argv, { rootDir, run: cloud.run, log: (line) => out.push(line) });
    return { code, output: out.join('\n'), cloud };
  } finally {
    rmSync(rootDir, { recursive: true, force: true });
  }
}

/** The printed plan's commands, one per line, without its comments. */
const planCommands = (output: string) =>
  output.split('\n').filter((line) => /^(gcloud|gh) /.test(line));

describe('npm run setup-deploy', () => {
  it('prints the plan for the project in .env and the repository of the git remote, running nothing', () => {
    const { code, output, cloud } = setup([]);
    expect(code).toBe(0);
    expect(cloud.commands).toEqual(['git remote get-url origin']);
    expect(output).toContain(
      `PROJECT_NUMBER="$(gcloud projects describe ${PROJECT} --format="value(projectNumber)")"`,
    );
    expect(planCommands(output)).toContain(
      'gh variable set SITE_URL --repo=jane/portfolio --body=https://jane.dev',
    );
  });

  it('gives each account exactly its least-privilege roles, never Authentication Admin, owner or editor', () => {
    const grants = planCommands(setup([]).output)
      .filter((line) => line.startsWith(`gcloud projects add-iam-policy-binding ${PROJECT} `))
      .map(
        (line) => `${/serviceAccount:([\w-]+)@/.exec(line)?.[1]} ${/--role=(\S+)/.exec(line)?.[1]}`,
      );
    expect(grants).toEqual([
      'github-hosting roles/firebasehosting.admin',
      'github-hosting roles/serviceusage.serviceUsageConsumer',
      'github-rules roles/firebaserules.admin',
      'github-rules roles/datastore.indexAdmin',
      'github-rules roles/serviceusage.serviceUsageConsumer',
    ]);
    expect(setup([]).output).not.toMatch(/firebaseauth|roles\/(owner|editor)\b/);
  });

  it("admits only the repository's environment jobs to the pool, each account to its environments", () => {
    const commands = planCommands(setup(['--repo', 'jane/portfolio']).output);
    const provider = commands.find((line) => line.includes('providers create-oidc'));
    expect(provider).toContain('--issuer-uri=https://token.actions.githubusercontent.com');
    expect(provider).toContain(
      `--attribute-condition="assertion.repository == 'jane/portfolio' && assertion.sub.startsWith('repo:jane/portfolio:environment:')"`,
    );
    expect(
      commands
        .filter((line) => line.includes('roles/iam.workloadIdentityUser'))
        .map(
          (line) =>
            `${/add-iam-policy-binding ([\w-]+)@/.exec(line)?.[1]} ${/environment:(\w+)/.exec(line)?.[1]}`,
        ),
    ).toEqual(['github-hosting production', 'github-hosting preview', 'github-rules production']);
  });

  it('prints commands a shell reads back as they were meant, the project number expanded', () => {
    const script = setup([]).output;
    const shown = planCommands(script).find((line) => line.includes('--attribute-condition'));
    const args = execFileSync('bash', ['-c', `PROJECT_NUMBER=42; printf '%s\\n' ${shown}`], {
      encoding: 'utf8',
    });
    expect(args).toContain("--attribute-condition=assertion.repository == 'jane/portfolio' && ");
    const member = planCommands(script).find((line) => line.includes('subject/repo:'));
    expect(
      execFileSync('bash', ['-c', `PROJECT_NUMBER=42; printf '%s\\n' ${member}`], {
        encoding: 'utf8',
      }),
    ).toContain(
      '--member=principal://iam.googleapis.com/projects/42/locations/global/workloadIdentityPools/github-deploy/subject/repo:jane/portfolio:environment:production\n',
    );
  });

  it('applies every step once; a second apply runs only the checks', () => {
    const first = setup(['--apply']);
    expect(first.code).toBe(0);
    const cloud = first.cloud;
    expect(cloud.state.get(`var:production:GCP_WORKLOAD_IDENTITY_PROVIDER`)).toBe(
      `${POOL}/providers/github-actions`,
    );
    expect(cloud.state.get('provider:github-actions')).toContain(
      "assertion.repository == 'Jane/Portfolio'",
    );
    expect([...cloud.state.keys()].filter((key) => key.startsWith('user:'))).toEqual([
      `user:github-hosting@${PROJECT}.iam.gserviceaccount.com ${subject('production')}`,
      `user:github-hosting@${PROJECT}.iam.gserviceaccount.com ${subject('preview')}`,
      `user:github-rules@${PROJECT}.iam.gserviceaccount.com ${subject('production')}`,
    ]);
    expect(cloud.state.get('var:repository:SITE_URL')).toBe('https://jane.dev');
    expect(cloud.state.has('var:repository:INBOX_PORT')).toBe(false);

    cloud.commands.length = 0;
    const out: string[] = [];
    const rootDir = ownerCopy(`FIREBASE_PROJECT_ID=${PROJECT}\nSITE_URL=https://jane.dev\n`);
    try {
      expect(
        setupDeploy(['--apply'], { rootDir, run: cloud.run, log: (line) => out.push(line) }),
      ).toBe(0);
    } finally {
      rmSync(rootDir, { recursive: true, force: true });
    }
    expect(out.at(-1)).toBe('Everything was already in place.');
    const makes =
      /\b(create|create-oidc|update-oidc|enable|undelete|add-iam-policy-binding|set)\b|--method=/;
    expect(cloud.commands.filter((line) => makes.test(line))).toEqual([]);
    expect(cloud.commands.length).toBe(out.length - 1 + 3);
  });

  it('stops on the demo project and on a remote that is not on GitHub, saying what to set', () => {
    const demo = setup([], 'FIREBASE_PROJECT_ID=\n');
    expect(demo.code).toBe(1);
    expect(demo.output).toMatch(/^"demo-portfolio" is the local stack's demo project/);
    const noRepo = setup(['--project', PROJECT, '--repo', 'not a repo']);
    expect(noRepo.code).toBe(1);
    expect(noRepo.output).toContain('pass --repo <owner/name>');
  });
});
