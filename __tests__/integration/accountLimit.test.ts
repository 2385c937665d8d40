/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { deleteApp, getApp } from 'firebase/app';
import { GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore/lite';
import type { PreloadedAppState } from '../../src/app/store';
import { signInWithGoogle } from '../../src/features/auth/authThunks';
import type { GoogleProfile, MessageDocument } from '../../src/features/ports';
import { messageChanged } from '../../src/features/contactForm/contactFormSlice';
import { formatResetTime } from '../../src/features/rateLimit/rateLimitRules';
import { selectLimitReached, selectResetTime } from '../../src/features/rateLimit/rateLimitSlice';
import { loadAccountLimit } from '../../src/features/rateLimit/rateLimitThunks';
import { createFirebaseAuth } from '../../src/services/firebase/firebaseAuth';
import { createFirebaseClient } from '../../src/services/firebase/firebaseClient';
import {
  createFirestoreMessageStore,
  createFirestoreUserStore,
} from '../../src/services/firebase/firestoreStores';
import { createFormService } from '../../src/services/formService';
import { createTestStore, signedIn } from '../support/testStore';
import {
  commit,
  messageWrite,
  openWindowWrite,
  signInWithGoogleRest,
  spendWrite,
} from './support/scriptedClient';
import { host, inboxFile, localAppConfig, ports } from './support/stack';
import { en } from '../support/sample';

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
const signedInView = (account: GoogleProfile, message: string): PreloadedAppState =>
  signedIn(
    { uid: account.uid, displayName: account.displayName!, email: account.email!, photoURL: '' },
    message,
  );

beforeAll(() => {
  // Refused writes are expected here; the SDK would warn about each.
  setLogLevel('silent');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterAll(async () => {
  await auth.signOut();
  await deleteApp(getApp());
});

/** The e-mails the owner got from this address, read from the local inbox. */
function emailsFrom(email: string): string[] {
  if (!existsSync(inboxFile)) return [];
  return readFileSync(inboxFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { authenticated_email: string; message: string })
    .filter((received) => received.authenticated_email === email)
    .map((received) => received.message);
}

/** messages/ in this account's name, read past the rules with the emulator's admin token. */
async function storedMessagesOf(email: string): Promise<string[]> {
  const response = await fetch(
    `http://${host}:${ports.firestore}/v1/projects/${localAppConfig.firebase.projectId}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'messages' }],
          where: {
            fieldFilter: {
              field: { fieldPath: 'email' },
              op: 'EQUAL',
              value: { stringValue: email },
            },
          },
        },
      }),
    },
  );
  const rows = (await response.json()) as {
    document?: { fields: { message: { stringValue: string } } };
  }[];
  return rows.flatMap((row) => (row.document ? [row.document.fields.message.stringValue] : []));
}

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
  await cleared.store.dispatch(loadAccountLimit(account.email!));

  const state = cleared.store.getState();
  expect(state.rateLimit.count).toBe(0);
  expect(selectLimitReached(state)).toBe(true);
  const serverWindow = state.rateLimit.account!.windowStart;
  expect(Math.abs(serverWindow - sentAt)).toBeLessThan(60_000);
  expect(selectResetTime(state)).toBe(formatResetTime(serverWindow, 'en-IN'));
});

it('two browsers of one account, the second loaded before the first sent its two: no third e-mail', async () => {
  const account = await newAccount();
  const first = freshBrowser(account, signedInView(account, ''));
  const second = freshBrowser(account, signedInView(account, 'A third, from my phone.'));
  await first.send('One.');
  await first.send('Two.');

  const result = await second.send();

  expect(result.payload).toBe('rate-limited');
  expect(second.toasts()).toEqual([['warning', MESSAGES.limitReached]]);
  expect(second.store.getState().contactForm).toEqual({
    message: 'A third, from my phone.',
    status: 'failed',
  });
  expect(selectLimitReached(second.store.getState())).toBe(true);
  expect(emailsFrom(account.email!)).toEqual(['One.', 'Two.']);
  expect((await storedMessagesOf(account.email!)).sort()).toEqual(['One.', 'Two.']);
});

it('a clock 25 h ahead, second message of the window: the e-mail and its record, no error', async () => {
  const account = await newAccount();
  const browser = freshBrowser(account, signedInView(account, 'First.'));
  await browser.send();
  browser.clock.set(Date.now() + 25 * 3_600_000);
  browser.store.dispatch(messageChanged('Second, from a wrong clock.'));

  const result = await browser.send();

  expect(result.payload).toBe('Second, from a wrong clock.');
  expect(browser.toasts()).toEqual([
    ['success', MESSAGES.messageSent],
    ['success', MESSAGES.messageSent],
  ]);
  expect(emailsFrom(account.email!)).toEqual(['First.', 'Second, from a wrong clock.']);
  expect((await storedMessagesOf(account.email!)).sort()).toEqual([
    'First.',
    'Second, from a wrong clock.',
  ]);
});

it('signs in while the profile write is refused (a second sign-in within a minute)', async () => {
  const account = await newAccount();
  const first = freshBrowser(account);
  await first.store.dispatch(signInWithGoogle());
  const again = freshBrowser(account);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  await again.store.dispatch(signInWithGoogle());

  expect(again.store.getState().auth).toMatchObject({ IsAuthenticated: true, user: account.email });
  expect(again.toasts()).toEqual([['success', MESSAGES.signedIn]]);
  expect(warn).toHaveBeenCalledWith(
    'The profile was not saved; it is saved again at the next sign-in.',
    expect.objectContaining({ code: 'permission-denied' }),
  );
});

it('lands both messages when two visitors take the same millisecond', async () => {
  const stamp = Date.now();
  const otherIdentity = {
    sub: `other-${stamp}`,
    email: `other.${stamp}@example.com`,
    name: 'Other',
  };
  const other = await signInWithGoogleRest(otherIdentity);
  const account = await newAccount();
  const browser = freshBrowser(account, signedInView(account, 'Me too.'));
  // Just before this page writes its record, the other visitor, by script, takes its millisecond.
  let taken: string | null = null;
  browser.answer('messageStore.addMessage', async (id, doc) => {
    if (taken === null) {
      taken = id as string;
      expect(await commit(other, [openWindowWrite(otherIdentity.email)])).toBe(true);
      const theirs = {
        userId: other.uid,
        name: otherIdentity.name,
        email: otherIdentity.email,
        message: 'First!',
        timestamp: new Date(Number(taken)).toISOString(),
      };
      expect(
        await commit(other, [messageWrite(taken, theirs), spendWrite(otherIdentity.email, taken)]),
      ).toBe(true);
    }
    return messageStore.addMessage(id as string, doc as MessageDocument);
  });

  const result = await browser.send();

  expect(result.payload).toBe('Me too.');
  expect(browser.toasts()).toEqual([['success', MESSAGES.messageSent]]);
  expect(await storedAuthor(taken!)).toBe(other.uid);
  expect(await storedAuthor(String(Number(taken!) + 1))).toBe(account.uid);
});
