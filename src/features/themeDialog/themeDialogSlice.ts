import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/**
 * 0: closed; 1-3: the questions of the dialog (behaviour.md, "The theme dialog"), whose words are
 * the catalogue's `themeDialog.questions[step - 1]`.
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

export const themeDialogSlice = createSlice({
  name: 'themeDialog',
  initialState: initialThemeDialogState,
  reducers: {
    /** A fresh start at the first question, whatever was open before. */
    dialogOpened(): ThemeDialogState {
      return { ...initialThemeDialogState, step: 1 };
    },
    /** Yes below the limit: next question, one more yes. */
    yesAdvanced(state) {
      if (state.step === 0 || state.step === 3) return;
      state.step = (state.step + 1) as ThemeDialogStep;
      state.yesCount += 1;
    },
    /** Closes the dialog and forgets the answers. */
    dialogReset() {
      return initialThemeDialogState;
    },
    /**
     * Escape or the backdrop at a question: "never mind", not an answer. The theme stays,
     * no toast, and the next toggle starts afresh at the first question.
     */
    dialogDismissed(state) {
      if (state.step === 0) return;
      return initialThemeDialogState;
    },
    explanationOpened(state) {
      state.step = 0;
      state.yesCount = 0;
      state.explanationOpen = true;
      state.reasons = '';
    },
    reasonsChanged(state, action: PayloadAction<string>) {
      state.reasons = action.payload;
    },
    explanationClosed(state) {
      state.explanationOpen = false;
      state.reasons = '';
    },
  },
  selectors: {
    selectThemeDialog: (dialog) => dialog,
    selectExplanationOpen: (dialog) => dialog.explanationOpen,
    /** A question or the explanation is open, covering the page. */
    selectThemeDialogOpen: (dialog) => dialog.step !== 0 || dialog.explanationOpen,
  },
});

export const {
  dialogOpened,
  yesAdvanced,
  dialogReset,
  dialogDismissed,
  explanationOpened,
  reasonsChanged,
  explanationClosed,
} = themeDialogSlice.actions;

export const { selectThemeDialog, selectExplanationOpen, selectThemeDialogOpen } =
  themeDialogSlice.selectors;
