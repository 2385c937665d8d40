/**
 * The Google Cloud half of the deploy set-up: the APIs, the workload identity pool and its
 * provider, the two service accounts, their roles and who may act as them.
 */
import type { Answer, Command, DeployTarget, Step } from './setupDeployPlan';

export type Environment = 'production' | 'preview';
export const ENVIRONMENTS: readonly Environment[] = ['production', 'preview'];

export const POOL = 'github-deploy';
export const PROVIDER = 'github-actions';
export const PROVIDER_VARIABLE = 'GCP_WORKLOAD_IDENTITY_PROVIDER';
const ISSUER = 'https://token.actions.githubusercontent.com';
// IAM, the token exchange (STS) and impersonation (IAM Credentials) that Workload Identity
// Federation through a service account uses; Resource Manager for the IAM policy commands.
const APIS = [
  'iam.googleapis.com',
  'iamcredentials.googleapis.com',
  'sts.googleapis.com',
  'cloudresourcemanager.googleapis.com',
];

export interface Account {
  id: string;
  displayName: string;
  roles: string[];
  environments: Environment[];
  variable: string;
}

/**
 * The two accounts and the least each needs. Firebase Hosting Admin deploys the site and
 * preview channels; Firebase Rules Admin releases firestore.rules; Cloud Datastore Index Admin
 * the TTL policy and the database check firebase-tools makes first (its
 * datastore.databases.getMetadata, without Cloud Datastore Viewer's read of every document);
 * Service Usage Consumer the API checks firebase-tools makes before each deploy. No Firebase
 * Authentication Admin: it can change every visitor's account (docs/deploy.md).
 */
export const ACCOUNTS: Record<'hosting' | 'rules', Account> = {
  hosting: {
    id: 'github-hosting',
    displayName: 'GitHub Actions: Firebase Hosting deploys',
    roles: ['roles/firebasehosting.admin', 'roles/serviceusage.serviceUsageConsumer'],
    environments: ['production', 'preview'],
    variable: 'GCP_HOSTING_SERVICE_ACCOUNT',
  },
  rules: {
    id: 'github-rules',
    displayName: 'GitHub Actions: Firestore rules and TTL policy',
    roles: [
      'roles/firebaserules.admin',
      'roles/datastore.indexAdmin',
      'roles/serviceusage.serviceUsageConsumer',
    ],
    environments: ['production'],
    variable: 'GCP_RULES_SERVICE_ACCOUNT',
  },
};

export const accountEmail = (account: Account, projectId: string) =>
  `${account.id}@${projectId}.iam.gserviceaccount.com`;

const poolName = (target: DeployTarget) =>
  `projects/${target.projectNumber}/locations/global/workloadIdentityPools/${POOL}`;

export const providerName = (target: DeployTarget) => `${poolName(target)}/providers/${PROVIDER}`;

/**
 * Only this repository's jobs that run in one of its environments get into the pool; GitHub
 * uses one issuer for every repository, so without a condition any repository's token would.
 */
export const attributeCondition = (repository: string) =>
  `assertion.repository == '${repository}' && ` +
  `assertion.sub.startsWith('repo:${repository}:environment:')`;

const ATTRIBUTE_MAPPING = 'google.subject=assertion.sub,attribute.repository=assertion.repository';

/**
 * One environment's jobs, by the token's subject (`repo:owner/name:environment:production`):
 * a workflow in any branch can name the preview environment, so an account is given to the
 * environments that need it, not to the whole repository.
 */
export const environmentPrincipal = (target: DeployTarget, environment: Environment) =>
  `principal://iam.googleapis.com/${poolName(target)}/subject/repo:${target.repository}:environment:${environment}`;

/** The variables each GitHub environment gets: the provider and its accounts' addresses. */
export function environmentVariables(target: DeployTarget, environment: Environment) {
  const variables: Record<string, string> = { [PROVIDER_VARIABLE]: providerName(target) };
  for (const account of Object.values(ACCOUNTS)) {
    if (account.environments.includes(environment)) {
      variables[account.variable] = accountEmail(account, target.projectId);
    }
  }
  return variables;
}

const gcloud = (...args: string[]): Command => ({ program: 'gcloud', args });
const lines = (answer: Answer) => answer.stdout.split('\n').map((line) => line.trim());

export function apisStep({ projectId }: DeployTarget): Step {
  const missing = (answer?: Answer) =>
    answer ? APIS.filter((api) => !lines(answer).includes(api)) : APIS;
  return {
    title: 'The APIs Workload Identity Federation uses',
    check: gcloud(
      'services',
      'list',
      '--enabled',
      `--project=${projectId}`,
      '--format=value(config.name)',
    ),
    done: (answer) => answer.status === 0 && missing(answer).length === 0,
    make: (answer) => [gcloud('services', 'enable', ...missing(answer), `--project=${projectId}`)],
  };
}

export function poolSteps(target: DeployTarget): Step[] {
  const where = [`--project=${target.projectId}`, '--location=global'];
  const inPool = [...where, `--workload-identity-pool=${POOL}`];
  const providerFlags = [
    `--attribute-mapping=${ATTRIBUTE_MAPPING}`,
    `--attribute-condition=${attributeCondition(target.repository)}`,
  ];
  return [
    {
      title: `The workload identity pool "${POOL}"`,
      check: gcloud(
        'iam',
        'workload-identity-pools',
        'describe',
        POOL,
        ...where,
        '--format=value(state)',
      ),
      done: (answer) => answer.status === 0 && answer.stdout.trim() === 'ACTIVE',
      // A deleted pool keeps its name for 30 days: it is brought back, not made again.
      make: (answer) =>
        answer?.stdout.trim() === 'DELETED'
          ? [gcloud('iam', 'workload-identity-pools', 'undelete', POOL, ...where)]
          : [
              gcloud(
                'iam',
                'workload-identity-pools',
                'create',
                POOL,
                ...where,
                '--display-name=GitHub deploys',
              ),
            ],
    },
    {
      title: `Its OIDC provider "${PROVIDER}", for ${target.repository} only`,
      check: gcloud(
        'iam',
        'workload-identity-pools',
        'providers',
        'describe',
        PROVIDER,
        ...inPool,
        '--format=value(attributeCondition)',
      ),
      done: (answer) =>
        answer.status === 0 && answer.stdout.trim() === attributeCondition(target.repository),
      // One there already, for another repository name (a rename): its condition is updated.
      make: (answer) =>
        answer?.status === 0
          ? [
              gcloud(
                'iam',
                'workload-identity-pools',
                'providers',
                'update-oidc',
                PROVIDER,
                ...inPool,
                ...providerFlags,
              ),
            ]
          : [
              gcloud(
                'iam',
                'workload-identity-pools',
                'providers',
                'create-oidc',
                PROVIDER,
                ...inPool,
                '--display-name=GitHub Actions',
                `--issuer-uri=${ISSUER}`,
                ...providerFlags,
              ),
            ],
    },
  ];
}

export function accountSteps(target: DeployTarget, account: Account): Step[] {
  const email = accountEmail(account, target.projectId);
  const project = `--project=${target.projectId}`;
  const missingRoles = (answer?: Answer) =>
    answer ? account.roles.filter((role) => !lines(answer).includes(role)) : account.roles;
  const principals = account.environments.map((environment) =>
    environmentPrincipal(target, environment),
  );
  const missingPrincipals = (answer?: Answer) =>
    answer
      ? principals.filter((principal) => !boundMembers(answer).includes(principal))
      : principals;
  return [
    {
      title: `The service account ${account.id}`,
      check: gcloud('iam', 'service-accounts', 'describe', email, project, '--format=value(email)'),
      done: (answer) => answer.status === 0,
      make: () => [
        gcloud(
          'iam',
          'service-accounts',
          'create',
          account.id,
          project,
          `--display-name=${account.displayName}`,
        ),
      ],
    },
    {
      title: `Its roles: ${account.roles.join(', ')}`,
      // gcloud's documented way to list one member's roles in a project's policy.
      check: gcloud(
        'projects',
        'get-iam-policy',
        target.projectId,
        '--flatten=bindings[].members',
        `--filter=bindings.members:serviceAccount:${email}`,
        '--format=value(bindings.role)',
      ),
      done: (answer) => answer.status === 0 && missingRoles(answer).length === 0,
      make: (answer) =>
        missingRoles(answer).map((role) =>
          gcloud(
            'projects',
            'add-iam-policy-binding',
            target.projectId,
            `--member=serviceAccount:${email}`,
            `--role=${role}`,
            '--condition=None',
          ),
        ),
    },
    {
      title: `Jobs in ${account.environments.join(' and ')} may act as ${account.id}`,
      check: gcloud('iam', 'service-accounts', 'get-iam-policy', email, project, '--format=json'),
      done: (answer) => answer.status === 0 && missingPrincipals(answer).length === 0,
      make: (answer) =>
        missingPrincipals(answer).map((principal) =>
          gcloud(
            'iam',
            'service-accounts',
            'add-iam-policy-binding',
            email,
            project,
            '--role=roles/iam.workloadIdentityUser',
            `--member=${principal}`,
          ),
        ),
    },
  ];
}

/** The members the policy JSON gives roles/iam.workloadIdentityUser. */
function boundMembers(answer: Answer): string[] {
  try {
    const policy = JSON.parse(answer.stdout) as {
      bindings?: { role: string; members: string[] }[];
    };
    return (policy.bindings ?? [])
      .filter((binding) => binding.role === 'roles/iam.workloadIdentityUser')
      .flatMap((binding) => binding.members);
  } catch {
    return [];
  }
}
