import { createAppThunk } from '../createAppThunk';
import type { AppThunk } from '../createAppThunk';
import { loadAccountLimit } from '../rateLimit/rateLimitThunks';
import { sessionRestored, sessionResumed } from './authSlice';
import { toProfile } from './authThunks';

/**
 * On page load: the signed-in view comes back from authUser (`auth/sessionRestored`), its uid
 * unknown until Firebase resumes its session (resumeAccount).
 */
export function restoreSession(): AppThunk {
  return (dispatch, _getState, { sessionStore }) => {
    const stored = sessionStore.load();
    if (stored) dispatch(sessionRestored(toProfile({ ...stored, uid: null }, stored.email)));
  };
}

/**
 * A view restored from authUser, once Firebase has resumed its session: the uid, and the
 * account's limit from the server. Without a Firebase session the view stays as authUser
 * left it; a send then asks for a new sign-in.
 */
export const resumeAccount = createAppThunk(
  'auth/resumeAccount',
  async (_: void, { dispatch, extra }) => {
    const user = await extra.auth.currentUser();
    if (!user) return;
    dispatch(sessionResumed(user.uid));
    if (user.email) await dispatch(loadAccountLimit(user.email));
  },
);
