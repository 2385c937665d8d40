import { readFile, writeFile } from 'node:fs/promises';
import type { BrowserStack } from './stackState';

/** The emulators' admin token: reads and deletes past the security rules. */
const OWNER = { Authorization: 'Bearer owner' };

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

/** A fresh start: no accounts, no documents, an empty inbox. */
export async function resetStack(stack: BrowserStack): Promise<void> {
  await Promise.all([
    fetch(`${stack.auth}/emulator/v1/projects/${stack.projectId}/accounts`, {
      method: 'DELETE',
    }).then((r) => ok(r, 'Clearing the Auth emulator')),
    fetch(
      `${stack.firestore}/emulator/v1/projects/${stack.projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    ).then((r) => ok(r, 'Clearing the Firestore emulator')),
    writeFile(stack.inboxFile, ''),
  ]);
}

type FirestoreValue = {
  stringValue?: string;
  booleanValue?: boolean;
  integerValue?: string;
  timestampValue?: string;
};

export interface StoredDocument {
  id: string;
  fields: Record<string, string | boolean | number | undefined>;
}

function plain(document: { name: string; fields?: Record<string, FirestoreValue> }) {
  const fields: StoredDocument['fields'] = {};
  for (const [key, value] of Object.entries(document.fields ?? {})) {
    fields[key] =
      value.stringValue ??
      value.timestampValue ??
      value.booleanValue ??
      (value.integerValue === undefined ? undefined : Number(value.integerValue));
  }
  return { id: document.name.split('/').pop() ?? '', fields };
}

/** Every document of a top-level collection, read through the emulator's REST API. */
export async function listDocuments(
  stack: BrowserStack,
  collection: string,
): Promise<StoredDocument[]> {
  const response = await ok(
    await fetch(
      `${stack.firestore}/v1/projects/${stack.projectId}/databases/(default)/documents/${collection}`,
      { headers: OWNER },
    ),
    `Reading ${collection}`,
  );
  const body = (await response.json()) as {
    documents?: { name: string; fields?: Record<string, FirestoreValue> }[];
  };
  return (body.documents ?? []).map(plain);
}

export interface AuthAccount {
  localId: string;
  email?: string;
  displayName?: string;
  providerUserInfo?: { providerId: string }[];
}

/** The Auth emulator's record of an account. */
export async function lookUpAccount(stack: BrowserStack, uid: string): Promise<AuthAccount | null> {
  const response = await ok(
    await fetch(
      `${stack.auth}/identitytoolkit.googleapis.com/v1/projects/${stack.projectId}/accounts:lookup`,
      {
        method: 'POST',
        headers: { ...OWNER, 'Content-Type': 'application/json' },
        body: JSON.stringify({ localId: [uid] }),
      },
    ),
    'Looking up an account',
  );
  const body = (await response.json()) as { users?: AuthAccount[] };
  return body.users?.[0] ?? null;
}

export interface InboxLine {
  receivedAt: string;
  message: string;
  authenticated_email: string;
  authenticated_name: string;
}

/** What the local inbox accepted, one JSON line per message. */
export async function readInbox(stack: BrowserStack): Promise<InboxLine[]> {
  const text = await readFile(stack.inboxFile, 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as InboxLine);
}

/** Moves the start of an account's window on the server, as if time had passed. */
export async function moveAccountWindow(
  stack: BrowserStack,
  email: string,
  windowStart: number,
): Promise<void> {
  const name = `projects/${stack.projectId}/databases/(default)/documents/limits/${email}`;
  await ok(
    await fetch(`${stack.firestore}/v1/${name}?updateMask.fieldPaths=windowStart`, {
      method: 'PATCH',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fields: { windowStart: { timestampValue: new Date(windowStart).toISOString() } },
      }),
    }),
    'Moving the account window',
  );
}

/** The start of an account's window on the server (epoch ms), or null without a record. */
export async function accountWindowStart(
  stack: BrowserStack,
  email: string,
): Promise<number | null> {
  const response = await fetch(
    `${stack.firestore}/v1/projects/${stack.projectId}/databases/(default)/documents/limits/${email}`,
    { headers: OWNER },
  );
  if (response.status === 404) return null;
  const body = (await (await ok(response, 'Reading limits')).json()) as {
    fields: { windowStart: { timestampValue: string } };
  };
  return Date.parse(body.fields.windowStart.timestampValue);
}
