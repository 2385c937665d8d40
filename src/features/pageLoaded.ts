import { sessionResumed } from './auth/authSlice';
import { finishRedirectSignIn, restoreSession } from './auth/authThunks';
import { messageChanged } from './contactForm/contactFormSlice';
import { createAppThunk } from './createAppThunk';
import { loadAccountLimit, loadSubmissionCount } from './rateLimit/rateLimitThunks';

/**
 * A view restored from authUser, once Firebase has resumed its session: the uid, and the
 * account's limit from the server. Without a Firebase session the view stays as authUser
 * left it (SPEC §4); a send then asks for a new sign-in.
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

/**
 * Once per page load: the message the visitor was writing in this tab, the signed-in view
 * from authUser or from a redirect sign-in that just came back and, for a signed-in visitor
 * only, the stored submission count and the account's limit on the server (so a signed-out
 * first view never loads the database code or Firebase).
 */
export const pageLoaded = createAppThunk(
  'app/pageLoaded',
  async (_: void, { dispatch, extra, getState }) => {
    const draft = extra.draftStore.load();
    if (draft !== '') dispatch(messageChanged(draft));
    await dispatch(restoreSession());
    // A redirect sign-in reads its counts itself, like a popup's.
    if ((await dispatch(finishRedirectSignIn()).unwrap()) !== null) return;
    if (!getState().auth.IsAuthenticated) return;
    void dispatch(resumeAccount());
    await dispatch(loadSubmissionCount());
  },
);
