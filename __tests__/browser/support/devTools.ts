import type { Page } from 'playwright-core';

/** What the recorder below keeps on the page's window. */
export interface DevToolsView {
  __actions: string[];
  /** The words of each toast the store was asked to show (`ui/toastShown`), in order. */
  __toasts: string[];
  __state: () => {
    ui: { aboutOpen: boolean; mobileMenuOpen: boolean; sectionInView: string };
    theme: { darkMode: boolean };
    themeDialog: { step: number };
  };
}

/**
 * Runs in the page before its scripts, in the place of the Redux DevTools extension (the local
 * stack's build connects to it): keeps each action the store is given, as DevTools lists
 * them, and lets the test read the store's state.
 */
export function recordDevToolsActions() {
  type Enhancer = (next: CreateStore) => CreateStore;
  type CreateStore = (...args: unknown[]) => {
    dispatch: (action: unknown) => unknown;
    getState: () => unknown;
  };
  const view = window as unknown as DevToolsView & Record<string, unknown>;
  view.__actions = [];
  view.__toasts = [];
  const recorder: Enhancer =
    (next) =>
    (...args) => {
      const store = next(...args);
      view.__state = store.getState as DevToolsView['__state'];
      const dispatch = (action: unknown) => {
        const { type, payload } = action as { type: string; payload?: { message?: string } };
        view.__actions.push(type);
        if (type === 'ui/toastShown' && payload?.message) view.__toasts.push(payload.message);
        return store.dispatch(action);
      };
      return { ...store, dispatch };
    };
  view.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    () =>
    (...enhancers: Enhancer[]) =>
    (createStore: CreateStore) =>
      [...enhancers, recorder].reduceRight((made, enhancer) => enhancer(made), createStore);
}

/** The actions the store was given so far, and its state now. */
export const devTools = (page: Page) =>
  page.evaluate(() => {
    const view = window as unknown as DevToolsView;
    return { actions: view.__actions, state: view.__state() };
  });

/**
 * The store's state once `holds` is true of it. For what the store hears of an event later
 * than the page shows it: at Escape the browser closes a dialog at once, and the store follows
 * from the dialog's `close` event, a task after. Between two reads the page runs a task of its
 * own, so this waits on the page, not on the clock; a state that never comes fails the test at
 * its timeout.
 */
export async function untilState(
  page: Page,
  holds: (state: ReturnType<DevToolsView['__state']>) => boolean,
): Promise<ReturnType<DevToolsView['__state']>> {
  let { state } = await devTools(page);
  while (!holds(state)) {
    await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
    ({ state } = await devTools(page));
  }
  return state;
}
