import type { AppStartListening, AppThunk } from '../createAppThunk';
import type { GoogleProfile } from '../ports';
import { loadAccountLimit } from '../rateLimit/rateLimitThunks';
import type { RootState } from '../rootReducer';
import { accountSwitched, selectShownProfile, signedOutElsewhere } from './authSlice';
import { toProfile } from './authThunks';

/** The account Firebase has confirmed for this view, or null (signed out, or not resumed yet). */
const confirmedUid = (state: RootState) => selectShownProfile(state)?.uid ?? null;

/**
 * Firebase's signed-in account changed, here or in another tab: a sign-out signs this view
 * out; another account signs it in as that account. The same account changes nothing.
 */
export function followFirebaseAccount(user: GoogleProfile | null): AppThunk {
  return (dispatch, getState) => {
    const shown = selectShownProfile(getState());
    if (!shown || (user?.uid === shown.uid && user.email === shown.email)) return;
    if (!user?.email) {
      dispatch(signedOutElsewhere());
      return;
    }
    dispatch(accountSwitched(toProfile(user, user.email)));
    void dispatch(loadAccountLimit(user.email));
  };
}

/**
 * Every tab follows Firebase's own sign-in state: from the moment Firebase confirms an account
 * for this view until the view is signed out, each change Firebase reports is followed.
 */
export function addAccountWatch(startListening: AppStartListening) {
  startListening({
    predicate: (_action, state, previous) =>
      confirmedUid(state) !== null && confirmedUid(state) !== confirmedUid(previous),
    effect: async (_action, api) => {
      // A switch to another account restarts the watch for it.
      api.cancelActiveListeners();
      const stop = api.extra.auth.watchAccount((user) => api.dispatch(followFirebaseAccount(user)));
      try {
        await api.condition((_next, state) => confirmedUid(state) === null);
      } finally {
        stop();
      }
    },
  });
}
