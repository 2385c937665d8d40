import { takeOverEarlyAnswers } from '../../src/app/earlyAnswers';
import type { EarlyAnswer, EarlyAnswers } from '../../src/startup/contract';
import { createTestStore } from '../support/testStore';

/** A page whose start-up code answered `answered` before the app came. */
const pageWith = (answered: EarlyAnswer[]) => {
  const log: EarlyAnswers = { answered: [...answered], receive: null };
  return { win: { __earlyAnswers: log } as unknown as Window, log };
};

/** The plain actions the store is given (a thunk dispatches its own inside, through its middleware). */
function recordActions(store: ReturnType<typeof createTestStore>['store']) {
  const types: string[] = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation(((action: unknown) => {
    if (typeof action === 'object' && action !== null)
      types.push((action as { type: string }).type);
    return (dispatch as (a: unknown) => unknown)(action);
  }) as typeof store.dispatch);
  return types;
}

describe('takeOverEarlyAnswers', () => {
  it('dispatches what the visitor did before hydration, in order, as the components would', () => {
    const h = createTestStore();
    const actions = recordActions(h.store);
    const { win } = pageWith(['aboutOpened', 'aboutClosed', 'menuOpened', 'themeToggleClicked']);
    takeOverEarlyAnswers(h.store, win);
    expect(actions).toEqual(['ui/aboutOpened', 'ui/aboutClosed', 'ui/mobileMenuOpened']);
    const { ui, themeDialog } = h.store.getState();
    expect(ui.aboutOpen).toBe(false);
    expect(ui.mobileMenuOpen).toBe(true);
    // The toggle in the (default) dark theme asked its first question.
    expect(themeDialog.step).toBe(1);
  });

  it('the toggle pressed in the light theme goes dark, as on screen; a dismissed question is closed', () => {
    const h = createTestStore({ preloadedState: { theme: { darkMode: false } } });
    const { win } = pageWith([
      'themeToggleClicked',
      'themeToggleClicked',
      'themeQuestionDismissed',
    ]);
    takeOverEarlyAnswers(h.store, win);
    expect(h.store.getState().theme.darkMode).toBe(true);
    expect(h.store.getState().themeDialog.step).toBe(0);
  });

  it("a scroll to a section is what the scroll's press dispatches: the phone menu closed", () => {
    const h = createTestStore();
    const actions = recordActions(h.store);
    takeOverEarlyAnswers(h.store, pageWith(['scrolledToProjects', 'scrolledToContact']).win);
    expect(actions).toEqual(['ui/mobileMenuClosed', 'ui/mobileMenuClosed']);
    expect(h.store.getState().ui.mobileMenuOpen).toBe(false);
  });

  it('answers given during hydration reach the store at once', () => {
    const h = createTestStore();
    const { win, log } = pageWith([]);
    takeOverEarlyAnswers(h.store, win);
    log.receive?.('aboutOpened');
    expect(h.store.getState().ui.aboutOpen).toBe(true);
  });

  it('leaves the store as it was when the visitor did nothing', () => {
    const h = createTestStore();
    const before = h.store.getState();
    takeOverEarlyAnswers(h.store, pageWith([]).win);
    expect(h.store.getState()).toBe(before);
  });
});
