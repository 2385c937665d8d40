import { createFirebaseClient } from '../../../src/services/firebase/firebaseClient';

/** The order Firebase's modules were asked for things, across the mocks below. */
const calls: string[] = [];

jest.mock('firebase/app', () => ({
  initializeApp: (config: { projectId: string }) => {
    calls.push(`initializeApp ${config.projectId}`);
    return { name: 'app' };
  },
}));
jest.mock('firebase/app-check', () => ({
  ReCaptchaEnterpriseProvider: class {
    constructor(readonly siteKey: string) {}
  },
  initializeAppCheck: (_app: unknown, options: { provider: { siteKey: string } }) => {
    calls.push(`initializeAppCheck ${options.provider.siteKey}`);
  },
}));
jest.mock('firebase/auth', () => ({
  getAuth: () => {
    calls.push('getAuth');
    return {};
  },
  connectAuthEmulator: () => calls.push('connectAuthEmulator'),
}));
jest.mock('firebase/firestore/lite', () => ({
  getFirestore: () => {
    calls.push('getFirestore');
    return {};
  },
  connectFirestoreEmulator: () => calls.push('connectFirestoreEmulator'),
}));

const hosted = { apiKey: 'key', authDomain: 'site.firebaseapp.com', projectId: 'site' };

beforeEach(() => {
  calls.length = 0;
});

describe('Firebase client and App Check', () => {
  it('starts App Check with the site key before Auth or Firestore is used', async () => {
    const client = createFirebaseClient(hosted, null, 'recaptcha-site-key');
    await client.firestore();
    expect(calls.slice(0, 2)).toEqual([
      'initializeApp site',
      'initializeAppCheck recaptcha-site-key',
    ]);
    expect(calls.slice(2).sort()).toEqual(['getAuth', 'getFirestore']);
  });

  it('starts App Check once, however many services ask for the app', async () => {
    const client = createFirebaseClient(hosted, null, 'recaptcha-site-key');
    await Promise.all([client.auth(), client.firestore(), client.auth()]);
    expect(calls.filter((call) => call.startsWith('initializeAppCheck'))).toHaveLength(1);
  });

  it('leaves App Check out without a key', async () => {
    const client = createFirebaseClient(hosted, null);
    await client.firestore();
    expect(calls.some((call) => call.startsWith('initializeAppCheck'))).toBe(false);
  });
});
