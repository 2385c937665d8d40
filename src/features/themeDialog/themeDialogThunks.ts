import { createAppThunk } from '../createAppThunk';
import type { AppThunk } from '../createAppThunk';
import { selectDarkMode, setDark, setLight } from '../theme/themeSlice';
import { showToast } from '../ui/toasts';
import type { ToastPosition } from '../ui/uiSlice';
import {
  dialogOpened,
  dialogReset,
  explanationClosed,
  explanationOpened,
  selectExplanationOpen,
  selectThemeDialog,
  yesAdvanced,
  YES_LIMIT,
} from './themeDialogSlice';

export const IMPOSTER_TOAST_MS = 4000;
export const EXPLANATION_REPLY_DELAY_MS = 300;
export const EXPLANATION_REPLY_TOAST_MS = 5000;
/** The spec leaves it open; the same as its sibling, the imposter toast. */
export const NIGHT_OWL_TOAST_MS = 4000;
/** Every toast of the dialog appears where the dialog was, top-center (like 'Coming Soon!'). */
export const THEME_TOAST_POSITION: ToastPosition = 'top-center';

/** The theme toggle: light goes dark at once (`SET_DARK`); dark asks first (`dialogOpened`). */
export function themeToggleClicked(): AppThunk {
  return (dispatch, getState) => {
    if (selectDarkMode(getState())) dispatch(dialogOpened());
    else dispatch(setDark());
  };
}

/** Yes: the next question, or the imposter verdict once the counter has reached the limit. */
export function themeDialogAnsweredYes(): AppThunk {
  return (dispatch, getState) => {
    const { step, yesCount } = selectThemeDialog(getState());
    if (step === 0) return;
    if (yesCount < YES_LIMIT) {
      dispatch(yesAdvanced());
      return;
    }
    dispatch(dialogReset());
    dispatch(
      showToast({
        kind: 'error',
        messageId: 'imposter',
        position: THEME_TOAST_POSITION,
        durationMs: IMPOSTER_TOAST_MS,
      }),
    );
  };
}

/** No: at step 1 the night-owl line (and light mode anyway); later, the explanation modal. */
export function themeDialogAnsweredNo(): AppThunk {
  return (dispatch, getState) => {
    const { step } = selectThemeDialog(getState());
    if (step === 0) return;
    if (step === 1) {
      // The product's quirk: the night-owl line, yet light mode is applied.
      dispatch(dialogReset());
      dispatch(setLight());
      dispatch(
        showToast({
          kind: 'blank',
          messageId: 'nightOwl',
          position: THEME_TOAST_POSITION,
          durationMs: NIGHT_OWL_TOAST_MS,
        }),
      );
      return;
    }
    dispatch(explanationOpened());
    dispatch(setLight());
  };
}

/** Submit in the explanation modal: close, wait 300 ms, answer with a random canned line. */
export const explanationSubmitted = createAppThunk(
  'themeDialog/explanationSubmitted',
  async (_: void, { dispatch, extra }) => {
    // Closing also drops the reasons: they are never sent anywhere.
    dispatch(explanationClosed());
    await extra.clock.sleep(EXPLANATION_REPLY_DELAY_MS);
    const { length } = extra.texts.themeDialog.replies;
    const index = Math.min(length - 1, Math.floor(extra.random.next() * length));
    dispatch(
      showToast({
        kind: 'blank',
        messageId: 'themeDialogReply',
        values: { index },
        position: THEME_TOAST_POSITION,
        durationMs: EXPLANATION_REPLY_TOAST_MS,
      }),
    );
  },
  { condition: (_, { getState }) => selectExplanationOpen(getState()) },
);
