/** @jest-environment node */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  writeBatch,
} from 'firebase/firestore';
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

/** The ID token's claims of each test account, as Google sign-in gives them. */
const TOKENS: Record<string, { email: string; name?: string; email_verified: boolean }> = {
  alice: { email: 'alice@example.com', name: 'Alice Example', email_verified: true },
  mallory: { email: 'mallory@example.com', name: 'Mallory', email_verified: true },
  nameless: { email: 'nameless@example.com', email_verified: true },
  unverified: { email: 'alice@example.com', name: 'Alice Example', email_verified: false },
};

// rules-unit-testing hands out compat instances; the modular functions accept them.
const db = (uid: string | null) =>
  (uid === null
    ? testEnv.unauthenticatedContext().firestore()
    : testEnv.authenticatedContext(uid, TOKENS[uid]).firestore()) as unknown as Firestore;

const DAY_MS = 86_400_000;

/** A message and its limits record in one batch, the way the page writes them. */
function sendAs(
  uid: string,
  id: string,
  data: Record<string, unknown>,
  move: 'open-window' | 'count-in-window' = 'open-window',
) {
  const firestore = db(uid);
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, `messages/${id}`), data);
  if (move === 'open-window') {
    batch.set(doc(firestore, `limits/${uid}`), {
      windowStart: serverTimestamp(),
      count: 1,
      lastMessageId: id,
    });
  } else {
    batch.update(doc(firestore, `limits/${uid}`), { count: increment(1), lastMessageId: id });
  }
  return batch.commit();
}

/** A message with a limits record written as given: what a forger would try. */
function sendWithLimits(uid: string, id: string, data: Record<string, unknown>, limits: object) {
  const firestore = db(uid);
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, `messages/${id}`), data);
  batch.set(doc(firestore, `limits/${uid}`), limits);
  return batch.commit();
}

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

  it('refuses reads, even of your own profile', async () => {
    await seed('users/alice', profile);
    await assertFails(getDoc(doc(db('alice'), 'users/alice')));
  });

  it('lets a signed-in user delete their own profile ("Delete my account")', async () => {
    await seed('users/alice', profile);
    await assertSucceeds(deleteDoc(doc(db('alice'), 'users/alice')));
    await testEnv.withSecurityRulesDisabled(async (context) => {
      const left = await getDoc(doc(context.firestore() as unknown as Firestore, 'users/alice'));
      expect(left.exists()).toBe(false);
    });
  });

  it("refuses deleting someone else's profile, or any profile when signed out", async () => {
    await seed('users/alice', profile);
    await assertFails(deleteDoc(doc(db('mallory'), 'users/alice')));
    await assertFails(deleteDoc(doc(db(null), 'users/alice')));
  });
});

describe('messages/{id}', () => {
  it('lets a signed-in user create a message in their own name, counted in the same batch', async () => {
    await assertSucceeds(sendAs('alice', '1767323045000', message));
  });

  it('accepts a message of exactly 200,000 characters', async () => {
    await assertSucceeds(
      sendAs('alice', '1767323045000', { ...message, message: 'x'.repeat(200_000) }),
    );
  });

  it('refuses a visitor who is not signed in', async () => {
    await assertFails(setDoc(doc(db(null), 'messages/1767323045000'), message));
  });

  it('refuses a message whose userId is someone else', async () => {
    await assertFails(sendAs('mallory', '1767323045000', message));
  });

  it('refuses an empty message', async () => {
    await assertFails(sendAs('alice', '1767323045000', { ...message, message: '' }));
  });

  it('refuses a message longer than 200,000 characters', async () => {
    await assertFails(
      sendAs('alice', '1767323045000', { ...message, message: 'x'.repeat(200_001) }),
    );
  });

  it('refuses extra or missing fields', async () => {
    await assertFails(sendAs('alice', '1767323045000', { ...message, spam: 'yes' }));
    await assertFails(sendAs('alice', '1767323045001', without(message, 'timestamp')));
  });

  it('refuses an id that is not epoch milliseconds', async () => {
    await assertFails(sendAs('alice', 'hello', message));
  });

  it('refuses reading, changing or deleting a message, even your own', async () => {
    await seed('messages/1767323045000', message);
    const own = doc(db('alice'), 'messages/1767323045000');
    await assertFails(getDoc(own));
    await assertFails(setDoc(own, { ...message, message: 'Edited.' }));
    await assertFails(deleteDoc(own));
  });

  it('refuses a message written alone, without its limits record', async () => {
    await assertFails(setDoc(doc(db('alice'), 'messages/1767323045000'), message));
  });

  it("refuses a name or an e-mail that is not the ID token's", async () => {
    await assertFails(sendAs('alice', '1767323045000', { ...message, name: 'Grace Hopper' }));
    await assertFails(sendAs('alice', '1767323045001', { ...message, email: 'grace@example.com' }));
  });

  it('accepts the e-mail as the name when the account has none, as the page writes it', async () => {
    const nameless = {
      ...message,
      userId: 'nameless',
      name: 'nameless@example.com',
      email: 'nameless@example.com',
    };
    await assertSucceeds(sendAs('nameless', '1767323045000', nameless));
    await assertFails(sendAs('nameless', '1767323045001', { ...nameless, name: 'Anyone' }));
  });

  it('refuses an account whose e-mail is not verified', async () => {
    await assertFails(sendAs('unverified', '1767323045000', { ...message, userId: 'unverified' }));
  });

  it('refuses a message that takes an id already used', async () => {
    await seed('messages/1767323045000', { ...message, userId: 'mallory' });
    await assertFails(sendAs('alice', '1767323045000', message));
  });
});

describe('limits/{uid}: two messages per account in 24 h, by the server clock', () => {
  it('counts the second message in the open window and refuses the third', async () => {
    await assertSucceeds(sendAs('alice', '1767323045000', message));
    await assertSucceeds(sendAs('alice', '1767323045001', message, 'count-in-window'));
    await assertFails(sendAs('alice', '1767323045002', message, 'count-in-window'));
    await assertFails(sendAs('alice', '1767323045002', message, 'open-window'));
  });

  it('opens a new window once 24 h have passed since the last one opened', async () => {
    const lastWeek = Timestamp.fromMillis(Date.now() - DAY_MS - 60_000);
    await seed('limits/alice', { windowStart: lastWeek, count: 2, lastMessageId: '1' });
    await assertSucceeds(sendAs('alice', '1767323045000', message));
  });

  it('refuses a new window while the current one is open', async () => {
    const anHourAgo = Timestamp.fromMillis(Date.now() - 3_600_000);
    await seed('limits/alice', { windowStart: anHourAgo, count: 2, lastMessageId: '1' });
    await assertFails(sendAs('alice', '1767323045000', message));
  });

  it('refuses a forged count or window start', async () => {
    await assertSucceeds(sendAs('alice', '1767323045000', message));
    const windowStart = Timestamp.fromMillis(Date.now() - 3_600_000);
    await assertFails(
      sendWithLimits('alice', '1767323045001', message, {
        windowStart: serverTimestamp(),
        count: 0,
        lastMessageId: '1767323045001',
      }),
    );
    await assertFails(
      sendWithLimits('alice', '1767323045002', message, {
        windowStart: Timestamp.fromMillis(Date.now() - 2 * DAY_MS),
        count: 1,
        lastMessageId: '1767323045002',
      }),
    );
    await assertFails(
      sendWithLimits(
        'mallory',
        '1767323045003',
        { ...message, userId: 'mallory', name: 'Mallory', email: 'mallory@example.com' },
        {
          windowStart,
          count: 1,
          lastMessageId: '1767323045003',
        },
      ),
    );
  });

  it('refuses a limits record moved without a new message of its own', async () => {
    await assertFails(
      setDoc(doc(db('alice'), 'limits/alice'), {
        windowStart: serverTimestamp(),
        count: 1,
        lastMessageId: '1767323045000',
      }),
    );
    await seed('messages/1767323045000', { ...message, userId: 'mallory' });
    await assertFails(
      setDoc(doc(db('alice'), 'limits/alice'), {
        windowStart: serverTimestamp(),
        count: 1,
        lastMessageId: '1767323045000',
      }),
    );
  });

  it("refuses deleting your own limits record, or anyone else's", async () => {
    await assertSucceeds(sendAs('alice', '1767323045000', message));
    await assertFails(deleteDoc(doc(db('alice'), 'limits/alice')));
    await assertFails(deleteDoc(doc(db('mallory'), 'limits/alice')));
  });

  it("lets an account read its own limits record and nobody else's", async () => {
    await assertSucceeds(sendAs('alice', '1767323045000', message));
    await assertSucceeds(getDoc(doc(db('alice'), 'limits/alice')));
    await assertFails(getDoc(doc(db('mallory'), 'limits/alice')));
    await assertFails(getDoc(doc(db(null), 'limits/alice')));
  });
});

it('refuses everything outside users and messages', async () => {
  await assertFails(setDoc(doc(db('alice'), 'settings/site'), { theme: 'dark' }));
  await assertFails(getDoc(doc(db('alice'), 'settings/site')));
});
