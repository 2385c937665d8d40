/** @jest-environment node */
import { deleteApp, getApp } from 'firebase/app';
import { GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore/lite';
import { deletionAsked } from '../../src/features/auth/authSlice';
import { signInWithGoogle } from '../../src/features/auth/authThunks';
import { deleteAccount } from '../../src/features/auth/deleteAccount';
import type { GoogleProfile } from '../../src/features/ports';
import { selectLimitReached } from '../../src/features/rateLimit/rateLimitSlice';
import { createFirebaseAccount } from '../../src/services/firebase/firebaseAccount';
import { createFirebaseAuth } from '../../src/services/firebase/firebaseAuth';
import { createFirebaseClient } from '../../src/services/firebase/firebaseClient';
import {
  createFirestoreMessageStore,
  createFirestoreUserStore,
} from '../../src/services/firebase/firestoreStores';
import { createFormService } from '../../src/services/formService';
import { createTestStore } from '../support/testStore';
import { host, localAppConfig, ports } from './support/stack';

// "Delete my account" with the page's real Firebase adapters on the local stack; the browser's
// own storage is in memory.
const client = createFirebaseClient(localAppConfig.firebase, localAppConfig.emulators);
const auth = createFirebaseAuth(client, () => {
  throw new Error('No session storage here; no redirect sign-in either.');
});
const account = createFirebaseAccount(client);
const services = {
  account,
  messageStore: createFirestoreMessageStore(client),
  userStore: createFirestoreUserStore(client),
  formService: createFormService(localAppConfig.form),
};

const projectId = localAppConfig.firebase.projectId;
const OWNER = { Authorization: 'Bearer owner' };

/** A document read past the rules with the emulator's owner token; null when absent. */
async function storedDocument(path: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(
    `http://${host}:${ports.firestore}/v1/projects/${projectId}/databases/(default)/documents/${path}`,
    { headers: OWNER },
  );
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Reading ${path}: ${response.status}`);
  return ((await response.json()) as { fields: Record<string, unknown> }).fields;
}

/** The Auth emulator's accounts with this uid (its admin API). */
async function authAccounts(uid: string): Promise<unknown[]> {
  const response = await fetch(
    `http://${host}:${ports.auth}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`,
    {
      method: 'POST',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: [uid] }),
    },
  );
  if (!response.ok) throw new Error(`Looking up ${uid}: ${response.status}`);
  return ((await response.json()) as { users?: unknown[] }).users ?? [];
}

let identities = 0;
/** One Google account: each call signs it in through the Auth emulator (the popup's part). */
function googleAccount() {
  identities += 1;
  const idToken = JSON.stringify({
    sub: `delete-${Date.now()}-${identities}`,
    email: `delete${identities}.${Date.now()}@example.com`,
    email_verified: true,
    name: `Delete Tester ${identities}`,
  });
  return async (): Promise<GoogleProfile> => {
    const { user } = await signInWithCredential(
      await client.auth(),
      GoogleAuthProvider.credential(idToken),
    );
    return { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: null };
  };
}

/** A browser with no site data whose "Sign in with Google" answers with this account. */
function freshBrowser(signIn: () => Promise<GoogleProfile>) {
  const browser = createTestStore({
    services: { ...services, auth: { ...auth, signInWithGoogle: signIn } },
  });
  browser.clock.set(Date.now());
  return browser;
}

/** Waits for the state to satisfy `check` (a read the sign-in started without awaiting). */
async function eventually(check: () => boolean, ms = 5000): Promise<boolean> {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((wake) => setTimeout(wake, 50));
  return check();
}

/** The limits record of an account, under its verified e-mail or (before that) its uid. */
async function limitsRecord(email: string, uid: string) {
  return (
    (await storedDocument(`limits/${encodeURIComponent(email)}`)) ??
    (await storedDocument(`limits/${uid}`))
  );
}

beforeAll(() => {
  setLogLevel('silent');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterAll(async () => {
  await auth.signOut();
  await deleteApp(getApp());
});

async function signedInWithTwoMessages(signIn: () => Promise<GoogleProfile>) {
  const browser = freshBrowser(signIn);
  await browser.store.dispatch(signInWithGoogle());
  const { uid, email } = browser.store.getState().auth.profile!;
  await browser.send('One.');
  await browser.send('Two.');
  return { browser, uid: uid!, email };
}

it('deletes users/{uid} and the Auth account, forgets the visitor, keeps the limits record', async () => {
  const { browser, uid, email } = await signedInWithTwoMessages(googleAccount());
  expect(await storedDocument(`users/${uid}`)).not.toBeNull();
  expect(await authAccounts(uid)).toHaveLength(1);

  browser.store.dispatch(deletionAsked());
  await browser.store.dispatch(deleteAccount());

  expect(browser.toasts().at(-1)).toEqual(['success', 'Your account has been deleted.']);
  expect(browser.store.getState().auth.IsAuthenticated).toBe(false);
  expect(browser.state.storedAuthUser).toBeNull();
  expect(await storedDocument(`users/${uid}`)).toBeNull();
  expect(await authAccounts(uid)).toEqual([]);
  expect(await auth.currentUser()).toBeNull();
  expect(await limitsRecord(email, uid)).toMatchObject({ count: { integerValue: '2' } });
});

// Passes once the limits record is keyed by the verified e-mail (issue 33): a Google account
// signed in again after its deletion is a new uid, and limits/{uid} starts empty.
it('still shows the limit banner when the same Google account signs in again after deleting', async () => {
  const signIn = googleAccount();
  const { browser, uid, email } = await signedInWithTwoMessages(signIn);
  browser.store.dispatch(deletionAsked());
  await browser.store.dispatch(deleteAccount());
  expect(await authAccounts(uid)).toEqual([]);
  expect(await limitsRecord(email, uid)).toMatchObject({ count: { integerValue: '2' } });

  const again = freshBrowser(signIn);
  await again.store.dispatch(signInWithGoogle());
  expect(again.store.getState().auth.profile?.uid).not.toBe(uid);
  expect(await eventually(() => selectLimitReached(again.store.getState()))).toBe(true);
});
