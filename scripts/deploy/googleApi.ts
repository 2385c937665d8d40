import type { Finding } from './findings';
import { notChecked } from './findings';

/** Google's REST APIs as doctor reads them: one GET, its status and JSON body. */
export interface GoogleOrigins {
  identityToolkit: string;
  firestore: string;
  rules: string;
  appCheck: string;
}

export const GOOGLE_ORIGINS: GoogleOrigins = {
  identityToolkit: 'https://identitytoolkit.googleapis.com',
  firestore: 'https://firestore.googleapis.com',
  rules: 'https://firebaserules.googleapis.com',
  appCheck: 'https://firebaseappcheck.googleapis.com',
};

export interface ProjectInput {
  projectId: string;
  apiKey: string;
  /** The host the site is served on (SITE_URL's). */
  siteHost: string;
  /** firestore.rules as in the repository. */
  rules: string;
  /** firestore.indexes.json's TTL field: { collectionGroup: 'limits', fieldPath: 'expireAt' }. */
  ttl: { collectionGroup: string; fieldPath: string } | null;
  /** An OAuth access token with read access to the project; else why there is none. */
  token: { value: string } | { none: string };
  origins?: GoogleOrigins;
  /** Milliseconds before an API that does not answer counts as unreachable. */
  timeoutMs?: number;
}

export type Answer = { status: number; body: Record<string, unknown> } | { unreachable: string };

export async function get(url: string, token: string | null, timeoutMs: number): Promise<Answer> {
  try {
    const response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { text };
    }
    return { status: response.status, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { unreachable: cause?.code ?? cause?.message ?? (error as Error).name };
  }
}

/** Google's error message in an error body: { error: { message, status } }. */
export const errorOf = (body: Record<string, unknown>) => {
  const error = body.error as { message?: string; status?: string } | undefined;
  return error?.message ?? error?.status ?? JSON.stringify(body).slice(0, 120);
};

/** An answer that says nothing about the project: the credential's, or the network's. */
export function unread(check: string, answer: Answer): Finding | null {
  if ('unreachable' in answer)
    return notChecked(check, `Google's API did not answer (${answer.unreachable})`);
  if (answer.status === 401 || answer.status === 403) {
    return notChecked(
      check,
      `the Google credential may not read it (${answer.status}: ${errorOf(answer.body)})`,
    );
  }
  return null;
}

/** The parts of a call every check shares. */
export interface Call {
  input: ProjectInput;
  origins: GoogleOrigins;
  token: string;
  timeoutMs: number;
}
