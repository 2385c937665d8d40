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
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { host, ports, rulesFile } from './support/stack';

let testEnv: RulesTestEnvironment;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The ID token's claims of each test account, as Google sign-in gives them. */
const TOKENS: Record<string, { email: string; name?: string; email_verified: boolean }> = {
  alice: { email: 'alice@example.com', name: 'Alice Example', email_verified: true },
  mallory: { email: 'mallory@example.com', name: 'Mallory', email_verified: true },
  nameless: { email: 'nameless@example.com', email_verified: true },
  unverified: { email: 'alice@example.com', name: 'Alice Example', email_verified: false },
  // A display name set through Auth's accounts:update: a claim of ownership, reversed by U+202E.
  impostor: {
    email: 'impostor@example.com',
    name: 'Aarav Mehta (site owner)\u202Emoc.elpmaxe@rotsopmi',
    email_verified: true,
  },
};

// rules-unit-testing hands out compat instances; the modular functions accept them.
const db = (uid: string | null) =>
  (uid === null
    ? testEnv.unauthenticatedContext().firestore()
    : testEnv.authenticatedContext(uid, TOKENS[uid]).firestore()) as unknown as Firestore;

const emailOf = (uid: string) => TOKENS[uid].email;
const iso = (ms: number) => new Date(ms).toISOString();

/** users/{uid} as the page writes it at sign-in. */
const profileFor = (uid: string) => ({
  name: TOKENS[uid].name ?? TOKENS[uid].email,
  email: TOKENS[uid].email,
  photoURL: 'https://lh3.googleusercontent.com/a/photo.png',
  lastLogin: iso(Date.now()),
  writtenAt: serverTimestamp(),
});

const writeProfile = (uid: string, data: Record<string, unknown>, as = uid) =>
  setDoc(doc(db(as), `users/${uid}`), data, { merge: true });

let lastId = Date.now();
/** A fresh message id: epoch ms, as the page takes it. */
const freshId = () => String(Math.max(Date.now(), ++lastId));

const messageFor = (uid: string, text = 'Hello, I would like to talk about a role.') => ({
  userId: uid,
  name: TOKENS[uid].name ?? TOKENS[uid].email,
  email: TOKENS[uid].email,
  message: text,
  timestamp: iso(Date.now()),
});

/** The page's slot grant: a new window (create or after 24 h) or one more in the open one. */
function grantSlot(uid: string, move: 'open-window' | 'count-in-window' = 'open-window') {
  const ref = doc(db(uid), `limits/${emailOf(uid)}`);
  if (move === 'count-in-window') {
    return updateDoc(ref, { count: increment(1), slotAt: serverTimestamp(), messageId: '' });
  }
  return setDoc(ref, {
    windowStart: serverTimestamp(),
    count: 1,
    slotAt: serverTimestamp(),
    messageId: '',
    expireAt: Timestamp.fromMillis(Date.now() + 4 * DAY_MS),
  });
}

/** The page's record of a sent message: messages/{id} spending the account's slot. */
function spendSlot(uid: string, id: string, data: Record<string, unknown>, as = uid) {
  const firestore = db(as);
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, `messages/${id}`), data);
  batch.update(doc(firestore, `limits/${emailOf(as)}`), { messageId: id });
  return batch.commit();
}

async function seed(path: string, data: Record<string, unknown>): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore() as unknown as Firestore, path), data);
  });
}

/** A limits record as the server would hold it, with its window and slot at these times. */
function limitsRecord(windowStartMs: number, count: number, slotAtMs: number, messageId = '') {
  return {
    windowStart: Timestamp.fromMillis(windowStartMs),
    count,
    slotAt: Timestamp.fromMillis(slotAtMs),
    messageId,
    expireAt: Timestamp.fromMillis(windowStartMs + DAY_MS),
  };
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

describe('users/{uid}: the four fields of the spec, bounded, at most once a minute', () => {
  it('lets a signed-in visitor write their own profile with a merge write', async () => {
    await assertSucceeds(writeProfile('alice', profileFor('alice')));
  });

  it('accepts an empty photo and the e-mail as the name of an account without one', async () => {
    await assertSucceeds(writeProfile('nameless', { ...profileFor('nameless'), photoURL: '' }));
  });

  it('refuses a visitor who is not signed in, and writing someone else’s profile', async () => {
    await assertFails(writeProfile('alice', profileFor('alice'), 'mallory'));
    await assertFails(setDoc(doc(db(null), 'users/alice'), profileFor('alice')));
  });

  it('refuses a 1 MB name, a name over 256 characters and an empty one', async () => {
    await assertFails(
      writeProfile('alice', { ...profileFor('alice'), name: 'x'.repeat(1_000_000) }),
    );
    await assertFails(writeProfile('alice', { ...profileFor('alice'), name: 'x'.repeat(257) }));
    await assertFails(writeProfile('alice', { ...profileFor('alice'), name: '' }));
    await assertSucceeds(writeProfile('alice', { ...profileFor('alice'), name: 'x'.repeat(256) }));
  });

  it('refuses a name with a bidi override or a control character', async () => {
    await assertFails(
      writeProfile('alice', { ...profileFor('alice'), name: 'Alice\u202Eelpmaxe' }),
    );
    await assertFails(writeProfile('alice', { ...profileFor('alice'), name: 'Alice\u0007' }));
    await assertFails(writeProfile('alice', { ...profileFor('alice'), name: 'Alice\nAdmin' }));
  });

  it('refuses an e-mail that is not the token’s verified one', async () => {
    await assertFails(
      writeProfile('alice', { ...profileFor('alice'), email: 'grace@example.com' }),
    );
    await assertFails(writeProfile('unverified', { ...profileFor('unverified') }));
  });

  it('refuses a photo that is not https: a javascript: URL, http, a 3 KB URL', async () => {
    const photo = (photoURL: unknown) =>
      writeProfile('alice', { ...profileFor('alice'), photoURL });
    await assertFails(photo('javascript:alert(document.domain)'));
    await assertFails(photo('http://example.com/a.png'));
    await assertFails(photo(`https://example.com/${'a'.repeat(3000)}`));
    await assertFails(photo('https://example.com/a b.png'));
    await assertFails(photo(null));
  });

  it('refuses a lastLogin that is not an ISO time near the server’s', async () => {
    const login = (lastLogin: unknown) =>
      writeProfile('alice', { ...profileFor('alice'), lastLogin });
    await assertFails(login('not a date'));
    await assertFails(login('1999-01-01T00:00:00.000Z'));
    await assertFails(login(iso(Date.now() + 6 * MINUTE_MS)));
    await assertFails(login(iso(Date.now() - 6 * MINUTE_MS)));
    await assertFails(login(`${iso(Date.now())}${'x'.repeat(1000)}`));
    await assertSucceeds(login(iso(Date.now() - 4 * MINUTE_MS)));
  });

  it('refuses a write time that is not the server’s', async () => {
    await assertFails(
      writeProfile('alice', { ...profileFor('alice'), writtenAt: Timestamp.now() }),
    );
    const withoutWriteTime: Record<string, unknown> = profileFor('alice');
    delete withoutWriteTime.writtenAt;
    await assertFails(writeProfile('alice', withoutWriteTime));
  });

  it('refuses any other field, and a merge that would keep an extra stored field', async () => {
    await assertFails(writeProfile('alice', { ...profileFor('alice'), admin: true }));
    await seed('users/alice', {
      ...profileFor('alice'),
      writtenAt: Timestamp.fromMillis(0),
      role: 'owner',
    });
    await assertFails(writeProfile('alice', profileFor('alice')));
  });

  it('takes the next write only a minute after the last one, by the server’s clock', async () => {
    await assertSucceeds(writeProfile('alice', profileFor('alice')));
    await assertFails(writeProfile('alice', profileFor('alice')));

    const stored = { ...profileFor('alice'), writtenAt: Timestamp.fromMillis(Date.now() - 55_000) };
    await seed('users/alice', stored);
    await assertFails(writeProfile('alice', profileFor('alice')));

    await seed('users/alice', { ...stored, writtenAt: Timestamp.fromMillis(Date.now() - 61_000) });
    await assertSucceeds(writeProfile('alice', profileFor('alice')));
  });

  it('throttles a profile written before writtenAt existed like any other', async () => {
    const older: Record<string, unknown> = profileFor('alice');
    delete older.writtenAt;
    await seed('users/alice', older);
    await assertSucceeds(writeProfile('alice', profileFor('alice')));
    await assertFails(writeProfile('alice', profileFor('alice')));
  });

  it('refuses reads, even of your own profile', async () => {
    await seed('users/alice', { ...profileFor('alice'), writtenAt: Timestamp.now() });
    await assertFails(getDoc(doc(db('alice'), 'users/alice')));
  });

  it('lets a signed-in user delete their own profile ("Delete my account")', async () => {
    await seed('users/alice', { ...profileFor('alice'), writtenAt: Timestamp.now() });
    await assertSucceeds(deleteDoc(doc(db('alice'), 'users/alice')));
    await testEnv.withSecurityRulesDisabled(async (context) => {
      const left = await getDoc(doc(context.firestore() as unknown as Firestore, 'users/alice'));
      expect(left.exists()).toBe(false);
    });
  });

  it("refuses deleting someone else's profile, or any profile when signed out", async () => {
    await seed('users/alice', { ...profileFor('alice'), writtenAt: Timestamp.now() });
    await assertFails(deleteDoc(doc(db('mallory'), 'users/alice')));
    await assertFails(deleteDoc(doc(db(null), 'users/alice')));
  });
});

describe('limits/{email}: a slot per message, two in 24 h, granted before the e-mail', () => {
  it('grants a slot that opens a window, a second one, and refuses a third', async () => {
    await assertSucceeds(grantSlot('alice'));
    await assertSucceeds(grantSlot('alice', 'count-in-window'));
    await assertFails(grantSlot('alice', 'count-in-window'));
    await assertFails(grantSlot('alice', 'open-window'));
  });

  it('opens a new window once 24 h have passed since the last one opened', async () => {
    const now = Date.now();
    await seed(
      `limits/${emailOf('alice')}`,
      limitsRecord(now - DAY_MS - MINUTE_MS, 2, now - DAY_MS),
    );
    await assertSucceeds(grantSlot('alice'));
  });

  it('refuses a new window while the current one is open, a minute before its end', async () => {
    const now = Date.now();
    await seed(`limits/${emailOf('alice')}`, limitsRecord(now - DAY_MS + MINUTE_MS, 2, now - 1000));
    await assertFails(grantSlot('alice'));
  });

  it('refuses a forged count, window start, slot time or expiry', async () => {
    const ref = doc(db('alice'), `limits/${emailOf('alice')}`);
    const forged = (fields: Record<string, unknown>) =>
      setDoc(ref, {
        windowStart: serverTimestamp(),
        count: 1,
        slotAt: serverTimestamp(),
        messageId: '',
        expireAt: Timestamp.fromMillis(Date.now() + 2 * DAY_MS),
        ...fields,
      });
    await assertFails(forged({ count: 0 }));
    await assertFails(forged({ windowStart: Timestamp.fromMillis(Date.now() - 2 * DAY_MS) }));
    await assertFails(forged({ slotAt: Timestamp.fromMillis(Date.now() + DAY_MS) }));
    await assertFails(forged({ expireAt: Timestamp.fromMillis(Date.now() + 365 * DAY_MS) }));
    await assertFails(forged({ expireAt: Timestamp.fromMillis(Date.now() + DAY_MS - MINUTE_MS) }));
    await assertFails(forged({ expireAt: '2030-01-01T00:00:00.000Z' }));
    await assertFails(forged({ messageId: freshId() }));
    await assertFails(forged({ extra: true }));
    await assertSucceeds(forged({}));
  });

  it('refuses a grant in another account’s record or from an unverified e-mail', async () => {
    const ref = (uid: string) => doc(db(uid), `limits/${emailOf('alice')}`);
    await assertFails(
      setDoc(ref('mallory'), {
        windowStart: serverTimestamp(),
        count: 1,
        slotAt: serverTimestamp(),
        messageId: '',
      }),
    );
    await assertFails(grantSlot('unverified'));
  });

  it('refuses a slot to an account whose name has a bidi override', async () => {
    await assertFails(grantSlot('impostor'));
  });

  it("refuses deleting your own limits record, or anyone else's", async () => {
    await assertSucceeds(grantSlot('alice'));
    await assertFails(deleteDoc(doc(db('alice'), `limits/${emailOf('alice')}`)));
    await assertFails(deleteDoc(doc(db('mallory'), `limits/${emailOf('alice')}`)));
  });

  it('reads only your own limits record', async () => {
    await assertSucceeds(grantSlot('alice'));
    await assertSucceeds(getDoc(doc(db('alice'), `limits/${emailOf('alice')}`)));
    await assertFails(getDoc(doc(db('mallory'), `limits/${emailOf('alice')}`)));
    await assertFails(getDoc(doc(db(null), `limits/${emailOf('alice')}`)));
  });
});

describe('messages/{epoch ms}: spends the slot, in the token’s name, bounded', () => {
  async function slotThenSpend(uid: string, data: Record<string, unknown>, id = freshId()) {
    await assertSucceeds(grantSlot(uid));
    return spendSlot(uid, id, data);
  }

  it('lands a message that spends its account’s slot, in the page’s shape', async () => {
    await assertSucceeds(slotThenSpend('alice', messageFor('alice')));
  });

  it('keeps line breaks and tabs, and accepts exactly 200,000 characters', async () => {
    await assertSucceeds(slotThenSpend('alice', messageFor('alice', 'Hi,\n\tthanks!\r\n— A')));
    await testEnv.clearFirestore();
    await assertSucceeds(slotThenSpend('alice', messageFor('alice', 'x'.repeat(200_000))));
  });

  it('refuses a message without a slot, or written alone', async () => {
    await assertFails(setDoc(doc(db('alice'), `messages/${freshId()}`), messageFor('alice')));
    const firestore = db('alice');
    const batch = writeBatch(firestore);
    const id = freshId();
    batch.set(doc(firestore, `messages/${id}`), messageFor('alice'));
    batch.set(
      doc(firestore, `limits/${emailOf('alice')}`),
      limitsRecord(Date.now(), 1, Date.now(), id),
    );
    await assertFails(batch.commit());
  });

  it('refuses a second message on one slot, and a slot over ten minutes old', async () => {
    await assertSucceeds(slotThenSpend('alice', messageFor('alice')));
    await assertFails(spendSlot('alice', freshId(), messageFor('alice')));

    const now = Date.now();
    await seed(
      `limits/${emailOf('alice')}`,
      limitsRecord(now - 11 * MINUTE_MS, 1, now - 11 * MINUTE_MS),
    );
    await assertFails(spendSlot('alice', freshId(), messageFor('alice')));
    await seed(
      `limits/${emailOf('alice')}`,
      limitsRecord(now - 9 * MINUTE_MS, 1, now - 9 * MINUTE_MS),
    );
    await assertSucceeds(spendSlot('alice', freshId(), messageFor('alice')));
  });

  it('refuses a timestamp of 1 MB, of another shape, or far from the server’s time', async () => {
    const at = async (timestamp: unknown) => {
      await testEnv.clearFirestore();
      return slotThenSpend('alice', { ...messageFor('alice'), timestamp });
    };
    await assertFails(at(`${iso(Date.now())}${'x'.repeat(1_000_000)}`));
    await assertFails(at('1999-01-01T00:00:00.000Z'));
    await assertFails(at(iso(Date.now() + 25 * 3_600_000)));
    await assertFails(at('2026-11-25 10:42'));
    await assertFails(at(Date.now()));
    await assertSucceeds(at(iso(Date.now() + 4 * MINUTE_MS)));
  });

  it('refuses an id far in the future or the past, or not epoch milliseconds', async () => {
    for (const id of [
      '90000000000000000000',
      String(Date.now() + 6 * MINUTE_MS),
      String(Date.now() - DAY_MS),
      'hello',
      '0001767323045000',
    ]) {
      await testEnv.clearFirestore();
      await assertFails(
        slotThenSpend(
          'alice',
          { ...messageFor('alice'), timestamp: '1999-01-01T00:00:00.000Z' },
          id,
        ),
      );
      await testEnv.clearFirestore();
      await assertFails(slotThenSpend('alice', messageFor('alice'), id));
    }
  });

  it('refuses a message of white space and invisible characters only', async () => {
    for (const text of [
      '',
      '   ',
      ' \t\n\u200B',
      '\u200B\u200C\u200D\u2060\uFEFF\u00AD',
      '\u3000\u00A0',
    ]) {
      await testEnv.clearFirestore();
      await assertFails(slotThenSpend('alice', messageFor('alice', text)));
    }
  });

  it('refuses bidi overrides and control characters in the text', async () => {
    for (const text of ['Pay \u202Eeciovni', 'Ring\u0007', 'Isolate \u2067x\u2069', 'NUL\u0000']) {
      await testEnv.clearFirestore();
      await assertFails(slotThenSpend('alice', messageFor('alice', text)));
    }
  });

  it('refuses a message over 200,000 characters', async () => {
    await assertFails(slotThenSpend('alice', messageFor('alice', 'x'.repeat(200_001))));
  });

  it('refuses a name, e-mail or userId that is not the token’s', async () => {
    for (const forged of [
      { name: 'Grace Hopper' },
      { email: 'grace@example.com' },
      { userId: 'grace' },
    ]) {
      await testEnv.clearFirestore();
      await assertFails(slotThenSpend('alice', { ...messageFor('alice'), ...forged }));
    }
  });

  it('takes the e-mail as the name of an account without one, nothing else', async () => {
    await assertSucceeds(slotThenSpend('nameless', messageFor('nameless')));
    await testEnv.clearFirestore();
    await assertFails(slotThenSpend('nameless', { ...messageFor('nameless'), name: 'Anyone' }));
  });

  it('refuses an account whose e-mail is not verified', async () => {
    await seed(`limits/${emailOf('alice')}`, limitsRecord(Date.now(), 1, Date.now()));
    await assertFails(spendSlot('unverified', freshId(), { ...messageFor('unverified') }));
  });

  it('refuses spending another account’s slot', async () => {
    await assertSucceeds(grantSlot('alice'));
    const firestore = db('mallory');
    const batch = writeBatch(firestore);
    const id = freshId();
    batch.set(doc(firestore, `messages/${id}`), messageFor('mallory'));
    batch.update(doc(firestore, `limits/${emailOf('alice')}`), { messageId: id });
    await assertFails(batch.commit());
  });

  it('refuses an id already taken, and the page’s own batch replayed', async () => {
    const id = freshId();
    await assertSucceeds(slotThenSpend('alice', messageFor('alice'), id));
    await assertFails(spendSlot('alice', id, messageFor('alice')));
    await assertSucceeds(grantSlot('alice', 'count-in-window'));
    await assertFails(spendSlot('alice', id, messageFor('alice')));
  });

  it('refuses reading, changing or deleting a message, even your own', async () => {
    const id = freshId();
    await assertSucceeds(slotThenSpend('alice', messageFor('alice'), id));
    const own = doc(db('alice'), `messages/${id}`);
    await assertFails(getDoc(own));
    await assertFails(setDoc(own, { ...messageFor('alice'), message: 'Edited.' }));
    await assertFails(deleteDoc(own));
  });
});

it('refuses everything outside users, limits and messages', async () => {
  await assertFails(setDoc(doc(db('alice'), 'settings/site'), { theme: 'dark' }));
  await assertFails(getDoc(doc(db('alice'), 'settings/site')));
});
