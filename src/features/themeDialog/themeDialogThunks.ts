import { createAppThunk } from '../createAppThunk';
import type { RootState } from '../rootReducer';
import { setDark, setLight } from '../theme/themeSlice';
import { showToast } from '../ui/toasts';
import type { ToastPosition } from '../ui/uiSlice';
import {
  dialogOpened,
  dialogReset,
  explanationClosed,
  explanationOpened,
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

const questionShown = (state: RootState) => state.themeDialog.step !== 0;

/** The theme toggle: light goes dark at once; dark asks first. */
export const themeToggleClicked = createAppThunk(
  'themeDialog/toggleClicked',
  async (_: void, { dispatch, getState }) => {
    if (getState().theme.darkMode) dispatch(dialogOpened());
    else dispatch(setDark());
  },
);

/** Yes: the next question, or the imposter verdict once the counter has reached the limit. */
export const themeDialogAnsweredYes = createAppThunk(
  'themeDialog/answeredYes',
  async (_: void, { dispatch, getState }) => {
    if (getState().themeDialog.yesCount < YES_LIMIT) {
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
  },
  { condition: (_, { getState }) => questionShown(getState()) },
);

/** No: at step 1 the night-owl line (and light mode anyway); later, the explanation modal. */
export const themeDialogAnsweredNo = createAppThunk(
  'themeDialog/answeredNo',
  async (_: void, { dispatch, getState }) => {
    if (getState().themeDialog.step === 1) {
      // The spec's quirk: the night-owl line, yet light mode is applied.
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
  },
  { condition: (_, { getState }) => questionShown(getState()) },
);

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
  { condition: (_, { getState }) => getState().themeDialog.explanationOpen },
);
