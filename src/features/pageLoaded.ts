import { restoreSession } from './auth/authThunks';
import { createAppThunk } from './createAppThunk';
import { loadSubmissionCount } from './rateLimit/rateLimitThunks';

/**
 * Once per page load: the signed-in view from authUser and, for a signed-in visitor only,
 * the stored submission count (so a signed-out first view never loads the database code).
 */
export const pageLoaded = createAppThunk(
  'app/pageLoaded',
  async (_: void, { dispatch, getState }) => {
    await dispatch(restoreSession());
    if (getState().auth.IsAuthenticated) await dispatch(loadSubmissionCount());
  },
);
