/** @jest-environment node */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, setLogLevel } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { host, ports, rulesFile } from './support/stack';

let testEnv: RulesTestEnvironment;

function without(data: Record<string, unknown>, field: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== field));
}

const profile = {
  name: 'Alice Example',
  email: 'alice@example.com',
  photoURL: 'https://example.com/alice.png',
  lastLogin: '2026-01-02T03:04:05.000Z',
};

const message = {
  userId: 'alice',
  name: 'Alice Example',
  email: 'alice@example.com',
  message: 'Hello, I would like to talk about a role.',
  timestamp: '2026-01-02T03:04:05.000Z',
};

// rules-unit-testing hands out compat instances; the modular functions accept them.
const db = (uid: string | null) =>
  (uid === null
    ? testEnv.unauthenticatedContext().firestore()
    : testEnv.authenticatedContext(uid).firestore()) as unknown as Firestore;

beforeAll(async () => {
  // Refused writes are the point of most tests here; the SDK would warn about each.
  setLogLevel('silent');
  testEnv = await initializeTestEnvironment({
    // Its own project, so these documents never mix with the adapter suite's.
    projectId: 'demo-rules',
    firestore: { host, port: ports.firestore, rules: readFileSync(rulesFile, 'utf8') },
  });
});

beforeEach(async () => {
  await testEnv.clearFirestore();
});

afterAll(async () => {
  await testEnv.cleanup();
});

async function seed(path: string, data: Record<string, unknown>): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore() as unknown as Firestore, path), data);
  });
}

describe('users/{uid}', () => {
  it('lets a signed-in user create their own profile with a merge write', async () => {
    await assertSucceeds(setDoc(doc(db('alice'), 'users/alice'), profile, { merge: true }));
  });

  it('lets them merge a new sign-in into their existing profile', async () => {
    await seed('users/alice', profile);
    await assertSucceeds(
      setDoc(
        doc(db('alice'), 'users/alice'),
        { ...profile, lastLogin: '2026-02-03T04:05:06.000Z' },
        { merge: true },
      ),
    );
  });

  it('refuses a visitor who is not signed in', async () => {
    await assertFails(setDoc(doc(db(null), 'users/alice'), profile, { merge: true }));
  });

  it("refuses writing someone else's profile", async () => {
    await assertFails(setDoc(doc(db('mallory'), 'users/alice'), profile, { merge: true }));
  });

  it('refuses a field outside name, email, photoURL, lastLogin', async () => {
    await assertFails(
      setDoc(doc(db('alice'), 'users/alice'), { ...profile, admin: true }, { merge: true }),
    );
  });

  it('refuses a new profile that lacks a field', async () => {
    await assertFails(
      setDoc(doc(db('alice'), 'users/alice'), without(profile, 'lastLogin'), { merge: true }),
    );
  });

  it('refuses a field that is not a string', async () => {
    await assertFails(
      setDoc(doc(db('alice'), 'users/alice'), { ...profile, photoURL: null }, { merge: true }),
    );
  });

  it('refuses a merge that would leave an extra field in a stored profile', async () => {
    await seed('users/alice', { ...profile, role: 'owner' });
    await assertFails(setDoc(doc(db('alice'), 'users/alice'), profile, { merge: true }));
  });

  it('refuses reads and deletes, even of your own profile', async () => {
    await seed('users/alice', profile);
    await assertFails(getDoc(doc(db('alice'), 'users/alice')));
    await assertFails(deleteDoc(doc(db('alice'), 'users/alice')));
  });
});

describe('messages/{id}', () => {
  it('lets a signed-in user create a message in their own name', async () => {
    await assertSucceeds(setDoc(doc(db('alice'), 'messages/1767323045000'), message));
  });

  it('accepts a message of exactly 200,000 characters', async () => {
    await assertSucceeds(
      setDoc(doc(db('alice'), 'messages/1767323045000'), {
        ...message,
        message: 'x'.repeat(200_000),
      }),
    );
  });

  it('refuses a visitor who is not signed in', async () => {
    await assertFails(setDoc(doc(db(null), 'messages/1767323045000'), message));
  });

  it('refuses a message whose userId is someone else', async () => {
    await assertFails(setDoc(doc(db('mallory'), 'messages/1767323045000'), message));
  });

  it('refuses an empty message', async () => {
    await assertFails(
      setDoc(doc(db('alice'), 'messages/1767323045000'), { ...message, message: '' }),
    );
  });

  it('refuses a message longer than 200,000 characters', async () => {
    await assertFails(
      setDoc(doc(db('alice'), 'messages/1767323045000'), {
        ...message,
        message: 'x'.repeat(200_001),
      }),
    );
  });

  it('refuses extra or missing fields', async () => {
    await assertFails(
      setDoc(doc(db('alice'), 'messages/1767323045000'), { ...message, spam: 'yes' }),
    );
    await assertFails(
      setDoc(doc(db('alice'), 'messages/1767323045000'), without(message, 'timestamp')),
    );
  });

  it('refuses an id that is not epoch milliseconds', async () => {
    await assertFails(setDoc(doc(db('alice'), 'messages/hello'), message));
  });

  it('refuses reading, changing or deleting a message, even your own', async () => {
    await seed('messages/1767323045000', message);
    const own = doc(db('alice'), 'messages/1767323045000');
    await assertFails(getDoc(own));
    await assertFails(setDoc(own, { ...message, message: 'Edited.' }));
    await assertFails(deleteDoc(own));
  });
});

it('refuses everything outside users and messages', async () => {
  await assertFails(setDoc(doc(db('alice'), 'settings/site'), { theme: 'dark' }));
  await assertFails(getDoc(doc(db('alice'), 'settings/site')));
});
