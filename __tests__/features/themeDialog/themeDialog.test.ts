import { storedDarkMode } from '../../../src/startup/storedTheme';
import { persistTheme } from '../../../src/app/themePersistence';
import type { AppStore, PreloadedAppState } from '../../../src/app/store';
import {
  dialogDismissed,
  explanationClosed,
  initialThemeDialogState,
  reasonsChanged,
} from '../../../src/features/themeDialog/themeDialogSlice';
import type { ThemeDialogState } from '../../../src/features/themeDialog/themeDialogSlice';
import {
  explanationSubmitted,
  themeDialogAnsweredNo,
  themeDialogAnsweredYes,
  themeToggleClicked,
} from '../../../src/features/themeDialog/themeDialogThunks';
import { createTestStore } from '../../support/testStore';
import { en } from '../../support/sample';

/** The question the dialog shows, in English: its words for the state's step. */
const selectThemeDialogQuestion = ({ themeDialog: { step } }: ReturnType<AppStore['getState']>) =>
  step === 0 ? null : en.themeDialog.questions[step - 1];

const Q1 = "You don't like dark mode?";
const Q2 = 'Are you a developer?';
const Q3 = "Wait... a dev that doesn't like dark mode? Are you sure?";
const IMPOSTER = 'You are an imposter. Real devs fear the light!';
const NIGHT_OWL = 'Ahh, a fellow night owl';

/** A store whose every call to the outside world is recorded, with the dice set to `random`. */
function setup(preloadedState: PreloadedAppState = {}, random = 0) {
  return createTestStore({
    preloadedState,
    services: { random: { next: () => random } },
    logged: 'every call',
  });
}

const dialogAt = (step: ThemeDialogState['step'], yesCount: number): PreloadedAppState => ({
  theme: { darkMode: true },
  themeDialog: { ...initialThemeDialogState, step, yesCount },
});

const explanationOpenState: PreloadedAppState = {
  theme: { darkMode: false },
  themeDialog: { ...initialThemeDialogState, explanationOpen: true, reasons: 'too dark' },
};

const snapshot = (store: AppStore) => {
  const { theme, themeDialog, ui } = store.getState();
  return { theme, themeDialog, toasts: ui.toasts };
};

describe('the theme toggle', () => {
  it('turns a light page dark at once, without a question', async () => {
    const { store, portCalls } = setup({ theme: { darkMode: false } });
    await store.dispatch(themeToggleClicked());
    expect(store.getState().theme.darkMode).toBe(true);
    expect(store.getState().themeDialog).toEqual(initialThemeDialogState);
    expect(store.getState().ui.toasts).toEqual([]);
    expect(portCalls).toEqual([]);
  });

  it('asks the first question on a dark page and keeps it dark', async () => {
    const { store } = setup();
    await store.dispatch(themeToggleClicked());
    expect(store.getState().themeDialog).toEqual({ ...initialThemeDialogState, step: 1 });
    expect(selectThemeDialogQuestion(store.getState())).toBe(Q1);
    expect(store.getState().theme.darkMode).toBe(true);
  });

  it('starts over from a clean first question whatever was left open', async () => {
    const { store } = setup({
      theme: { darkMode: true },
      themeDialog: { step: 3, yesCount: 2, explanationOpen: true, reasons: 'x' },
    });
    await store.dispatch(themeToggleClicked());
    expect(store.getState().themeDialog).toEqual({ ...initialThemeDialogState, step: 1 });
  });
});

describe('step 1', () => {
  it('No closes, switches to light and says night owl (top-center, 4 s)', async () => {
    const { store, calls } = setup(dialogAt(1, 0));
    await store.dispatch(themeDialogAnsweredNo());
    const { theme, themeDialog, ui } = store.getState();
    expect(themeDialog).toEqual(initialThemeDialogState);
    expect(theme.darkMode).toBe(false);
    expect(ui.toasts).toEqual([
      {
        id: expect.any(String),
        kind: 'blank',
        messageId: 'nightOwl',
        message: NIGHT_OWL,
        position: 'top-center',
        durationMs: 4000,
      },
    ]);
    expect(calls.toasts).toEqual(ui.toasts);
  });

  it('Yes moves to "Are you a developer?" with the counter at 1', async () => {
    const { store } = setup(dialogAt(1, 0));
    await store.dispatch(themeDialogAnsweredYes());
    expect(store.getState().themeDialog).toEqual({
      ...initialThemeDialogState,
      step: 2,
      yesCount: 1,
    });
    expect(selectThemeDialogQuestion(store.getState())).toBe(Q2);
    expect(store.getState().theme.darkMode).toBe(true);
    expect(store.getState().ui.toasts).toEqual([]);
  });
});

describe('steps 2 and 3', () => {
  it('Yes at step 2 with the counter at 1 moves to step 3, counter 2', async () => {
    const { store } = setup(dialogAt(2, 1));
    await store.dispatch(themeDialogAnsweredYes());
    expect(store.getState().themeDialog).toEqual({
      ...initialThemeDialogState,
      step: 3,
      yesCount: 2,
    });
    expect(selectThemeDialogQuestion(store.getState())).toBe(Q3);
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it.each([
    [3, 2],
    [2, 2],
    [3, 3],
    [2, 7],
  ] as const)(
    'Yes at step %i with the counter at %i closes, resets and calls you an imposter (error, 4 s)',
    async (step, yesCount) => {
      const { store, calls } = setup(dialogAt(step, yesCount));
      await store.dispatch(themeDialogAnsweredYes());
      const { theme, themeDialog, ui } = store.getState();
      expect(themeDialog).toEqual(initialThemeDialogState);
      expect(theme.darkMode).toBe(true);
      expect(ui.toasts).toEqual([
        {
          id: expect.any(String),
          kind: 'error',
          messageId: 'imposter',
          message: IMPOSTER,
          position: 'top-center',
          durationMs: 4000,
        },
      ]);
      expect(calls.toasts).toEqual(ui.toasts);
    },
  );

  it.each([
    [2, 1],
    [3, 2],
  ] as const)(
    'No at step %i opens the explanation modal and switches to light',
    async (step, yesCount) => {
      const { store } = setup(dialogAt(step, yesCount));
      await store.dispatch(themeDialogAnsweredNo());
      expect(store.getState().themeDialog).toEqual({
        step: 0,
        yesCount: 0,
        explanationOpen: true,
        reasons: '',
      });
      expect(selectThemeDialogQuestion(store.getState())).toBeNull();
      expect(store.getState().theme.darkMode).toBe(false);
      expect(store.getState().ui.toasts).toEqual([]);
    },
  );
});

describe('dismissing a question (Escape, the backdrop): not an answer', () => {
  it.each([
    [1, 0],
    [2, 1],
    [3, 2],
  ] as const)(
    'at step %i with the counter at %i closes with the theme kept, no toast, no call',
    async (step, yesCount) => {
      const { store, clock, portCalls } = setup(dialogAt(step, yesCount));
      store.dispatch(dialogDismissed());
      await clock.advance(1000);
      expect(store.getState().themeDialog).toEqual(initialThemeDialogState);
      expect(store.getState().theme.darkMode).toBe(true);
      expect(store.getState().ui.toasts).toEqual([]);
      expect(portCalls).toEqual([]);
    },
  );

  it('the next toggle asks the first question again, the counter at 0', async () => {
    const { store } = setup(dialogAt(3, 2));
    store.dispatch(dialogDismissed());
    await store.dispatch(themeToggleClicked());
    expect(store.getState().themeDialog).toEqual({ ...initialThemeDialogState, step: 1 });
    // Two Yes now lead to step 3, not to the imposter toast.
    await store.dispatch(themeDialogAnsweredYes());
    await store.dispatch(themeDialogAnsweredYes());
    expect(store.getState().themeDialog).toMatchObject({ step: 3, yesCount: 2 });
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('leaves the explanation modal alone (its Cancel is explanationClosed)', () => {
    const { store } = setup(explanationOpenState);
    const before = snapshot(store);
    store.dispatch(dialogDismissed());
    expect(snapshot(store)).toEqual(before);
  });
});

describe('answers that arrive when no question is shown', () => {
  it.each([
    ['closed', { theme: { darkMode: true } }],
    ['closed, light', { theme: { darkMode: false } }],
    ['the explanation modal open', explanationOpenState],
  ] as [string, PreloadedAppState][])(
    'Yes and No do nothing with %s',
    async (_label, preloaded) => {
      const { store, portCalls } = setup(preloaded);
      const before = snapshot(store);
      await store.dispatch(themeDialogAnsweredYes());
      await store.dispatch(themeDialogAnsweredNo());
      expect(snapshot(store)).toEqual(before);
      expect(portCalls).toEqual([]);
    },
  );

  it('Submit does nothing when the explanation modal is not open', async () => {
    const { store, clock, portCalls } = setup(dialogAt(2, 1));
    const before = snapshot(store);
    await store.dispatch(explanationSubmitted());
    await clock.advance(1000);
    expect(snapshot(store)).toEqual(before);
    expect(clock.pendingSleeps).toBe(0);
    expect(portCalls).toEqual([]);
  });
});

describe('the explanation modal', () => {
  it('keeps what the visitor types', () => {
    const { store } = setup(explanationOpenState);
    store.dispatch(reasonsChanged('My screen is in the sun'));
    expect(store.getState().themeDialog.reasons).toBe('My screen is in the sun');
  });

  it('Cancel closes it, keeps light mode and says nothing', async () => {
    const { store, clock, portCalls } = setup(explanationOpenState);
    store.dispatch(explanationClosed());
    await clock.advance(1000);
    expect(store.getState().themeDialog).toEqual(initialThemeDialogState);
    expect(store.getState().theme.darkMode).toBe(false);
    expect(store.getState().ui.toasts).toEqual([]);
    expect(portCalls).toEqual([]);
  });

  it('Submit closes it at once and answers 300 ms later with a canned line for 5 s', async () => {
    const { store, clock } = setup(explanationOpenState);
    void store.dispatch(explanationSubmitted());
    expect(store.getState().themeDialog).toEqual(initialThemeDialogState);
    expect(store.getState().theme.darkMode).toBe(false);

    await clock.advance(299);
    expect(store.getState().ui.toasts).toEqual([]);

    await clock.advance(1);
    expect(store.getState().ui.toasts).toEqual([
      {
        id: expect.any(String),
        kind: 'blank',
        messageId: 'themeDialogReply',
        values: { index: 0 },
        message: en.themeDialog.replies[0],
        position: 'top-center',
        durationMs: 5000,
      },
    ]);
  });

  it.each([
    [0, 0],
    [0.5, 3],
    [0.999, 6],
  ])('random %f picks canned line #%i of seven', async (random, index) => {
    expect(en.themeDialog.replies).toHaveLength(7);
    const { store, clock } = setup(explanationOpenState, random);
    void store.dispatch(explanationSubmitted());
    await clock.advance(300);
    expect(store.getState().ui.toasts.map((t) => t.message)).toEqual([
      en.themeDialog.replies[index],
    ]);
  });

  it('answers a double submit only once', async () => {
    const { store, clock } = setup(explanationOpenState);
    void store.dispatch(explanationSubmitted());
    void store.dispatch(explanationSubmitted());
    await clock.advance(300);
    expect(store.getState().ui.toasts).toHaveLength(1);
  });

  it('sends the reasons nowhere: the only port calls are the wait, the dice and the toast', async () => {
    const reasons = 'Secret: I read in the sun';
    const { store, clock, portCalls } = setup(explanationOpenState);
    store.dispatch(reasonsChanged(reasons));
    void store.dispatch(explanationSubmitted());
    await clock.advance(300);

    const [toast] = store.getState().ui.toasts;
    expect(portCalls).toEqual([
      { call: 'clock.sleep', args: [300] },
      { call: 'random.next', args: [] },
      { call: 'notifier.show', args: [toast] },
    ]);
    expect(JSON.stringify(portCalls)).not.toContain(reasons);
    expect(JSON.stringify(store.getState())).not.toContain(reasons);
  });
});

describe('whole walks through the dialog', () => {
  it('Yes, Yes, Yes: imposter, still dark; the next toggle starts over', async () => {
    const { store } = setup();
    await store.dispatch(themeToggleClicked());
    await store.dispatch(themeDialogAnsweredYes());
    await store.dispatch(themeDialogAnsweredYes());
    expect(store.getState().themeDialog).toMatchObject({ step: 3, yesCount: 2 });
    await store.dispatch(themeDialogAnsweredYes());
    expect(store.getState().themeDialog).toEqual(initialThemeDialogState);
    expect(store.getState().theme.darkMode).toBe(true);
    expect(store.getState().ui.toasts.map((t) => t.message)).toEqual([IMPOSTER]);

    await store.dispatch(themeToggleClicked());
    expect(store.getState().themeDialog).toEqual({ ...initialThemeDialogState, step: 1 });
  });

  it('Yes, No, Submit: light mode and a canned reply; the toggle then goes dark at once', async () => {
    const { store, clock } = setup();
    await store.dispatch(themeToggleClicked());
    await store.dispatch(themeDialogAnsweredYes());
    await store.dispatch(themeDialogAnsweredNo());
    store.dispatch(reasonsChanged('Because'));
    void store.dispatch(explanationSubmitted());
    await clock.advance(300);
    expect(store.getState().theme.darkMode).toBe(false);
    expect(store.getState().ui.toasts.map((t) => t.message)).toEqual([en.themeDialog.replies[0]]);

    await store.dispatch(themeToggleClicked());
    expect(store.getState().theme.darkMode).toBe(true);
    expect(store.getState().themeDialog).toEqual(initialThemeDialogState);
  });
});

describe('the chosen theme across reloads', () => {
  beforeEach(() => window.localStorage.clear());

  /** A page load as src/index.tsx does it: the stored theme first, then redux-persist. */
  async function load() {
    const preloadedDark = storedDarkMode();
    const { store } = createTestStore({
      preloadedState: { theme: { darkMode: preloadedDark ?? true } },
    });
    const persistor = await persistTheme(store);
    return { store, persistor, preloadedDark };
  }

  it('keeps light chosen through the dialog, then dark chosen by the toggle', async () => {
    const first = await load();
    expect(first.preloadedDark).toBeNull();
    expect(first.store.getState().theme.darkMode).toBe(true);
    await first.store.dispatch(themeToggleClicked());
    await first.store.dispatch(themeDialogAnsweredNo());
    await first.persistor.flush();

    const second = await load();
    // Read synchronously before the first render: no flash of the dark theme.
    expect(second.preloadedDark).toBe(false);
    expect(second.store.getState().theme.darkMode).toBe(false);
    expect(second.store.getState().themeDialog).toEqual(initialThemeDialogState);
    expect(second.store.getState().ui.toasts).toEqual([]);
    await second.store.dispatch(themeToggleClicked());
    await second.persistor.flush();

    const third = await load();
    expect(third.preloadedDark).toBe(true);
    expect(third.store.getState().theme.darkMode).toBe(true);
  });
});
