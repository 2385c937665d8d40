/** @jest-environment node */
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, getApp } from 'firebase/app';
import { GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import type { Firestore, Timestamp } from 'firebase/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import { createFirebaseAuth } from '../../src/services/firebase/firebaseAuth';
import { createFirebaseClient } from '../../src/services/firebase/firebaseClient';
import {
  createFirestoreMessageStore,
  createFirestoreUserStore,
} from '../../src/services/firebase/firestoreStores';
import { host, localAppConfig, ports } from './support/stack';

// The app's own local-stack settings: project demo-portfolio on the emulators.
const client = createFirebaseClient(localAppConfig.firebase, localAppConfig.emulators);
const auth = createFirebaseAuth(client);
const users = createFirestoreUserStore(client);
const messages = createFirestoreMessageStore(client);
let testEnv: RulesTestEnvironment;

const DAY_MS = 86_400_000;

async function waitUntil(condition: () => boolean, timeoutMs = 5000) {
  const giveUpAt = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > giveUpAt) throw new Error('Timed out waiting.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What the Google popup would do; the Auth emulator accepts an unsigned id token. */
async function signInAs(sub: string, email: string, name: string) {
  const idToken = JSON.stringify({ sub, email, email_verified: true, name });
  const result = await signInWithCredential(
    await client.auth(),
    GoogleAuthProvider.credential(idToken),
  );
  return result.user.uid;
}

async function readBack(path: string) {
  let data: unknown;
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const snapshot = await getDoc(doc(context.firestore() as unknown as Firestore, path));
    data = snapshot.exists() ? snapshot.data() : undefined;
  });
  return data;
}

beforeAll(async () => {
  // Two tests expect refused writes; the SDK would warn about each.
  setLogLevel('silent');
  testEnv = await initializeTestEnvironment({
    projectId: localAppConfig.firebase.projectId,
    firestore: { host, port: ports.firestore },
  });
  await testEnv.clearFirestore();
  await fetch(
    `http://${host}:${ports.auth}/emulator/v1/projects/${localAppConfig.firebase.projectId}/accounts`,
    {
      method: 'DELETE',
    },
  );
});

afterAll(async () => {
  await auth.signOut();
  await deleteApp(getApp());
  await testEnv.cleanup();
});

it('has no current user before anyone signs in', async () => {
  await expect(auth.currentUser()).resolves.toBeNull();
});

it('reports the signed-in Google account as the current user', async () => {
  const uid = await signInAs('google-sub-1', 'ada@example.com', 'Ada Lovelace');
  await expect(auth.currentUser()).resolves.toEqual({
    uid,
    displayName: 'Ada Lovelace',
    email: 'ada@example.com',
    photoURL: null,
  });
});

it('merges the profile into users/{uid} with the server’s write time; a second write within a minute is refused', async () => {
  const uid = (await auth.currentUser())!.uid;
  const first = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    photoURL: '',
    lastLogin: new Date().toISOString(),
  };
  const before = Date.now();
  await users.mergeUser(uid, first);
  const stored = (await readBack(`users/${uid}`)) as Record<string, unknown>;
  expect(stored).toMatchObject(first);
  expect(Math.abs((stored.writtenAt as Timestamp).toMillis() - before)).toBeLessThan(60_000);

  await expect(
    users.mergeUser(uid, { ...first, lastLogin: new Date().toISOString() }),
  ).rejects.toMatchObject({ code: 'permission-denied' });
});

const ada = (uid: string, text: string, at: number) => ({
  userId: uid,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: text,
  timestamp: new Date(at).toISOString(),
});

it('grants a slot in limits/{email} at the server’s time, then records the message that spends it', async () => {
  const uid = (await auth.currentUser())!.uid;
  await expect(messages.readLimit('ada@example.com')).resolves.toBeNull();
  const before = Date.now();
  const grant = await messages.grantSlot('ada@example.com', 'open-window', before + 4 * DAY_MS);
  if (grant === 'refused') throw new Error('The first slot was refused.');
  expect(grant.record.count).toBe(1);
  // The window starts at the server's time (the emulator's clock is this machine's).
  expect(Math.abs(grant.grantedAt - before)).toBeLessThan(60_000);
  expect(grant.record.windowStart).toBe(grant.grantedAt);

  const id = String(grant.grantedAt);
  await expect(
    messages.addMessage(id, ada(uid, 'About the engine.', grant.grantedAt)),
  ).resolves.toBe('written');
  expect(await readBack(`messages/${id}`)).toEqual(ada(uid, 'About the engine.', grant.grantedAt));
  expect(await readBack('limits/ada@example.com')).toMatchObject({ count: 1, messageId: id });

  const second = await messages.grantSlot('ada@example.com', 'count-in-window', 0);
  expect(second).toMatchObject({ record: { count: 2, windowStart: grant.record.windowStart } });
  await expect(messages.readLimit('ada@example.com')).resolves.toEqual({
    count: 2,
    windowStart: grant.record.windowStart,
  });
});

it('is held to the security rules: no third slot, no message without a slot', async () => {
  const uid = (await auth.currentUser())!.uid;
  await expect(
    messages.grantSlot('ada@example.com', 'count-in-window', Date.now() + 4 * DAY_MS),
  ).resolves.toBe('refused');
  await expect(
    messages.grantSlot('ada@example.com', 'open-window', Date.now() + 4 * DAY_MS),
  ).resolves.toBe('refused');

  // The second slot is spent by one message; a further one has no slot to spend.
  const now = Date.now();
  await expect(messages.addMessage(String(now), ada(uid, 'Second.', now))).resolves.toBe('written');
  await expect(messages.addMessage(String(now + 1), ada(uid, 'Third.', now))).resolves.toBe(
    'refused',
  );
  expect(await readBack(`messages/${now + 1}`)).toBeUndefined();
});

it('tells each watcher of the signed-in account, and of its sign-out', async () => {
  const seen: (string | null)[] = [];
  const stop = auth.watchAccount((user) => seen.push(user?.email ?? null));
  await waitUntil(() => seen.length === 1);
  expect(seen).toEqual(['ada@example.com']);
  await auth.signOut();
  await waitUntil(() => seen.length === 2);
  expect(seen).toEqual(['ada@example.com', null]);
  stop();
  await signInAs('google-sub-1', 'ada@example.com', 'Ada Lovelace');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(seen).toEqual(['ada@example.com', null]);
});

it('signs out: no current user, and writes are refused', async () => {
  const uid = (await auth.currentUser())!.uid;
  await auth.signOut();
  await expect(auth.currentUser()).resolves.toBeNull();
  await expect(
    users.mergeUser(uid, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      photoURL: '',
      lastLogin: new Date().toISOString(),
    }),
  ).rejects.toMatchObject({ code: 'permission-denied' });
});
