import { createAppThunk } from '../createAppThunk';
import type { AppThunkApi } from '../createAppThunk';
import { loadAccountLimit, loadSubmissionCount } from '../rateLimit/rateLimitThunks';
import type { GoogleProfile, StoredAuthUser } from '../ports';
import { flowToast } from '../ui/toasts';
import type { AuthProfile } from './authSlice';
import { selectSigningIn } from './authSlice';

/** The view's profile of an account: Google's answer, or authUser's (uid null until resumed). */
export function toProfile(
  user: Pick<GoogleProfile, 'displayName' | 'photoURL'> & { uid: string | null },
  email: string,
): AuthProfile {
  return {
    uid: user.uid,
    displayName: user.displayName || email,
    email,
    photoURL: user.photoURL ?? '',
  };
}

function toStoredUser(profile: AuthProfile): StoredAuthUser {
  return {
    email: profile.email,
    value: true,
    displayName: profile.displayName,
    photoURL: profile.photoURL,
  };
}

/**
 * users/{uid} (behaviour.md §7 call 2). Best-effort: the rules take one write a minute per account
 * and the free plan's daily writes are the whole site's, so a refused or failed write is logged and
 * tried again at the next sign-in; the visitor stays signed in.
 */
async function recordProfile({ extra }: AppThunkApi, uid: string, profile: AuthProfile) {
  try {
    await extra.userStore.mergeUser(uid, {
      name: profile.displayName,
      email: profile.email,
      photoURL: profile.photoURL,
      lastLogin: new Date(extra.clock.now()).toISOString(),
    });
  } catch (error) {
    console.warn('The profile was not saved; it is saved again at the next sign-in.', error);
  }
}

/**
 * What follows Google's answer, from a popup or a redirect: the profile, authUser, the toast
 * and the counts. Only a failure of Google's sign-in itself (popup closed, network, an
 * account without an e-mail) is the catalogue's 'Authentication failed' and leaves the
 * visitor signed out.
 */
async function completeSignIn(
  thunkApi: AppThunkApi,
  answer: () => Promise<GoogleProfile | 'redirecting' | null>,
): Promise<AuthProfile | 'redirecting' | null | 'failed'> {
  const { dispatch, extra } = thunkApi;
  let profile: AuthProfile;
  let uid: string;
  try {
    const user = await answer();
    if (user === null || user === 'redirecting') return user;
    // The e-mail scope is requested: an account without one cannot be answered.
    if (!user.email) throw new Error('The Google account gave no e-mail address.');
    profile = toProfile(user, user.email);
    uid = user.uid;
  } catch (error) {
    console.warn('Google sign-in failed.', error);
    // A popup that did succeed leaves a Firebase session behind: end it, so the
    // page and Firebase agree that the visitor is signed out.
    await extra.auth.signOut().catch(() => undefined);
    dispatch(flowToast('error', 'authFailed'));
    return 'failed';
  }
  await recordProfile(thunkApi, uid, profile);
  extra.sessionStore.save(toStoredUser(profile));
  dispatch(flowToast('success', 'signedIn'));
  // The counts matter only to a signed-in visitor: read them now, not on every page load.
  void dispatch(loadSubmissionCount());
  void dispatch(loadAccountLimit(profile.email));
  return profile;
}

/**
 * Google sign-in (behaviour.md §7 calls 1-2), in a popup; when the browser blocks the popup, the
 * page goes to Google and back instead, and finishRedirectSignIn completes it there.
 */
export const signInWithGoogle = createAppThunk(
  'auth/signInWithGoogle',
  async (_: void, thunkApi) => {
    const outcome = await completeSignIn(thunkApi, () => thunkApi.extra.auth.signInWithGoogle());
    if (outcome === 'failed' || outcome === null) return thunkApi.rejectWithValue('auth-failed');
    if (outcome === 'redirecting') return thunkApi.rejectWithValue('redirecting');
    return outcome;
  },
  { condition: (_, { getState }) => !selectSigningIn(getState()) },
);

/** On page load: the sign-in a redirect brought back, completed as a popup's would be. */
export const finishRedirectSignIn = createAppThunk(
  'auth/finishRedirectSignIn',
  async (_: void, thunkApi) => {
    const outcome = await completeSignIn(thunkApi, () => thunkApi.extra.auth.redirectResult());
    return outcome === 'failed' || outcome === 'redirecting' ? null : outcome;
  },
);

/** Not in the spec, expected by visitors: ends the Firebase session and forgets authUser. */
export const signOut = createAppThunk('auth/signOut', async (_: void, { dispatch, extra }) => {
  try {
    await extra.auth.signOut();
  } catch (error) {
    console.warn('Firebase sign-out failed; forgetting the local session anyway.', error);
  }
  extra.sessionStore.clear();
  dispatch(flowToast('success', 'signedOut'));
});
