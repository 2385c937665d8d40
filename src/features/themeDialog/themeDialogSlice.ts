import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { dialogChanges, initialThemeDialogState } from './themeDialogRules';

// The state, its rules and their numbers live in themeDialogRules.ts, which the documents'
// script runs too; the slice names them as its actions, for DevTools.
export { initialThemeDialogState, YES_LIMIT } from './themeDialogRules';
export type { ThemeDialogState, ThemeDialogStep } from './themeDialogRules';

export const themeDialogSlice = createSlice({
  name: 'themeDialog',
  initialState: initialThemeDialogState,
  // Each reducer is the rule of the same name: it returns the next state (immer takes it).
  reducers: {
    dialogOpened: dialogChanges.dialogOpened,
    yesAdvanced: dialogChanges.yesAdvanced,
    dialogReset: dialogChanges.dialogReset,
    dialogDismissed: dialogChanges.dialogDismissed,
    explanationOpened: dialogChanges.explanationOpened,
    reasonsChanged: (state, action: PayloadAction<string>) =>
      dialogChanges.reasonsChanged(state, action.payload),
    explanationClosed: dialogChanges.explanationClosed,
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
