/**
 * What `npm run setup-deploy` makes, as steps: each a check (a describe or list) that says
 * whether the thing is in place, and the commands that make what is missing. Pure: running
 * them is setupDeployRun.ts; the steps are in setupDeployCloud.ts and setupDeployGithub.ts.
 */
import { ACCOUNTS, accountSteps, apisStep, poolSteps } from './setupDeployCloud';
import { githubSteps } from './setupDeployGithub';

/** One command line, run without a shell. */
export interface Command {
  program: 'gcloud' | 'gh' | 'git';
  args: string[];
}

/** What a check answered. */
export interface Answer {
  status: number;
  stdout: string;
}

export interface Step {
  title: string;
  check: Command;
  done(answer: Answer): boolean;
  /** The commands that make it; with the check's answer, only what is missing. */
  make(answer?: Answer): Command[];
}

export interface DeployTarget {
  projectId: string;
  /** The project's number, or a shell variable holding it in a printed plan. */
  projectNumber: string;
  /** owner/name, as GitHub spells it: the OIDC token's claims are case-sensitive. */
  repository: string;
  /** The release settings for the repository variables (from `.env`), empty ones left out. */
  settings: Record<string, string>;
}

/** Every step, in the order they depend on each other. */
export function deployPlan(target: DeployTarget): Step[] {
  return [
    apisStep(target),
    ...poolSteps(target),
    ...accountSteps(target, ACCOUNTS.hosting),
    ...accountSteps(target, ACCOUNTS.rules),
    ...githubSteps(target),
  ];
}
