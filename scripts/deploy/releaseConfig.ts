import { LOCAL_INBOX_ACCESS_KEY } from '../../src/config';
import type { Leftover } from '../site/sampleCheck';
import { notChecked, ok, problem } from './findings';
import type { Finding } from './findings';

/**
 * doctor's offline half: the release configuration (the environment and .env, as `npm run
 * release` reads them; site.yaml; .firebaserc; firebase.json; dist/ when built) complete and
 * coherent.
 */
export interface ReleaseConfigInput {
  env: Record<string, string | undefined>;
  /** site.yaml's `site.url`: the owner's address, their custom domain when not a Hosting one. */
  contentSiteUrl: string;
  /** .firebaserc's default project. */
  defaultProject: string | undefined;
  /** firebase.json's `hosting.site`, when it names a site other than the project's default. */
  hostingSite: string | undefined;
  /** What sampleLeftovers found (scripts/site/sampleCheck.ts). */
  leftovers: Leftover[];
  /** The configuration dist/'s page was built with (pageConfig.ts); null when nothing is built. */
  built: Record<string, string> | null;
}

/** App Check's enforcement for Cloud Firestore, as read online; null when it could not be. */
export type Enforcement = 'ENFORCED' | 'UNENFORCED' | 'OFF' | null;

export const WEB_CONFIG_KEYS = [
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_APP_ID',
] as const;

/** A console page of the project: 'settings/general', 'authentication/providers'. */
export const firebaseConsole = (projectId: string, page: string) =>
  projectId
    ? `https://console.firebase.google.com/project/${projectId}/${page}`
    : 'https://console.firebase.google.com/';

const SETTINGS_WHERE = 'the repository: Settings → Secrets and variables → Actions → Variables';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);
const value = (env: Record<string, string | undefined>, key: string) => env[key]?.trim() ?? '';

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

function webConfig(env: Record<string, string | undefined>, projectId: string): Finding {
  const check = 'Firebase web config';
  const missing = WEB_CONFIG_KEYS.filter((key) => value(env, key) === '');
  const where = firebaseConsole(projectId, 'settings/general');
  if (missing.length > 0) {
    return problem(
      check,
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} empty${projectId ? '' : ': the build is the local stack'}`,
      "copy the web app's config (Project settings → Your apps → SDK setup and configuration) into the FIREBASE_* settings of .env and of the repository's variables",
      where,
    );
  }
  const apiKey = value(env, 'FIREBASE_API_KEY');
  if (!/^AIza[\w-]{35}$/.test(apiKey)) {
    return problem(
      check,
      `FIREBASE_API_KEY (${apiKey}) is not a web API key (39 characters starting "AIza")`,
      "copy apiKey from the web app's config",
      where,
    );
  }
  return ok(check, `project ${projectId}, auth domain ${value(env, 'FIREBASE_AUTH_DOMAIN')}`);
}

function projectAgreement(projectId: string, defaultProject: string | undefined): Finding[] {
  if (!projectId || !defaultProject || defaultProject === projectId) return [];
  return [
    problem(
      '.firebaserc',
      `its default project is ${defaultProject}, FIREBASE_PROJECT_ID is ${projectId}: \`npm run deploy\` would deploy to ${defaultProject}`,
      `\`npx firebase use --add ${projectId}\` (as default), or put ${projectId} in .firebaserc`,
    ),
  ];
}

function siteUrl(input: ReleaseConfigInput, projectId: string): Finding {
  const check = 'SITE_URL';
  const fromEnv = value(input.env, 'SITE_URL');
  const url = fromEnv || input.contentSiteUrl;
  const named = fromEnv ? `SITE_URL (${url})` : `site.yaml's site.url (${url})`;
  const site = input.hostingSite || projectId;
  const hostingHosts = site ? [`${site}.web.app`, `${site}.firebaseapp.com`] : [];
  const custom = hostOf(input.contentSiteUrl);
  const fix = `SITE_URL=https://${hostingHosts[0] ?? '<project>.web.app'}, or your domain in site.yaml's site.url and connected in Hosting → Add custom domain`;
  const where = firebaseConsole(projectId, 'hosting/sites');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return problem(check, `${named} is not an address`, fix, where);
  }
  if (LOCAL_HOSTS.has(parsed.hostname)) {
    return problem(check, `${named} is this machine's, the local stack's`, fix, where);
  }
  if (parsed.protocol !== 'https:') {
    return problem(check, `${named} is not https: Hosting serves https only`, fix, where);
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.port) {
    return problem(
      check,
      `${named} is not an origin (a path, port or query after the host)`,
      fix,
      where,
    );
  }
  if (hostingHosts.includes(parsed.hostname)) return ok(check, `${url}, the Hosting site`);
  if (parsed.hostname === custom) {
    return ok(
      check,
      `${url}, the custom domain site.yaml names (connected in Hosting → custom domains)`,
    );
  }
  return problem(
    check,
    `${named} is on ${parsed.hostname}, neither the Hosting site (${hostingHosts.join(', ') || 'no project'}) nor the domain site.yaml names (${custom ?? input.contentSiteUrl})`,
    fix,
    where,
  );
}

function formService(env: Record<string, string | undefined>): Finding[] {
  const endpoint = value(env, 'FORM_ENDPOINT');
  const key = value(env, 'FORM_ACCESS_KEY');
  const where = "your form service's dashboard; then " + SETTINGS_WHERE;
  const found: Finding[] = [];
  if (!endpoint) {
    found.push(
      problem(
        'form endpoint',
        'FORM_ENDPOINT is empty: messages go to the local inbox, which is not there',
        "FORM_ENDPOINT: your form service's https address (the page posts to {FORM_ENDPOINT}/submit)",
        where,
      ),
    );
  } else if (!/^https:\/\//.test(endpoint) && !LOCAL_HOSTS.has(hostOf(endpoint) ?? '')) {
    found.push(
      problem(
        'form endpoint',
        `FORM_ENDPOINT (${endpoint}) is not a hosted https service`,
        "your form service's https address",
        where,
      ),
    );
  } else if (/^https:\/\//.test(endpoint)) found.push(ok('form endpoint', endpoint));
  // An endpoint on this machine: the local stack's finding names it.
  if (!key || key === LOCAL_INBOX_ACCESS_KEY) {
    found.push(
      problem(
        'form key',
        key
          ? "FORM_ACCESS_KEY is the local inbox's"
          : 'FORM_ACCESS_KEY is empty: the form service refuses every message',
        'FORM_ACCESS_KEY: the public access key your form service gives you',
        where,
      ),
    );
  } else found.push(ok('form key', 'set'));
  return found;
}

/** Anything of the build that still points at this machine: the emulators, the local inbox. */
function localStack(input: ReleaseConfigInput): Finding[] {
  const check = 'local stack';
  const local = ['FIREBASE_AUTH_DOMAIN', 'FORM_ENDPOINT', 'ANALYTICS_SRC', 'SITE_URL'].filter(
    (key) => {
      const setting = value(input.env, key);
      return (
        setting !== '' &&
        LOCAL_HOSTS.has(hostOf(setting.includes('//') ? setting : `https://${setting}`) ?? '')
      );
    },
  );
  const found: Finding[] = local.map((key) =>
    problem(
      check,
      `${key} (${value(input.env, key)}) is an address on this machine: the emulators' or the local inbox's`,
      `${key}: the hosted service's address`,
      SETTINGS_WHERE,
    ),
  );
  const built = input.built;
  if (built) {
    const builtProject = built.FIREBASE_PROJECT_ID ?? '';
    const projectId = value(input.env, 'FIREBASE_PROJECT_ID');
    if (builtProject === '') {
      found.push(
        problem(
          'release build',
          'dist/ was built for the local stack (no FIREBASE_PROJECT_ID): its page talks to the emulators',
          '`npm run release` (npm run build and npm start build for the local stack)',
        ),
      );
    } else {
      const differing = Object.keys(built).filter(
        (key) => (built[key] ?? '') !== value(input.env, key),
      );
      if (differing.length > 0) {
        found.push(
          problem(
            'release build',
            `dist/ was built with other settings (${differing.join(', ')}; its project: ${builtProject}, this configuration's: ${projectId || 'none'})`,
            '`npm run release` with this configuration',
          ),
        );
      } else
        found.push(
          ok('release build', `dist/ was built with this configuration (project ${builtProject})`),
        );
    }
  }
  if (found.length === 0)
    found.push(ok(check, 'nothing points at the emulators or the local inbox'));
  return found;
}

function sample(leftovers: Leftover[]): Finding[] {
  if (leftovers.length === 0) return [ok('sample', 'nothing of the sample is left')];
  return leftovers.map(({ file, what, fix }) =>
    problem('sample', `${file}: ${what}`, `put ${fix}`),
  );
}

/** The release configuration's findings, in the order doctor prints them. */
export function releaseConfigFindings(input: ReleaseConfigInput): Finding[] {
  const projectId = value(input.env, 'FIREBASE_PROJECT_ID');
  return [
    webConfig(input.env, projectId),
    ...projectAgreement(projectId, input.defaultProject),
    siteUrl(input, projectId),
    ...formService(input.env),
    ...localStack(input),
    ...sample(input.leftovers),
  ];
}

/** The App Check key against the enforcement the console has turned on (null: not read). */
export function appCheckFinding(
  env: Record<string, string | undefined>,
  enforcement: Enforcement,
  whyUnknown: string,
): Finding {
  const check = 'App Check';
  const key = value(env, 'APP_CHECK_SITE_KEY');
  const where = firebaseConsole(value(env, 'FIREBASE_PROJECT_ID'), 'appcheck/apis');
  if (enforcement === 'ENFORCED' && !key) {
    return problem(
      check,
      'enforced for Cloud Firestore, but APP_CHECK_SITE_KEY is empty: Firestore refuses every sign-in profile and message',
      'APP_CHECK_SITE_KEY: the reCAPTCHA Enterprise key the web app is registered with (App Check → Apps), or turn enforcement off',
      where,
    );
  }
  if (key)
    return ok(
      check,
      `key set${enforcement ? `; Cloud Firestore: ${enforcement.toLowerCase()}` : ''}`,
    );
  if (enforcement)
    return ok(check, `off in the page; Cloud Firestore: ${enforcement.toLowerCase()}`);
  return notChecked(
    check,
    `no APP_CHECK_SITE_KEY, and whether Cloud Firestore enforces App Check is unknown: ${whyUnknown}`,
  );
}
