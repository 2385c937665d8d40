import type { AppStartListening } from '../createAppThunk';
import type { RootState } from '../rootReducer';
import { SUBMISSION_WINDOW_MS } from './rateLimitRules';
import { selectWindowStart, windowEnded } from './rateLimitSlice';

/**
 * The longest single wait. Timers stand still while a computer sleeps (and hidden tabs are
 * throttled), so the clock is read again at least this often and the limit lifts on time.
 */
export const WINDOW_CHECK_MS = 60_000;

const changedWindow = (_action: unknown, state: RootState, previous: RootState) =>
  selectWindowStart(state) !== selectWindowStart(previous);

/**
 * Whenever the window whose end lifts the limit changes, one watch waits for its end, then
 * lifts the limit (`windowEnded`), so the banner goes and Send comes back at the reset time
 * shown. A new window (or none) cancels the watch of the old one.
 */
export function addSubmissionWindowWatch(startListening: AppStartListening) {
  startListening({
    predicate: changedWindow,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const windowStart = selectWindowStart(api.getState());
      if (windowStart === null) return;
      const { clock } = api.extra;
      const windowEnd = windowStart + SUBMISSION_WINDOW_MS;
      for (let now = clock.now(); now < windowEnd; now = clock.now()) {
        // Cancelled, the timer is cleared and the effect ends quietly (pause).
        await api.pause(clock.sleep(Math.min(windowEnd - now, WINDOW_CHECK_MS), api.signal));
      }
      api.dispatch(windowEnded(windowStart));
    },
  });
}
