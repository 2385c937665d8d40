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
  const body = (await response.json()) as { localId?: string; idToken?: string };
  if (!response.ok || !body.localId || !body.idToken) {
    throw new Error(`Sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { uid: body.localId, idToken: body.idToken };
}

type FieldValue = { stringValue: string } | { integerValue: string } | { timestampValue: string };

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

/** limits/{uid}: a new window that starts at the server's time, with this message. */
export function openWindowWrite(uid: string, messageId: string): RestWrite {
  return {
    update: {
      name: documentName(`limits/${uid}`),
      fields: { count: { integerValue: '1' }, lastMessageId: { stringValue: messageId } },
    },
    updateTransforms: [{ fieldPath: 'windowStart', setToServerValue: 'REQUEST_TIME' }],
  };
}

/** limits/{uid}: the open window's count, one more, with this message. */
export function countInWindowWrite(uid: string, messageId: string): RestWrite {
  return {
    update: {
      name: documentName(`limits/${uid}`),
      fields: { lastMessageId: { stringValue: messageId } },
    },
    updateMask: { fieldPaths: ['lastMessageId'] },
    currentDocument: { exists: true },
    updateTransforms: [{ fieldPath: 'count', increment: { integerValue: '1' } }],
  };
}

/** limits/{uid} with the fields as given: what a forger would write. */
export function forgedLimitsWrite(uid: string, fields: Record<string, FieldValue>): RestWrite {
  return { update: { name: documentName(`limits/${uid}`), fields } };
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
