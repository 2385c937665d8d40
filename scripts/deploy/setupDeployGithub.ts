/**
 * The GitHub half of the deploy set-up: the `production` and `preview` environments, the
 * variables each gives its jobs (the provider and the accounts' addresses: identifiers, not
 * secrets), and the release settings as repository variables.
 */
import { ENVIRONMENTS, environmentVariables, type Environment } from './setupDeployCloud';
import type { Answer, Command, DeployTarget, Step } from './setupDeployPlan';

const gh = (...args: string[]): Command => ({ program: 'gh', args });

/**
 * `production` takes deploys from `main` only (a custom branch policy); `preview` from the
 * pull requests' branches. GitHub's REST API: "Create or update an environment", then
 * "Create a deployment branch policy"; gh api builds nested fields from `key[subkey]=value`.
 */
function environmentStep({ repository }: DeployTarget, environment: Environment): Step {
  const path = `repos/${repository}/environments/${environment}`;
  const create =
    environment === 'production'
      ? [
          gh(
            'api',
            '--method=PUT',
            path,
            '-F',
            'deployment_branch_policy[protected_branches]=false',
            '-F',
            'deployment_branch_policy[custom_branch_policies]=true',
          ),
          gh(
            'api',
            '--method=POST',
            `${path}/deployment-branch-policies`,
            '-f',
            'name=main',
            '-f',
            'type=branch',
          ),
        ]
      : [gh('api', '--method=PUT', path)];
  return {
    title: `The GitHub environment ${environment}`,
    check: gh('api', path, '--jq=.name'),
    done: (answer) => answer.status === 0,
    make: () => create,
  };
}

function variableSteps(target: DeployTarget, environment: Environment): Step[] {
  const where = [`--env=${environment}`, `--repo=${target.repository}`];
  return Object.entries(environmentVariables(target, environment)).map(([name, value]) => ({
    title: `The ${environment} variable ${name}`,
    check: gh('variable', 'get', name, ...where),
    done: (answer) => answer.status === 0 && answer.stdout.trim() === value,
    make: () => [gh('variable', 'set', name, ...where, `--body=${value}`)],
  }));
}

/** The release build's settings, as the workflows read them (`vars.FIREBASE_API_KEY`…). */
function settingsStep({ repository, settings }: DeployTarget): Step {
  const differing = (answer?: Answer) => {
    const current = new Map<string, string>();
    try {
      for (const { name, value } of JSON.parse(answer?.stdout ?? '[]') as {
        name: string;
        value: string;
      }[]) {
        current.set(name, value);
      }
    } catch {
      // Unreadable: every setting is set again.
    }
    return Object.entries(settings).filter(([name, value]) => current.get(name) !== value);
  };
  return {
    title: `The repository variables from .env: ${Object.keys(settings).join(', ')}`,
    check: gh('variable', 'list', `--repo=${repository}`, '--json=name,value'),
    done: (answer) => answer.status === 0 && differing(answer).length === 0,
    make: (answer) =>
      differing(answer).map(([name, value]) =>
        gh('variable', 'set', name, `--repo=${repository}`, `--body=${value}`),
      ),
  };
}

export function githubSteps(target: DeployTarget): Step[] {
  return [
    ...ENVIRONMENTS.map((environment) => environmentStep(target, environment)),
    ...ENVIRONMENTS.flatMap((environment) => variableSteps(target, environment)),
    ...(Object.keys(target.settings).length > 0 ? [settingsStep(target)] : []),
  ];
}
