import { createAppThunk } from '../createAppThunk';
import { loadSubmissionCount } from '../rateLimit/rateLimitThunks';
import type { GoogleProfile, StoredAuthUser } from '../ports';
import { flowToast } from '../ui/toasts';
import type { AuthProfile } from './authSlice';

function toProfile(user: GoogleProfile, email: string): AuthProfile {
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

/** On page load: the signed-in view comes back from authUser (SPEC §4). */
export const restoreSession = createAppThunk(
  'auth/restoreSession',
  async (_: void, { extra }): Promise<AuthProfile | null> => {
    const stored = extra.sessionStore.load();
    if (!stored) return null;
    return {
      uid: null,
      displayName: stored.displayName,
      email: stored.email,
      photoURL: stored.photoURL,
    };
  },
);

/**
 * Google popup sign-in, users/{uid} merge write, authUser, toast (SPEC §7 calls 1-2).
 * Any failure on the way (popup closed or blocked, network, the profile write) is the
 * catalogue's 'Authentication failed' and leaves the visitor signed out.
 */
export const signInWithGoogle = createAppThunk(
  'auth/signInWithGoogle',
  async (_: void, { dispatch, extra, rejectWithValue }) => {
    let profile: AuthProfile;
    try {
      const user = await extra.auth.signInWithGoogle();
      // The e-mail scope is requested: an account without one cannot be answered.
      if (!user.email) throw new Error('The Google account gave no e-mail address.');
      profile = toProfile(user, user.email);
      await extra.userStore.mergeUser(user.uid, {
        name: profile.displayName,
        email: profile.email,
        photoURL: profile.photoURL,
        lastLogin: new Date(extra.clock.now()).toISOString(),
      });
    } catch (error) {
      console.warn('Google sign-in failed.', error);
      // A popup that did succeed leaves a Firebase session behind: end it, so the
      // page and Firebase agree that the visitor is signed out.
      await extra.auth.signOut().catch(() => undefined);
      dispatch(flowToast('error', 'authFailed'));
      return rejectWithValue('auth-failed');
    }
    extra.sessionStore.save(toStoredUser(profile));
    dispatch(flowToast('success', 'signedIn'));
    // The count matters only to a signed-in visitor: read it now, not on every page load.
    void dispatch(loadSubmissionCount());
    return profile;
  },
  { condition: (_, { getState }) => getState().auth.status !== 'signingIn' },
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
