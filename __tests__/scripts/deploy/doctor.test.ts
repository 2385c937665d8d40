/** @jest-environment node */
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { doctorFindings } from '../../../scripts/deploy/doctor';
import { exitCode } from '../../../scripts/deploy/findings';
import type { Finding } from '../../../scripts/deploy/findings';
import type { LoadedContent } from '../../../scripts/content/ownerFolder';
import { catalogues, owner, sampleContent } from '../../support/sample';
import { startGoogleFake, readyProject } from './support/googleFake';
import type { FakeProject, GoogleFake } from './support/googleFake';

/**
 * doctor on a copy of the repository's configuration files (firebase.json, firestore.rules,
 * firestore.indexes.json, .firebaserc), its online checks against a local server that answers
 * with Google's documented response shapes (support/googleFake.ts; not Google, nor an emulator).
 */
const repo = path.resolve(__dirname, '../../..');
const root = mkdtempSync(path.join(tmpdir(), 'doctor-'));
for (const file of ['firebase.json', 'firestore.rules', 'firestore.indexes.json']) {
  copyFileSync(path.join(repo, file), path.join(root, file));
}
writeFileSync(
  path.join(root, '.firebaserc'),
  JSON.stringify({ projects: { default: 'riya-portfolio' } }),
);

/** An owner's folder: the sample made theirs, without the sample's posts. */
const ownContent: LoadedContent = {
  ...sampleContent,
  dir: mkdtempSync(path.join(tmpdir(), 'content-')),
  shownDir: 'content',
  isSample: false,
  owner: {
    ...owner,
    site: { ...owner.site, url: 'https://riya.dev' },
    socials: owner.socials.map((social) => ({
      ...social,
      url: social.url.replace(/aarav[-_.]mehta[-_.]sample/, 'riya'),
    })),
    email: 'mailto:riya@riya.dev',
    projects: owner.projects.map((project, i) => ({ ...project, link: `https://riya.dev/p/${i}` })),
    phone: '+91-98765-43210',
  },
  catalogues: {
    en: { ...catalogues.en, name: 'Riya Sen' },
    hi: { ...catalogues.hi, name: 'रिया सेन' },
  },
};

const ownerEnv = {
  FIREBASE_API_KEY: `AIza${'x'.repeat(35)}`,
  FIREBASE_AUTH_DOMAIN: 'riya-portfolio.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'riya-portfolio',
  FIREBASE_APP_ID: '1:1234:web:abcd',
  FORM_ENDPOINT: 'https://api.web3forms.com',
  FORM_ACCESS_KEY: 'riya-form-key',
  SITE_URL: 'https://riya-portfolio.web.app',
};

let google: GoogleFake;
beforeAll(async () => {
  google = await startGoogleFake();
});
afterAll(() => google.close());
beforeEach(() => {
  google.project = readyProject();
});

const doctor = (
  env: Record<string, string | undefined> = ownerEnv,
  options: { content?: LoadedContent; token?: string | null; origin?: string; dir?: string } = {},
) => {
  const origin = options.origin ?? google.origin;
  return doctorFindings({
    root: options.dir ?? root,
    content: options.content ?? ownContent,
    env,
    online: {
      token: async () =>
        options.token === null
          ? { none: 'no Google credential' }
          : { value: options.token ?? 'good-token' },
      origins: { identityToolkit: origin, firestore: origin, rules: origin, appCheck: origin },
      timeoutMs: 2000,
    },
  });
};

const problems = (findings: Finding[]) => findings.filter(({ status }) => status === 'problem');

describe('npm run doctor', () => {
  it("says ok to every check of an owner's ready configuration and project", async () => {
    const findings = await doctor();
    expect(findings.map(({ check, status }) => `${status} ${check}`)).toEqual([
      'ok Firebase web config',
      'ok SITE_URL',
      'ok form endpoint',
      'ok form key',
      'ok local stack',
      'ok sample',
      'ok authorized domains',
      'ok Google sign-in',
      'ok Firestore database',
      'ok Firestore rules',
      'ok TTL policy',
      'ok App Check',
    ]);
    expect(exitCode(findings)).toBe(0);
  });

  /** Each misconfiguration, as doctor names it: its check, what it found, its fix, its page. */
  const table: [
    string,
    Record<string, string | undefined>,
    Partial<FakeProject>,
    Partial<Finding>,
  ][] = [
    [
      'a missing web config',
      { FIREBASE_API_KEY: '', FIREBASE_APP_ID: '' },
      {},
      {
        check: 'Firebase web config',
        detail: 'FIREBASE_API_KEY, FIREBASE_APP_ID are empty',
        where: 'https://console.firebase.google.com/project/riya-portfolio/settings/general',
      },
    ],
    [
      'an http SITE_URL',
      { SITE_URL: 'http://riya-portfolio.web.app' },
      {},
      {
        check: 'SITE_URL',
        detail: 'SITE_URL (http://riya-portfolio.web.app) is not https: Hosting serves https only',
      },
    ],
    [
      'a SITE_URL on another host',
      { SITE_URL: 'https://someone.dev' },
      {},
      {
        check: 'SITE_URL',
        detail:
          'SITE_URL (https://someone.dev) is on someone.dev, neither the Hosting site (riya-portfolio.web.app, riya-portfolio.firebaseapp.com) nor the domain site.yaml names (riya.dev)',
        fix: "SITE_URL=https://riya-portfolio.web.app, or your domain in site.yaml's site.url and connected in Hosting → Add custom domain",
      },
    ],
    [
      'the local inbox in a release build',
      { FORM_ENDPOINT: 'http://127.0.0.1:8787' },
      {},
      {
        check: 'local stack',
        detail:
          "FORM_ENDPOINT (http://127.0.0.1:8787) is an address on this machine: the emulators' or the local inbox's",
      },
    ],
    [
      'the Auth emulator as auth domain',
      { FIREBASE_AUTH_DOMAIN: '127.0.0.1:9099' },
      {},
      {
        check: 'local stack',
        detail:
          "FIREBASE_AUTH_DOMAIN (127.0.0.1:9099) is an address on this machine: the emulators' or the local inbox's",
      },
    ],
    [
      'no form key',
      { FORM_ACCESS_KEY: undefined },
      {},
      {
        check: 'form key',
        detail: 'FORM_ACCESS_KEY is empty: the form service refuses every message',
      },
    ],
    [
      'App Check enforced without a key',
      {},
      { enforcement: 'ENFORCED' },
      {
        check: 'App Check',
        where: 'https://console.firebase.google.com/project/riya-portfolio/appcheck/apis',
      },
    ],
    [
      'the SITE_URL host not authorized',
      { SITE_URL: 'https://riya.dev' },
      {},
      {
        check: 'authorized domains',
        fix: 'add riya.dev under Authentication → Settings → Authorized domains',
        where: 'https://console.firebase.google.com/project/riya-portfolio/authentication/settings',
      },
    ],
    [
      'Google sign-in disabled',
      {},
      { googleEnabled: false },
      { check: 'Google sign-in', detail: 'the Google provider is disabled' },
    ],
    [
      'Google sign-in never added',
      {},
      { googleEnabled: null },
      {
        check: 'Google sign-in',
        where:
          'https://console.firebase.google.com/project/riya-portfolio/authentication/providers',
      },
    ],
    [
      'no Firestore database',
      {},
      { database: false },
      { check: 'Firestore database', detail: 'the project has no Firestore database' },
    ],
    [
      'rules never deployed',
      {},
      { rules: null },
      { check: 'Firestore rules', detail: 'no rules were ever deployed' },
    ],
    [
      'other rules deployed',
      {},
      { rules: 'rules_version = "2";' },
      { check: 'Firestore rules', detail: 'the deployed rules differ from firestore.rules' },
    ],
    [
      'no TTL policy',
      {},
      { ttlState: null },
      {
        check: 'TTL policy',
        detail: 'limits.expireAt is not a TTL field: old limits records never expire',
      },
    ],
  ];

  it.each(table)('finds %s, with its fix', async (_name, envChange, projectChange, expected) => {
    Object.assign(google.project, projectChange);
    const found = problems(await doctor({ ...ownerEnv, ...envChange }));
    expect(found).toContainEqual(
      expect.objectContaining({ status: 'problem', fix: expect.any(String), ...expected }),
    );
  });

  it('finds what is left of the sample, each with its file and fix', async () => {
    const found = problems(await doctor(ownerEnv, { content: sampleContent }));
    expect(found.every(({ check }) => check === 'sample')).toBe(true);
    expect(found).toContainEqual(
      expect.objectContaining({
        detail: "sample/words/en.yaml: name is the sample's (Aarav Mehta)",
        fix: 'put your name, and your texts in the rest of the file',
      }),
    );
  });

  it('finds a dist/ built for the local stack', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'doctor-dist-'));
    for (const file of [
      'firebase.json',
      'firestore.rules',
      'firestore.indexes.json',
      '.firebaserc',
    ]) {
      copyFileSync(path.join(root, file), path.join(dir, file));
    }
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(
      path.join(dir, 'dist', 'index.html'),
      '<link rel=preload as=script href=/main.0123abcd.js>',
    );
    writeFileSync(
      path.join(dir, 'dist', 'main.0123abcd.js'),
      'x({FIREBASE_API_KEY:"",FIREBASE_PROJECT_ID:"",FORM_ENDPOINT:"",AUTH_EMULATOR_PORT:"9099"})',
    );
    expect(problems(await doctor(ownerEnv, { dir }))).toEqual([
      expect.objectContaining({
        check: 'release build',
        detail:
          'dist/ was built for the local stack (no FIREBASE_PROJECT_ID): its page talks to the emulators',
      }),
    ]);
  });

  it('says why an online check was not made; that alone fails only with --strict', async () => {
    const withoutToken = await doctor(ownerEnv, { token: null });
    expect(
      withoutToken
        .filter(({ status }) => status === 'not checked')
        .map(({ check, detail }) => `${check}: ${detail}`),
    ).toEqual([
      'Google sign-in: no Google credential',
      'Firestore database: no Google credential',
      'Firestore rules: no Google credential',
      'TTL policy: no Google credential',
      'App Check: no APP_CHECK_SITE_KEY, and whether Cloud Firestore enforces App Check is unknown: no Google credential',
    ]);
    expect([exitCode(withoutToken), exitCode(withoutToken, true)]).toEqual([0, 1]);
    const closed = http.createServer();
    await new Promise<void>((listening) => closed.listen(0, '127.0.0.1', listening));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    const offline = await doctor(ownerEnv, { origin: `http://127.0.0.1:${port}` });
    expect(offline.find(({ check }) => check === 'authorized domains')).toEqual(
      expect.objectContaining({
        status: 'not checked',
        detail: "Google's API did not answer (ECONNREFUSED)",
      }),
    );
  });

  it('names a web API key Google refuses', async () => {
    const found = problems(
      await doctor({ ...ownerEnv, FIREBASE_API_KEY: `BIza${'x'.repeat(35)}` }),
    );
    expect(found.map(({ check }) => check)).toEqual(['Firebase web config', 'authorized domains']);
    expect(found[1].detail).toBe(
      'Google refused the web API key (400: API key not valid. Please pass a valid API key.)',
    );
  });
});
