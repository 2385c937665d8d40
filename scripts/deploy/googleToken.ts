/**
 * A Google access token for doctor's online checks, from what firebase-tools already uses:
 * GOOGLE_OAUTH_ACCESS_TOKEN when set; else `npx firebase login`'s account, or Application Default
 * Credentials (GOOGLE_APPLICATION_CREDENTIALS, which google-github-actions/auth sets in CI).
 * firebase-tools ships no types for these modules.
 */
interface Account {
  user: unknown;
  tokens: unknown;
}
/* eslint-disable @typescript-eslint/no-require-imports */
const auth = () =>
  require('firebase-tools/lib/auth') as { getGlobalDefaultAccount(): Account | undefined };
const requireAuth = () =>
  require('firebase-tools/lib/requireAuth') as { requireAuth(options: object): Promise<unknown> };
const apiv2 = () => require('firebase-tools/lib/apiv2') as { getAccessToken(): Promise<string> };
/* eslint-enable @typescript-eslint/no-require-imports */

export type Token = { value: string } | { none: string };

export const NO_CREDENTIAL =
  'no Google credential: `npx firebase login` (or GOOGLE_APPLICATION_CREDENTIALS, or GOOGLE_OAUTH_ACCESS_TOKEN) lets doctor read it';

export async function googleToken(env: Record<string, string | undefined>): Promise<Token> {
  const given = env.GOOGLE_OAUTH_ACCESS_TOKEN?.trim();
  if (given) return { value: given };
  const account = auth().getGlobalDefaultAccount();
  // Without either, google-auth-library would wait on a metadata server that is not there.
  if (!account && !env.GOOGLE_APPLICATION_CREDENTIALS) return { none: NO_CREDENTIAL };
  try {
    await requireAuth().requireAuth({ user: account?.user, tokens: account?.tokens });
    return { value: await apiv2().getAccessToken() };
  } catch (error) {
    return { none: `the Google credential gave no token (${(error as Error).message})` };
  }
}
