/**
 * The theme dialog's rules (behaviour.md, "The theme dialog"): its states, how each action
 * changes them, what each press leads to, its toasts and their timings. The one source of them
 * for both runners:
 *  - the home page's store: themeDialogSlice.ts's reducers are `dialogChanges`, and the thunks
 *    of themeDialogThunks.ts dispatch each outcome of `toggleOutcomes`, `yesOutcomes` and
 *    `noOutcomes` as its action (`themeDialog/<change>`, `SET_DARK`, `SET_LIGHT`,
 *    `ui/toastShown`), so Redux DevTools lists them as before;
 *  - the documents' script (src/documents/themeToggle.ts), which runs the same functions on a
 *    plain object: the build's other pages carry no React, Redux or immer.
 * Pure and without imports, so either bundle takes only these few functions.
 */

/**
 * 0: closed; 1-3: the questions of the dialog, whose words are the catalogue's
 * `themeDialog.questions[step - 1]`.
 */
export type ThemeDialogStep = 0 | 1 | 2 | 3;

export interface ThemeDialogState {
  step: ThemeDialogStep;
  /** How many times the visitor answered Yes since the dialog opened. */
  yesCount: number;
  explanationOpen: boolean;
  /** What the visitor types in the explanation modal; it is never sent anywhere. */
  reasons: string;
}

export const initialThemeDialogState: ThemeDialogState = {
  step: 0,
  yesCount: 0,
  explanationOpen: false,
  reasons: '',
};

/** A Yes while the counter is already at this value ends the dialog with the imposter toast. */
export const YES_LIMIT = 2;

export const IMPOSTER_TOAST_MS = 4000;
export const EXPLANATION_REPLY_DELAY_MS = 300;
export const EXPLANATION_REPLY_TOAST_MS = 5000;
/** The spec leaves it open; the same as its sibling, the imposter toast. */
export const NIGHT_OWL_TOAST_MS = 4000;
/** Every toast of the dialog appears where the dialog was, top-center (like 'Coming Soon!'). */
export const THEME_TOAST_POSITION = 'top-center';

/**
 * How each action of the dialog changes its state, keyed by the action's name
 * (`themeDialog/<name>`). Each returns the state it was given when nothing changes.
 */
export const dialogChanges = {
  /** A fresh start at the first question, whatever was open before. */
  dialogOpened: (): ThemeDialogState => ({ ...initialThemeDialogState, step: 1 }),
  /** Yes below the limit: next question, one more yes. */
  yesAdvanced: (state: ThemeDialogState): ThemeDialogState =>
    state.step === 0 || state.step === 3
      ? state
      : { ...state, step: (state.step + 1) as ThemeDialogStep, yesCount: state.yesCount + 1 },
  /** Closes the dialog and forgets the answers. */
  dialogReset: (): ThemeDialogState => initialThemeDialogState,
  /**
   * Escape or the backdrop at a question: "never mind", not an answer. The theme stays, no
   * toast, and the next toggle starts afresh at the first question.
   */
  dialogDismissed: (state: ThemeDialogState): ThemeDialogState =>
    state.step === 0 ? state : initialThemeDialogState,
  /** No at a later question: the questions close, the explanation modal opens empty. */
  explanationOpened: (): ThemeDialogState => ({
    ...initialThemeDialogState,
    explanationOpen: true,
  }),
  reasonsChanged: (state: ThemeDialogState, reasons: string): ThemeDialogState => ({
    ...state,
    reasons,
  }),
  /** Cancel or Submit: the modal closes and the reasons are dropped. */
  explanationClosed: (state: ThemeDialogState): ThemeDialogState => ({
    ...state,
    explanationOpen: false,
    reasons: '',
  }),
};

/** The dialog's actions a press leads to (the others answer the dialog's own controls). */
export type DialogChange = 'dialogOpened' | 'yesAdvanced' | 'dialogReset' | 'explanationOpened';

/** A toast of the dialog: which words (a key of the catalogue's `messages`), how, how long. */
export interface DialogToast {
  kind: 'error' | 'blank';
  messageId: 'imposter' | 'nightOwl';
  position: typeof THEME_TOAST_POSITION;
  durationMs: number;
}

/** One thing a press does, in the order it is done: a change of the dialog, the theme, a toast. */
export type ThemeDialogOutcome =
  { change: DialogChange } | { darkMode: boolean } | { toast: DialogToast };

export const IMPOSTER_TOAST: DialogToast = {
  kind: 'error',
  messageId: 'imposter',
  position: THEME_TOAST_POSITION,
  durationMs: IMPOSTER_TOAST_MS,
};

export const NIGHT_OWL_TOAST: DialogToast = {
  kind: 'blank',
  messageId: 'nightOwl',
  position: THEME_TOAST_POSITION,
  durationMs: NIGHT_OWL_TOAST_MS,
};

/** The theme toggle: light goes dark at once (`SET_DARK`); dark asks first (`dialogOpened`). */
export function toggleOutcomes(darkMode: boolean): ThemeDialogOutcome[] {
  return darkMode ? [{ change: 'dialogOpened' }] : [{ darkMode: true }];
}

/** Yes: the next question, or the imposter verdict once the counter has reached the limit. */
export function yesOutcomes({ step, yesCount }: ThemeDialogState): ThemeDialogOutcome[] {
  if (step === 0) return [];
  if (yesCount < YES_LIMIT) return [{ change: 'yesAdvanced' }];
  return [{ change: 'dialogReset' }, { toast: IMPOSTER_TOAST }];
}

/** No: at step 1 the night-owl line (and light mode anyway); later, the explanation modal. */
export function noOutcomes({ step }: ThemeDialogState): ThemeDialogOutcome[] {
  if (step === 0) return [];
  // The product's quirk: the night-owl line, yet light mode is applied.
  if (step === 1)
    return [{ change: 'dialogReset' }, { darkMode: false }, { toast: NIGHT_OWL_TOAST }];
  return [{ change: 'explanationOpened' }, { darkMode: false }];
}

/**
 * Submit in the explanation modal: it closes (`explanationClosed`), and
 * EXPLANATION_REPLY_DELAY_MS later this toast answers with one of the canned lines
 * (`themeDialog.replies[index]`), picked by `random` in [0, 1).
 */
export function explanationReply(random: number, replies: number) {
  return {
    kind: 'blank',
    messageId: 'themeDialogReply',
    values: { index: Math.min(replies - 1, Math.floor(random * replies)) },
    position: THEME_TOAST_POSITION,
    durationMs: EXPLANATION_REPLY_TOAST_MS,
  } as const;
}
