/** @jest-environment node */
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, getApp } from 'firebase/app';
import { GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
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

it('merges the profile into users/{uid}, on first and later sign-ins', async () => {
  const uid = (await auth.currentUser())!.uid;
  const first = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    photoURL: '',
    lastLogin: '2026-01-02T03:04:05.000Z',
  };
  await users.mergeUser(uid, first);
  expect(await readBack(`users/${uid}`)).toEqual(first);

  const later = { ...first, lastLogin: '2026-03-04T05:06:07.000Z' };
  await users.mergeUser(uid, later);
  expect(await readBack(`users/${uid}`)).toEqual(later);
});

it('writes messages/{epoch ms} with its limits record in one batch, and reads the record', async () => {
  const uid = (await auth.currentUser())!.uid;
  const message = {
    userId: uid,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'I would like to hear about the analytical engine.',
    timestamp: '2026-01-02T03:04:05.000Z',
  };
  await expect(messages.readLimit(uid)).resolves.toBeNull();
  const before = Date.now();
  await expect(messages.addMessage('1767323045000', message, 'open-window')).resolves.toBe(
    'written',
  );
  expect(await readBack('messages/1767323045000')).toEqual(message);
  const opened = await messages.readLimit(uid);
  expect(opened?.count).toBe(1);
  // The window starts at the server's time (the emulator's clock is this machine's).
  expect(Math.abs(opened!.windowStart - before)).toBeLessThan(60_000);

  await expect(
    messages.addMessage(
      '1767323045001',
      { ...message, message: 'And a second.' },
      'count-in-window',
    ),
  ).resolves.toBe('written');
  await expect(messages.readLimit(uid)).resolves.toEqual({
    count: 2,
    windowStart: opened!.windowStart,
  });
});

it('is held to the security rules: the third message in the window is refused', async () => {
  const uid = (await auth.currentUser())!.uid;
  const third = {
    userId: uid,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'A third.',
    timestamp: '2026-01-02T03:04:05.000Z',
  };
  await expect(messages.addMessage('1767323045002', third, 'count-in-window')).resolves.toBe(
    'refused',
  );
  await expect(messages.addMessage('1767323045002', third, 'open-window')).resolves.toBe('refused');
  expect(await readBack('messages/1767323045002')).toBeUndefined();
  await expect(messages.readLimit(uid)).resolves.toMatchObject({ count: 2 });
});

it('is held to the security rules: no message in another user name', async () => {
  await expect(
    messages.addMessage(
      '1767323045003',
      {
        userId: 'someone-else',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'Spoofed.',
        timestamp: '2026-01-02T03:04:05.000Z',
      },
      'open-window',
    ),
  ).resolves.toBe('refused');
  expect(await readBack('messages/1767323045003')).toBeUndefined();
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
      lastLogin: '2026-05-06T07:08:09.000Z',
    }),
  ).rejects.toMatchObject({ code: 'permission-denied' });
});
