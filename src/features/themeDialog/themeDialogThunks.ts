import type { UnknownAction } from '@reduxjs/toolkit';
import { createAppThunk } from '../createAppThunk';
import type { AppThunk, AppThunkApi } from '../createAppThunk';
import { selectDarkMode, setDark, setLight } from '../theme/themeSlice';
import { showToast } from '../ui/toasts';
import {
  EXPLANATION_REPLY_DELAY_MS,
  explanationReply,
  noOutcomes,
  toggleOutcomes,
  yesOutcomes,
} from './themeDialogRules';
import type { DialogChange, ThemeDialogOutcome } from './themeDialogRules';
import {
  dialogOpened,
  dialogReset,
  explanationClosed,
  explanationOpened,
  selectExplanationOpen,
  selectThemeDialog,
  yesAdvanced,
} from './themeDialogSlice';

// What the dialog does is decided by themeDialogRules.ts (the documents' script follows the
// same rules); these thunks dispatch each outcome as its action, in order.
const CHANGES: Record<DialogChange, () => UnknownAction> = {
  dialogOpened,
  yesAdvanced,
  dialogReset,
  explanationOpened,
};

function dispatchOutcomes(dispatch: AppThunkApi['dispatch'], outcomes: ThemeDialogOutcome[]) {
  for (const outcome of outcomes) {
    if ('change' in outcome) dispatch(CHANGES[outcome.change]());
    else if ('darkMode' in outcome) dispatch(outcome.darkMode ? setDark() : setLight());
    else dispatch(showToast(outcome.toast));
  }
}

/** The theme toggle: light goes dark at once (`SET_DARK`); dark asks first (`dialogOpened`). */
export function themeToggleClicked(): AppThunk {
  return (dispatch, getState) =>
    dispatchOutcomes(dispatch, toggleOutcomes(selectDarkMode(getState())));
}

/** Yes: the next question, or the imposter verdict once the counter has reached the limit. */
export function themeDialogAnsweredYes(): AppThunk {
  return (dispatch, getState) =>
    dispatchOutcomes(dispatch, yesOutcomes(selectThemeDialog(getState())));
}

/** No: at step 1 the night-owl line (and light mode anyway); later, the explanation modal. */
export function themeDialogAnsweredNo(): AppThunk {
  return (dispatch, getState) =>
    dispatchOutcomes(dispatch, noOutcomes(selectThemeDialog(getState())));
}

/** Submit in the explanation modal: close, wait 300 ms, answer with a random canned line. */
export const explanationSubmitted = createAppThunk(
  'themeDialog/explanationSubmitted',
  async (_: void, { dispatch, extra }) => {
    // Closing also drops the reasons: they are never sent anywhere.
    dispatch(explanationClosed());
    await extra.clock.sleep(EXPLANATION_REPLY_DELAY_MS);
    dispatch(
      showToast(explanationReply(extra.random.next(), extra.texts.themeDialog.replies.length)),
    );
  },
  { condition: (_, { getState }) => selectExplanationOpen(getState()) },
);
