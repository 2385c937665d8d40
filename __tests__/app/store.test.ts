import { PERSIST_STORAGE_KEY, storedDarkMode } from '../../src/startup/storedTheme';
import { makeStore } from '../../src/app/store';
import { persistTheme } from '../../src/app/themePersistence';
import { setLight, toggleTheme } from '../../src/features/theme/themeSlice';
import { toastShown } from '../../src/features/ui/uiSlice';
import { createFakeServices } from '../support/fakeServices';

beforeEach(() => window.localStorage.clear());

describe('makeStore', () => {
  it('starts each of the six slices in the state the spec gives', () => {
    const store = makeStore(undefined, createFakeServices().services);
    const { theme, auth, themeDialog, contactForm, rateLimit, ui } = store.getState();
    expect(theme).toEqual({ darkMode: true });
    expect(auth).toEqual({
      user: null,
      value: false,
      IsAuthenticated: false,
      profile: null,
      status: 'idle',
      deletion: 'closed',
    });
    expect(themeDialog).toEqual({ step: 0, yesCount: 0, explanationOpen: false, reasons: '' });
    expect(contactForm).toEqual({ message: '', status: 'idle' });
    expect(rateLimit).toEqual({ count: 0, windowStart: null, loaded: false, account: null });
    expect(ui).toEqual({
      language: 'en',
      sectionInView: 'top',
      aboutOpen: false,
      mobileMenuOpen: false,
      scrolled: false,
      toasts: [],
      resumePending: false,
      techStripPaused: false,
      reducedMotion: false,
      reloadOffered: false,
    });
  });

  it('names the theme actions as the spec does', () => {
    expect([toggleTheme.type, setLight.type]).toEqual(['TOGGLE_THEME', 'SET_LIGHT']);
  });

  it('keeps the theme across a store rebuild, and only the theme', async () => {
    const first = makeStore(undefined, createFakeServices().services);
    const persistor = await persistTheme(first);
    first.dispatch(setLight());
    first.dispatch(
      toastShown({
        kind: 'blank',
        messageId: 'comingSoon',
        message: 'x',
        position: 'top-center',
        durationMs: 1,
      }),
    );
    await persistor.flush();

    const stored = JSON.parse(window.localStorage.getItem(PERSIST_STORAGE_KEY) ?? '{}');
    expect(Object.keys(stored).sort()).toEqual(['_persist', 'theme']);

    expect(storedDarkMode()).toBe(false);
    const second = makeStore(
      { theme: { darkMode: storedDarkMode() ?? true } },
      createFakeServices().services,
    );
    await persistTheme(second);
    expect(second.getState().theme.darkMode).toBe(false);
    expect(second.getState().ui.toasts).toEqual([]);
  });

  it('keeps a theme chosen before persistence started, and stores it', async () => {
    window.localStorage.setItem(
      PERSIST_STORAGE_KEY,
      JSON.stringify({ theme: JSON.stringify({ darkMode: true }), _persist: '{}' }),
    );
    const store = makeStore({ theme: { darkMode: true } }, createFakeServices().services);
    store.dispatch(setLight());
    const persistor = await persistTheme(store);
    expect(store.getState().theme.darkMode).toBe(false);
    await persistor.flush();
    expect(storedDarkMode()).toBe(false);
  });

  it('reads a stored theme that is not well formed as none', () => {
    window.localStorage.setItem(
      PERSIST_STORAGE_KEY,
      JSON.stringify({ theme: JSON.stringify({ darkMode: 'no' }), _persist: '{}' }),
    );
    expect(storedDarkMode()).toBeNull();
  });

  it('hands every recorded toast to the notifier port', () => {
    const fake = createFakeServices();
    const store = makeStore(undefined, fake.services);
    store.dispatch(
      toastShown({
        kind: 'success',
        messageId: 'signedIn',
        message: 'Hi',
        position: 'top-right',
        durationMs: 5000,
      }),
    );
    const [recorded] = store.getState().ui.toasts;
    expect(fake.calls.toasts).toEqual([recorded]);
    expect(recorded).toMatchObject({ kind: 'success', message: 'Hi', durationMs: 5000 });
    expect(recorded.id).toEqual(expect.any(String));
  });
});
