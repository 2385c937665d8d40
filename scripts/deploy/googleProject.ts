import { firebaseConsole } from './releaseConfig';
import type { Enforcement } from './releaseConfig';
import { notChecked, ok, problem } from './findings';
import type { Finding } from './findings';
import { errorOf, get, GOOGLE_ORIGINS, unread } from './googleApi';
import type { Call, GoogleOrigins, ProjectInput } from './googleApi';
import { firestoreFindings } from './googleFirestore';

/**
 * doctor's online half: the Firebase project as it really is, read from Google's REST APIs.
 * The public configuration needs only the web API key (Identity Toolkit's `GET /v1/projects`,
 * which the JavaScript SDK reads before a popup); the rest needs a Google credential with read
 * access to the project. Each endpoint and response shape is Google's documented one:
 * - Identity Toolkit v1 getProjects: { projectId, authorizedDomains: [] };
 * - Identity Toolkit admin v2 projects.defaultSupportedIdpConfigs.get: { name, enabled, clientId };
 * - Firestore v1 projects.databases.get: { name, type: 'FIRESTORE_NATIVE' | 'DATASTORE_MODE' };
 * - Firestore v1 projects.databases.collectionGroups.fields.get: { name, ttlConfig: { state } };
 * - Firebase Rules v1 projects.releases.get: { name, rulesetName }, projects.rulesets.get:
 *   { name, source: { files: [{ name, content }] } };
 * - App Check v1 projects.services.get: { name, enforcementMode: 'OFF' | 'UNENFORCED' | 'ENFORCED' }.
 */
export interface ProjectFindings {
  findings: Finding[];
  appCheck: Enforcement;
  /** Why appCheck is null. */
  appCheckUnknown: string;
}

async function publicConfig(input: ProjectInput, origins: GoogleOrigins, timeoutMs: number) {
  const check = 'authorized domains';
  const answer = await get(
    `${origins.identityToolkit}/v1/projects?key=${encodeURIComponent(input.apiKey)}`,
    null,
    timeoutMs,
  );
  if ('unreachable' in answer)
    return { reachable: false, finding: unread(check, answer) as Finding };
  const where = firebaseConsole(input.projectId, 'authentication/settings');
  if (answer.status !== 200) {
    return {
      reachable: true,
      finding: problem(
        check,
        `Google refused the web API key (${answer.status}: ${errorOf(answer.body)})`,
        "FIREBASE_API_KEY: the apiKey of the web app's config (Project settings → Your apps)",
        firebaseConsole(input.projectId, 'settings/general'),
      ),
    };
  }
  const domains = (answer.body.authorizedDomains as string[] | undefined) ?? [];
  return {
    reachable: true,
    finding: domains.includes(input.siteHost)
      ? ok(check, `${input.siteHost} is among them`)
      : problem(
          check,
          `${input.siteHost} is not among them (${domains.join(', ') || 'none'}): Google sign-in fails there with auth/unauthorized-domain`,
          `add ${input.siteHost} under Authentication → Settings → Authorized domains`,
          where,
        ),
  };
}

async function googleSignIn({ input, origins, token, timeoutMs }: Call) {
  const check = 'Google sign-in';
  const answer = await get(
    `${origins.identityToolkit}/admin/v2/projects/${input.projectId}/defaultSupportedIdpConfigs/google.com`,
    token,
    timeoutMs,
  );
  const where = firebaseConsole(input.projectId, 'authentication/providers');
  const fix = 'Authentication → Sign-in method → Add new provider → Google → Enable';
  if (unread(check, answer)) return unread(check, answer) as Finding;
  const { status, body } = answer as { status: number; body: Record<string, unknown> };
  if (status === 200 && body.enabled === true) return ok(check, 'the Google provider is enabled');
  if (status === 200) return problem(check, 'the Google provider is disabled', fix, where);
  if (status === 404)
    return problem(
      check,
      'the Google provider was never added (or Authentication never started)',
      fix,
      where,
    );
  return notChecked(check, `unexpected answer ${status}: ${errorOf(body)}`);
}

async function appCheck({ input, origins, token, timeoutMs }: Call) {
  const answer = await get(
    `${origins.appCheck}/v1/projects/${input.projectId}/services/firestore.googleapis.com`,
    token,
    timeoutMs,
  );
  if ('unreachable' in answer)
    return { mode: null, why: `Google's API did not answer (${answer.unreachable})` };
  const mode = answer.body.enforcementMode;
  if (answer.status === 200)
    return {
      mode: (mode === 'ENFORCED' || mode === 'UNENFORCED' ? mode : 'OFF') as Enforcement,
      why: '',
    };
  return { mode: null, why: `App Check's API answered ${answer.status}: ${errorOf(answer.body)}` };
}

/** Every online check, in doctor's order; none is made when Google does not answer. */
export async function projectFindings(input: ProjectInput): Promise<ProjectFindings> {
  const origins = input.origins ?? GOOGLE_ORIGINS;
  const timeoutMs = input.timeoutMs ?? 10_000;
  const checks = ['Google sign-in', 'Firestore database', 'Firestore rules', 'TTL policy'];
  const { reachable, finding } = await publicConfig(input, origins, timeoutMs);
  if (!reachable) {
    const why = finding.detail;
    return {
      findings: [finding, ...checks.map((check) => notChecked(check, why))],
      appCheck: null,
      appCheckUnknown: why,
    };
  }
  if ('none' in input.token) {
    const why = input.token.none;
    return {
      findings: [finding, ...checks.map((check) => notChecked(check, why))],
      appCheck: null,
      appCheckUnknown: why,
    };
  }
  const call: Call = { input, origins, token: input.token.value, timeoutMs };
  const enforcement = await appCheck(call);
  return {
    findings: [finding, await googleSignIn(call), ...(await firestoreFindings(call))],
    appCheck: enforcement.mode,
    appCheckUnknown: enforcement.why,
  };
}
