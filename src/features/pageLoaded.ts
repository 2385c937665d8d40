import { restoreSession } from './auth/authThunks';
import { createAppThunk } from './createAppThunk';
import { loadSubmissionCount } from './rateLimit/rateLimitThunks';

/** Once per page load: the signed-in view from authUser and the stored submission count. */
export const pageLoaded = createAppThunk('app/pageLoaded', async (_: void, { dispatch }) => {
  await Promise.all([dispatch(restoreSession()), dispatch(loadSubmissionCount())]);
});
