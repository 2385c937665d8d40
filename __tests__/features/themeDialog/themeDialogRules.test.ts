import fs from 'node:fs';
import path from 'node:path';
import {
  dialogChanges,
  explanationReply,
  IMPOSTER_TOAST,
  initialThemeDialogState,
  NIGHT_OWL_TOAST,
  noOutcomes,
  toggleOutcomes,
  yesOutcomes,
} from '../../../src/features/themeDialog/themeDialogRules';
import type { ThemeDialogState } from '../../../src/features/themeDialog/themeDialogRules';
import { themeDialogSlice } from '../../../src/features/themeDialog/themeDialogSlice';

const at = (step: ThemeDialogState['step'], yesCount: number): ThemeDialogState => ({
  ...initialThemeDialogState,
  step,
  yesCount,
});

describe("the theme dialog's rules", () => {
  it('import nothing, so the documents’ script can take them without Redux or immer', () => {
    const source = fs.readFileSync(
      path.resolve(__dirname, '../../../src/features/themeDialog/themeDialogRules.ts'),
      'utf8',
    );
    expect(source).not.toMatch(/^\s*import\b/m);
    expect(source).not.toMatch(/\brequire\(|\bimport\(/);
  });

  it.each([
    ['light: dark at once', toggleOutcomes(false), [{ darkMode: true }]],
    ['dark: the first question', toggleOutcomes(true), [{ change: 'dialogOpened' }]],
    ['Yes at step 1', yesOutcomes(at(1, 0)), [{ change: 'yesAdvanced' }]],
    ['Yes at step 2', yesOutcomes(at(2, 1)), [{ change: 'yesAdvanced' }]],
    [
      'Yes at step 3: the imposter',
      yesOutcomes(at(3, 2)),
      [{ change: 'dialogReset' }, { toast: IMPOSTER_TOAST }],
    ],
    [
      'No at step 1: light and the night owl',
      noOutcomes(at(1, 0)),
      [{ change: 'dialogReset' }, { darkMode: false }, { toast: NIGHT_OWL_TOAST }],
    ],
    [
      'No at step 2: the explanation, light',
      noOutcomes(at(2, 1)),
      [{ change: 'explanationOpened' }, { darkMode: false }],
    ],
    [
      'No at step 3: the explanation, light',
      noOutcomes(at(3, 2)),
      [{ change: 'explanationOpened' }, { darkMode: false }],
    ],
    ['Yes while closed: nothing', yesOutcomes(initialThemeDialogState), []],
    ['No while closed: nothing', noOutcomes(initialThemeDialogState), []],
  ])('%s', (_, outcomes, expected) => {
    expect(outcomes).toEqual(expected);
  });

  it('time and place the toasts as the spec says', () => {
    expect(IMPOSTER_TOAST).toEqual({
      kind: 'error',
      messageId: 'imposter',
      position: 'top-center',
      durationMs: 4000,
    });
    expect(NIGHT_OWL_TOAST.durationMs).toBe(4000);
    expect(explanationReply(0, 7).values.index).toBe(0);
    expect(explanationReply(0.99999, 7).values.index).toBe(6);
    expect(explanationReply(1, 7).values.index).toBe(6);
    expect(explanationReply(0.5, 7).durationMs).toBe(5000);
  });

  it('are what the slice does with each action of the same name', () => {
    const { reducer, actions } = themeDialogSlice;
    const states = [initialThemeDialogState, at(1, 0), at(2, 1), at(3, 2)];
    for (const state of states) {
      expect(reducer(state, actions.yesAdvanced())).toEqual(dialogChanges.yesAdvanced(state));
      expect(reducer(state, actions.dialogDismissed())).toEqual(
        dialogChanges.dialogDismissed(state),
      );
      expect(reducer(state, actions.explanationOpened())).toEqual(
        dialogChanges.explanationOpened(),
      );
      expect(reducer(state, actions.reasonsChanged('x'))).toEqual(
        dialogChanges.reasonsChanged(state, 'x'),
      );
    }
  });
});
