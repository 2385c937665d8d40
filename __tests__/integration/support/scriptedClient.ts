/**
 * A visitor's script with no page: it signs in with Google through the Auth emulator's REST
 * API and commits writes straight to Firestore's REST API, as anyone with a valid ID token
 * can. It plays the attacker for the rules (see docs/security.md).
 */
import { host, localAppConfig, ports } from './stack';

const projectId = localAppConfig.firebase.projectId;
const documentsRoot = `projects/${projectId}/databases/(default)/documents`;

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  emailVerified?: boolean;
}

export interface ScriptedSession {
  uid: string;
  idToken: string;
  refreshToken: string;
}

/** Signs in with an (emulated) Google ID token and returns Firebase's ID token for it. */
export async function signInWithGoogleRest(identity: GoogleIdentity): Promise<ScriptedSession> {
  const googleToken = JSON.stringify({
    sub: identity.sub,
    email: identity.email,
    email_verified: identity.emailVerified ?? true,
    name: identity.name,
  });
  const response = await fetch(
    `http://${host}:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=scripted`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        postBody: `providerId=google.com&id_token=${encodeURIComponent(googleToken)}`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as {
    localId?: string;
    idToken?: string;
    refreshToken?: string;
  };
  if (!response.ok || !body.localId || !body.idToken || !body.refreshToken) {
    throw new Error(`Sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { uid: body.localId, idToken: body.idToken, refreshToken: body.refreshToken };
}

export type FieldValue =
  { stringValue: string } | { integerValue: string } | { timestampValue: string };

export interface RestWrite {
  update: { name: string; fields: Record<string, FieldValue> };
  /** Without it, an update replaces the whole document. */
  updateMask?: { fieldPaths: string[] };
  currentDocument?: { exists: boolean };
  updateTransforms?: unknown[];
}

const documentName = (path: string) => `${documentsRoot}/${path}`;

export function strings(data: Record<string, string>): Record<string, FieldValue> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, { stringValue: value }]),
  );
}

/** messages/{id} as a new document. */
export function messageWrite(id: string, data: Record<string, string>): RestWrite {
  return {
    update: { name: documentName(`messages/${id}`), fields: strings(data) },
    currentDocument: { exists: false },
  };
}

/** users/{uid} merged as the page does at sign-in, with the server's time of the write. */
export function profileWrite(uid: string, fields: Record<string, string>): RestWrite {
  return {
    update: { name: documentName(`users/${uid}`), fields: strings(fields) },
    updateMask: { fieldPaths: Object.keys(fields) },
    updateTransforms: [{ fieldPath: 'writtenAt', setToServerValue: 'REQUEST_TIME' }],
  };
}

const DAY_MS = 86_400_000;

/** limits/{email}: a slot that opens a window at the server's time, as the page takes it. */
export function openWindowWrite(email: string): RestWrite {
  return {
    update: {
      name: documentName(`limits/${email}`),
      fields: {
        count: { integerValue: '1' },
        messageId: { stringValue: '' },
        expireAt: { timestampValue: new Date(Date.now() + 4 * DAY_MS).toISOString() },
      },
    },
    updateTransforms: [
      { fieldPath: 'windowStart', setToServerValue: 'REQUEST_TIME' },
      { fieldPath: 'slotAt', setToServerValue: 'REQUEST_TIME' },
    ],
  };
}

/** limits/{email}: one more slot in the open window. */
export function countInWindowWrite(email: string): RestWrite {
  return {
    update: { name: documentName(`limits/${email}`), fields: strings({ messageId: '' }) },
    updateMask: { fieldPaths: ['messageId'] },
    currentDocument: { exists: true },
    updateTransforms: [
      { fieldPath: 'count', increment: { integerValue: '1' } },
      { fieldPath: 'slotAt', setToServerValue: 'REQUEST_TIME' },
    ],
  };
}

/** limits/{email}: the slot spent by message `id` (committed with that message). */
export function spendWrite(email: string, id: string): RestWrite {
  return {
    update: { name: documentName(`limits/${email}`), fields: strings({ messageId: id }) },
    updateMask: { fieldPaths: ['messageId'] },
    currentDocument: { exists: true },
  };
}

/** limits/{email} with the fields as given: what a forger would write. */
export function forgedLimitsWrite(email: string, fields: Record<string, FieldValue>): RestWrite {
  return { update: { name: documentName(`limits/${email}`), fields } };
}

/** Auth's accounts:update, as `updateProfile` does it: the account's display name, self-chosen. */
export async function setDisplayName(session: ScriptedSession, displayName: string) {
  const update = await fetch(
    `http://${host}:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:update?key=scripted`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken: session.idToken, displayName }),
    },
  );
  if (!update.ok) throw new Error(`accounts:update failed: ${update.status}`);
  // A refreshed ID token carries the new name claim.
  const refresh = await fetch(
    `http://${host}:${ports.auth}/securetoken.googleapis.com/v1/token?key=scripted`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `grant_type=refresh_token&refresh_token=${encodeURIComponent(session.refreshToken)}`,
    },
  );
  const body = (await refresh.json()) as { id_token?: string };
  if (!refresh.ok || !body.id_token) throw new Error(`Token refresh failed: ${refresh.status}`);
  return { ...session, idToken: body.id_token };
}

/** One atomic commit; true when it landed, false when the rules refused it. */
export async function commit(session: ScriptedSession, writes: RestWrite[]): Promise<boolean> {
  const response = await fetch(`http://${host}:${ports.firestore}/v1/${documentsRoot}:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.idToken}` },
    body: JSON.stringify({ writes }),
  });
  if (response.ok) return true;
  const body = await response.text();
  if (response.status === 403) return false;
  throw new Error(`Commit failed: ${response.status} ${body}`);
}

/** Reads a document as the session; null when refused or absent. */
export async function readAs(session: ScriptedSession, path: string): Promise<unknown> {
  const response = await fetch(`http://${host}:${ports.firestore}/v1/${documentName(path)}`, {
    headers: { Authorization: `Bearer ${session.idToken}` },
  });
  if (!response.ok) return null;
  return response.json();
}
