import { selectIsAuthenticated } from './auth/authSlice';
import { finishRedirectSignIn } from './auth/authThunks';
import { restoreSession, resumeAccount } from './auth/sessionThunks';
import { messageChanged } from './contactForm/contactFormSlice';
import { createAppThunk } from './createAppThunk';
import { loadSubmissionCount } from './rateLimit/rateLimitThunks';

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
    dispatch(restoreSession());
    // A redirect sign-in reads its counts itself, like a popup's.
    if ((await dispatch(finishRedirectSignIn()).unwrap()) !== null) return;
    if (!selectIsAuthenticated(getState())) return;
    void dispatch(resumeAccount());
    await dispatch(loadSubmissionCount());
  },
);
