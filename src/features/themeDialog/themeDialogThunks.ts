import { owner } from '../../content/owner';
import { createAppThunk } from '../createAppThunk';
import { setDark, setLight } from '../theme/themeSlice';
import { MESSAGES } from '../ui/toasts';
import { toastShown } from '../ui/uiSlice';
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
const NIGHT_OWL_TOAST_MS = 4000;

/** The theme toggle: light goes dark at once; dark asks first. */
export const themeToggleClicked = createAppThunk(
  'themeDialog/toggleClicked',
  async (_: void, { dispatch, getState }) => {
    if (getState().theme.darkMode) dispatch(dialogOpened());
    else dispatch(setDark());
  },
);

export const themeDialogAnsweredYes = createAppThunk(
  'themeDialog/answeredYes',
  async (_: void, { dispatch, getState }) => {
    const { step, yesCount } = getState().themeDialog;
    if (step === 0) return;
    if (yesCount < YES_LIMIT) {
      dispatch(yesAdvanced());
      return;
    }
    dispatch(dialogReset());
    dispatch(
      toastShown({
        kind: 'error',
        message: MESSAGES.imposter,
        position: 'top-center',
        durationMs: IMPOSTER_TOAST_MS,
      }),
    );
  },
);

export const themeDialogAnsweredNo = createAppThunk(
  'themeDialog/answeredNo',
  async (_: void, { dispatch, getState }) => {
    const { step } = getState().themeDialog;
    if (step === 0) return;
    if (step === 1) {
      // The spec's quirk: the night-owl line, yet light mode is applied.
      dispatch(dialogReset());
      dispatch(setLight());
      dispatch(
        toastShown({
          kind: 'blank',
          message: MESSAGES.nightOwl,
          position: 'top-center',
          durationMs: NIGHT_OWL_TOAST_MS,
        }),
      );
      return;
    }
    dispatch(explanationOpened());
    dispatch(setLight());
  },
);

/** Submit in the explanation modal: close, wait 300 ms, answer with a random canned line. */
export const explanationSubmitted = createAppThunk(
  'themeDialog/explanationSubmitted',
  async (_: void, { dispatch, extra }) => {
    dispatch(explanationClosed());
    await extra.clock.sleep(EXPLANATION_REPLY_DELAY_MS);
    const replies = owner.themeDialogMessages;
    const index = Math.min(replies.length - 1, Math.floor(extra.random.next() * replies.length));
    dispatch(
      toastShown({
        kind: 'blank',
        message: replies[index],
        position: 'top-center',
        durationMs: EXPLANATION_REPLY_TOAST_MS,
      }),
    );
  },
);
