/**
 * Build-time configuration (webpack DefinePlugin fills process.env.*; see .env.example).
 * No Firebase project configured means the local stack: emulators and the local inbox.
 */

/** Every build-time setting; .env.example documents each. */
export const BUILD_ENV_KEYS = [
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_APP_ID',
  'FIREBASE_STORAGE_BUCKET',
  'FIREBASE_MESSAGING_SENDER_ID',
  'FORM_ENDPOINT',
  'FORM_ACCESS_KEY',
  'GOOGLE_CLIENT_ID',
  'ANALYTICS_SRC',
  'APP_CHECK_SITE_KEY',
  'SITE_URL',
  'AUTH_EMULATOR_PORT',
  'FIRESTORE_EMULATOR_PORT',
  'INBOX_PORT',
] as const;

/** Settings that point a build at hosted services instead of the local stack. */
// Pure: the page never reads this list, so the minifier leaves it (and BUILD_ENV_KEYS) out.
export const HOSTED_SETTING_KEYS = /*#__PURE__*/ BUILD_ENV_KEYS.filter(
  (key) =>
    key.startsWith('FIREBASE_') ||
    key.startsWith('FORM_') ||
    key === 'GOOGLE_CLIENT_ID' ||
    key === 'ANALYTICS_SRC' ||
    key === 'APP_CHECK_SITE_KEY',
);

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  storageBucket?: string;
  messagingSenderId?: string;
}

export interface EmulatorHosts {
  host: string;
  authPort: number;
  firestorePort: number;
}

export interface AppConfig {
  /** True when no Firebase project is configured: everything runs on this machine. */
  localStack: boolean;
  firebase: FirebaseWebConfig;
  /** Set only for the local stack; the page never talks to emulators otherwise. */
  emulators: EmulatorHosts | null;
  form: { endpoint: string; accessKey: string };
  googleClientId: string | null;
  analyticsSrc: string | null;
  /**
   * reCAPTCHA Enterprise site key for Firebase App Check; null: App Check is off. Never
   * used with the emulators, which do not enforce it.
   */
  appCheckSiteKey: string | null;
}

const LOCAL_HOST = '127.0.0.1';
/** The access key the local inbox accepts (scripts/local-stack/inbox.ts). */
export const LOCAL_INBOX_ACCESS_KEY = 'local-inbox-key';

function orNull(value: string | undefined): string | null {
  return value && value.trim() !== '' ? value.trim() : null;
}

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function readConfig(env: Record<string, string | undefined>): AppConfig {
  const projectId = orNull(env.FIREBASE_PROJECT_ID);
  const localStack = projectId === null;
  const inboxPort = port(env.INBOX_PORT, 8787);
  return {
    localStack,
    firebase: localStack
      ? { apiKey: 'demo-api-key', authDomain: LOCAL_HOST, projectId: 'demo-portfolio' }
      : {
          apiKey: env.FIREBASE_API_KEY ?? '',
          authDomain: env.FIREBASE_AUTH_DOMAIN ?? '',
          projectId,
          appId: orNull(env.FIREBASE_APP_ID) ?? undefined,
          storageBucket: orNull(env.FIREBASE_STORAGE_BUCKET) ?? undefined,
          messagingSenderId: orNull(env.FIREBASE_MESSAGING_SENDER_ID) ?? undefined,
        },
    emulators: localStack
      ? {
          host: LOCAL_HOST,
          authPort: port(env.AUTH_EMULATOR_PORT, 9099),
          firestorePort: port(env.FIRESTORE_EMULATOR_PORT, 8080),
        }
      : null,
    form: {
      endpoint: orNull(env.FORM_ENDPOINT) ?? `http://${LOCAL_HOST}:${inboxPort}`,
      accessKey: orNull(env.FORM_ACCESS_KEY) ?? LOCAL_INBOX_ACCESS_KEY,
    },
    googleClientId: orNull(env.GOOGLE_CLIENT_ID),
    analyticsSrc: orNull(env.ANALYTICS_SRC),
    appCheckSiteKey: localStack ? null : orNull(env.APP_CHECK_SITE_KEY),
  };
}

/** Each key is spelled out so DefinePlugin can replace it at build time. */
export const appConfig: AppConfig = readConfig({
  FIREBASE_API_KEY: process.env.FIREBASE_API_KEY,
  FIREBASE_AUTH_DOMAIN: process.env.FIREBASE_AUTH_DOMAIN,
  FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID,
  FIREBASE_APP_ID: process.env.FIREBASE_APP_ID,
  FIREBASE_STORAGE_BUCKET: process.env.FIREBASE_STORAGE_BUCKET,
  FIREBASE_MESSAGING_SENDER_ID: process.env.FIREBASE_MESSAGING_SENDER_ID,
  FORM_ENDPOINT: process.env.FORM_ENDPOINT,
  FORM_ACCESS_KEY: process.env.FORM_ACCESS_KEY,
  GOOGLE_CLIENT_ID: process.env.GOOGLE_CLIENT_ID,
  ANALYTICS_SRC: process.env.ANALYTICS_SRC,
  APP_CHECK_SITE_KEY: process.env.APP_CHECK_SITE_KEY,
  AUTH_EMULATOR_PORT: process.env.AUTH_EMULATOR_PORT,
  FIRESTORE_EMULATOR_PORT: process.env.FIRESTORE_EMULATOR_PORT,
  INBOX_PORT: process.env.INBOX_PORT,
});
