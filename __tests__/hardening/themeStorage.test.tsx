import { screen, waitFor } from '@testing-library/react';
import { loadAllSections } from '../../src/components/lazySections';
import { App } from '../../src/components/App';
import { PAGE_TEXTS_ID, pageTextsJson } from '../../src/app/pageTexts';
import { PERSIST_STORAGE_KEY, storedDarkMode } from '../../src/startup/storedTheme';
import { persistTheme } from '../../src/app/themePersistence';
import { setLight } from '../../src/features/theme/themeSlice';
import { createTestStore } from '../support/testStore';
import { renderWithProviders } from '../support/renderWithProviders';
import { en } from '../support/sample';

jest.mock('../../src/app/services', () => ({
  // The real entry point, on in-memory ports instead of Firebase.
  createServices: () => jest.requireActual('../support/fakeServices').createFakeServices().services,
}));

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => process.on('unhandledRejection', onUnhandled));
// The lazy sections' chunks are here already, as after a visitor scrolled to them.
beforeAll(() => loadAllSections());
afterAll(() => process.off('unhandledRejection', onUnhandled));

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
  document.body.innerHTML = '';
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(unhandled).toEqual([]);
});

/** redux-persist's development-only notes about storage it cannot use. */
const REDUX_PERSIST_NOTE = /^(redux-persist|Error storing data)/;

function storageThrows() {
  const denied = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
  jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(denied);
}

describe('fault matrix: theme storage (redux-persist on localStorage)', () => {
  it('getItem/setItem throw: the store starts in the default dark theme, toggling still works', async () => {
    storageThrows();
    expect(storedDarkMode()).toBeNull();
    const { store } = createTestStore();
    await persistTheme(store);

    expect(store.getState().theme.darkMode).toBe(true);
    store.dispatch(setLight());
    expect(store.getState().theme.darkMode).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // redux-persist's development-only note on the failed write is the only log.
    expect(errorSpy.mock.calls.map((call) => call[0])).toEqual(
      errorSpy.mock.calls.map((call) => call[0]).filter((m) => REDUX_PERSIST_NOTE.test(m)),
    );
  });

  it('a corrupt stored theme: the page renders in the default dark theme', async () => {
    window.localStorage.setItem(PERSIST_STORAGE_KEY, '{"theme":"{\\"darkMode\\":tru');
    expect(storedDarkMode()).toBeNull();
    const { store } = createTestStore();
    await persistTheme(store);
    renderWithProviders(<App />, { store });

    expect(store.getState().theme.darkMode).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });
});

describe('fault matrix: page start-up with broken localStorage (src/index.tsx)', () => {
  it.each([
    ['localStorage throwing', storageThrows],
    [
      'a corrupt persisted theme',
      () => window.localStorage.setItem(PERSIST_STORAGE_KEY, 'not json at all'),
    ],
    [
      'a persisted theme of the wrong type',
      () =>
        window.localStorage.setItem(
          PERSIST_STORAGE_KEY,
          JSON.stringify({ theme: JSON.stringify({ darkMode: 'light' }) }),
        ),
    ],
  ])('%s: the page renders with the default dark theme', async (_, breakStorage) => {
    breakStorage();
    // The page as the build writes it, before its prerendered markup: its texts beside #root.
    document.documentElement.lang = 'en';
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${PAGE_TEXTS_ID}">${pageTextsJson(en)}</script>`;

    // The entry point runs on its own copy of React, as in the browser: no act() there.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await jest.isolateModulesAsync(async () => {
        await import('../../src/index');
      });
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }

    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(screen.getByRole('heading', { level: 1, name: 'Aarav Mehta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(errorSpy.mock.calls.map((call) => call[0])).toEqual(
      errorSpy.mock.calls.map((call) => call[0]).filter((m) => REDUX_PERSIST_NOTE.test(m)),
    );
  });
});
