import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedContent } from '../content/ownerFolder';
import { readReleaseInput } from '../site/releaseInput';
import { sampleLeftovers } from '../site/sampleCheck';
import { notChecked } from './findings';
import type { Finding } from './findings';
import type { GoogleOrigins } from './googleApi';
import { projectFindings } from './googleProject';
import type { Token } from './googleToken';
import { mainScriptPath, pageConfig } from './pageConfig';
import { appCheckFinding, releaseConfigFindings, WEB_CONFIG_KEYS } from './releaseConfig';

/** Where doctor reads the project from, and how it reaches Google. */
export interface DoctorOptions {
  /** The repository's root: .firebaserc, firebase.json, firestore.rules, dist/. */
  root: string;
  content: LoadedContent;
  /** The build's settings: the environment, then .env. */
  env: Record<string, string | undefined>;
  /** null: --offline, no online check. */
  online: null | { token: () => Promise<Token>; origins?: GoogleOrigins; timeoutMs?: number };
}

const readJson = (file: string) =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};

/** firestore.indexes.json's TTL field, which the merge workflow deploys. */
function ttlField(root: string) {
  const spec = readJson(path.join(root, 'firestore.indexes.json')) as {
    fieldOverrides?: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
  };
  const field = spec.fieldOverrides?.find((override) => override.ttl);
  return field ? { collectionGroup: field.collectionGroup, fieldPath: field.fieldPath } : null;
}

/** The settings dist/'s page was built with; null when there is no build. */
function builtConfig(root: string): Record<string, string> | null {
  const dist = path.join(root, 'dist');
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return null;
  const main = mainScriptPath(readFileSync(index, 'utf8'));
  return main && existsSync(path.join(dist, main))
    ? pageConfig(readFileSync(path.join(dist, main), 'utf8'))
    : null;
}

const ONLINE_CHECKS = [
  'authorized domains',
  'Google sign-in',
  'Firestore database',
  'Firestore rules',
  'TTL policy',
];

/** Every finding, in the order doctor prints them. */
export async function doctorFindings({
  root,
  content,
  env,
  online,
}: DoctorOptions): Promise<Finding[]> {
  const release = readReleaseInput(root, content, env);
  const hosting = (readJson(path.join(root, 'firebase.json')).hosting ?? {}) as { site?: string };
  const setting = (key: string) => env[key]?.trim() ?? '';
  const siteUrl = setting('SITE_URL') || content.owner.site.url;
  const findings = releaseConfigFindings({
    env,
    contentSiteUrl: content.owner.site.url,
    defaultProject: release.defaultProject,
    hostingSite: hosting.site,
    leftovers: sampleLeftovers(release),
    built: builtConfig(root),
  });
  let why = '';
  if (!online) why = '--offline';
  else if (WEB_CONFIG_KEYS.some((key) => setting(key) === ''))
    why = 'the Firebase web config is incomplete';
  if (why) {
    findings.push(
      ...ONLINE_CHECKS.map((check) => notChecked(check, why)),
      appCheckFinding(env, null, why),
    );
    return findings;
  }
  let siteHost = '';
  try {
    siteHost = new URL(siteUrl).hostname;
  } catch {
    // SITE_URL's own finding says so; no host is then authorized.
  }
  const project = await projectFindings({
    projectId: setting('FIREBASE_PROJECT_ID'),
    apiKey: setting('FIREBASE_API_KEY'),
    siteHost,
    rules: readFileSync(path.join(root, 'firestore.rules'), 'utf8'),
    ttl: ttlField(root),
    token: await online!.token(),
    origins: online!.origins,
    timeoutMs: online!.timeoutMs,
  });
  findings.push(
    ...project.findings,
    appCheckFinding(env, project.appCheck, project.appCheckUnknown),
  );
  return findings;
}
