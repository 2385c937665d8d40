/** @jest-environment node */
import { deleteApp, getApp } from 'firebase/app';
import { GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore/lite';
import type { PreloadedAppState } from '../../src/app/store';
import { initialAuthState } from '../../src/features/auth/authSlice';
import { signInWithGoogle } from '../../src/features/auth/authThunks';
import type { GoogleProfile } from '../../src/features/ports';
import { formatResetTime } from '../../src/features/rateLimit/rateLimitRules';
import { selectLimitReached, selectResetTime } from '../../src/features/rateLimit/rateLimitSlice';
import { loadAccountLimit } from '../../src/features/rateLimit/rateLimitThunks';
import { en } from '../../src/content/locales/en';
import { createFirebaseAuth } from '../../src/services/firebase/firebaseAuth';
import { createFirebaseClient } from '../../src/services/firebase/firebaseClient';
import {
  createFirestoreMessageStore,
  createFirestoreUserStore,
} from '../../src/services/firebase/firestoreStores';
import { createFormService } from '../../src/services/formService';
import { createTestStore } from '../support/testStore';
import {
  commit,
  messageWrite,
  openWindowWrite,
  signInWithGoogleRest,
} from './support/scriptedClient';
import { host, localAppConfig, ports } from './support/stack';

/** The toasts' words in the default language, the spec's. */
const MESSAGES = en.messages;

/** messages/{id}'s userId, read past the rules with the emulator's admin token. */
async function storedAuthor(id: string): Promise<string | null> {
  const response = await fetch(
    `http://${host}:${ports.firestore}/v1/projects/${localAppConfig.firebase.projectId}/databases/(default)/documents/messages/${id}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  if (!response.ok) return null;
  const body = (await response.json()) as { fields: { userId: { stringValue: string } } };
  return body.fields.userId.stringValue;
}

// The page's flows with its real Firebase adapters and form service on the local stack;
// only the browser's own storage is in memory, so each store is a browser with no site data.
const client = createFirebaseClient(localAppConfig.firebase, localAppConfig.emulators);
const auth = createFirebaseAuth(client, () => {
  throw new Error('No session storage here; no redirect sign-in either.');
});
const messageStore = createFirestoreMessageStore(client);
const userStore = createFirestoreUserStore(client);
const formService = createFormService(localAppConfig.form);

let accounts = 0;
/** A Google account the Auth emulator signs in (the popup's part), as the current user. */
async function newAccount(): Promise<GoogleProfile> {
  accounts += 1;
  const idToken = JSON.stringify({
    sub: `limit-${Date.now()}-${accounts}`,
    email: `limit${accounts}.${Date.now()}@example.com`,
    email_verified: true,
    name: `Limit Tester ${accounts}`,
  });
  const { user } = await signInWithCredential(
    await client.auth(),
    GoogleAuthProvider.credential(idToken),
  );
  return { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: null };
}

/** A browser with no site data, whose Google sign-in answers with this account. */
function freshBrowser(account: GoogleProfile, preloadedState?: PreloadedAppState) {
  const browser = createTestStore({
    preloadedState,
    services: {
      auth: { ...auth, signInWithGoogle: async () => account },
      messageStore,
      userStore,
      formService,
    },
  });
  browser.clock.set(Date.now());
  return browser;
}

/** The signed-in view as a restored page has it, before any read of the account. */
const signedInView = (account: GoogleProfile, message: string): PreloadedAppState => ({
  auth: {
    ...initialAuthState,
    user: account.email,
    value: true,
    IsAuthenticated: true,
    profile: {
      uid: account.uid,
      displayName: account.displayName!,
      email: account.email!,
      photoURL: '',
    },
  },
  contactForm: { message, status: 'idle' },
});

beforeAll(() => {
  // Refused writes are expected here; the SDK would warn about each.
  setLogLevel('silent');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterAll(async () => {
  await auth.signOut();
  await deleteApp(getApp());
});

it("shows the banner from the server's record in a browser whose site data was cleared", async () => {
  const account = await newAccount();
  const first = freshBrowser(account);
  await first.store.dispatch(signInWithGoogle());
  const sentAt = Date.now();
  await first.send('One.');
  await first.send('Two.');
  expect(first.toasts().filter(([kind]) => kind === 'success')).toHaveLength(3);

  const cleared = freshBrowser(account);
  await cleared.store.dispatch(signInWithGoogle());
  await cleared.store.dispatch(loadAccountLimit(account.uid));

  const state = cleared.store.getState();
  expect(state.rateLimit.count).toBe(0);
  expect(selectLimitReached(state)).toBe(true);
  const serverWindow = state.rateLimit.account!.windowStart;
  expect(Math.abs(serverWindow - sentAt)).toBeLessThan(60_000);
  expect(selectResetTime(state)).toBe(formatResetTime(serverWindow, 'en-IN'));
});

it('shows the limit banner and keeps the text when the server refuses the write', async () => {
  const account = await newAccount();
  const first = freshBrowser(account);
  await first.store.dispatch(signInWithGoogle());
  await first.send('One.');
  await first.send('Two.');

  // A page that never read the account: it believes no window is open.
  const unaware = freshBrowser(account, signedInView(account, 'A third, please.'));
  const result = await unaware.send();

  expect(result.payload).toBe('rate-limited');
  expect(unaware.toasts()).toEqual([['warning', MESSAGES.limitReached]]);
  expect(unaware.store.getState().contactForm).toEqual({
    message: 'A third, please.',
    status: 'failed',
  });
  expect(selectLimitReached(unaware.store.getState())).toBe(true);
  await expect(messageStore.readLimit(account.uid)).resolves.toMatchObject({ count: 2 });
});

it('lands both messages when two visitors send in the same millisecond', async () => {
  const sameMs = Date.now();
  // The other visitor, by script, takes the millisecond first.
  const other = await signInWithGoogleRest({
    sub: `other-${sameMs}`,
    email: `other.${sameMs}@example.com`,
    name: 'Other Visitor',
  });
  const taken = await commit(other, [
    messageWrite(String(sameMs), {
      userId: other.uid,
      name: 'Other Visitor',
      email: `other.${sameMs}@example.com`,
      message: 'First!',
      timestamp: new Date(sameMs).toISOString(),
    }),
    openWindowWrite(other.uid, String(sameMs)),
  ]);
  expect(taken).toBe(true);

  const account = await newAccount();
  const browser = freshBrowser(account, signedInView(account, 'Me too.'));
  browser.clock.set(sameMs);
  const result = await browser.send();

  expect(result.payload).toBe('Me too.');
  expect(browser.toasts()).toEqual([['success', MESSAGES.messageSent]]);
  expect(await storedAuthor(String(sameMs))).toBe(other.uid);
  expect(await storedAuthor(String(sameMs + 1))).toBe(account.uid);
});
