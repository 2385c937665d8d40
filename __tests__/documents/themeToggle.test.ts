import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStoredState } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { documentPage } from '../../scripts/site/pageShell';
import { persistTheme } from '../../src/app/themePersistence';
import { makeStore } from '../../src/app/store';
import type { Catalogue } from '../../src/content/catalogue';
import { owner } from '../../src/content/settings';
import { READY_ATTRIBUTE, TOASTS_ID } from '../../src/documents/contract';
import { startThemeToggle } from '../../src/documents/themeToggle';
import { setLight } from '../../src/features/theme/themeSlice';
import {
  applyStoredTheme,
  PERSIST_KEY,
  PERSIST_STORAGE_KEY,
  storedDarkMode,
} from '../../src/startup/storedTheme';
import { createFakeServices } from '../support/fakeServices';
import { en, hi } from '../support/sample';

const Q1 = "You don't like dark mode?";
const Q2 = 'Are you a developer?';
const Q3 = "Wait... a dev that doesn't like dark mode? Are you sure?";
const NIGHT_OWL = 'Ahh, a fellow night owl';
const IMPOSTER = 'You are an imposter. Real devs fear the light!';

/**
 * A post as the page shell writes it, in this jsdom: its body, its data blocks, and the theme
 * the head's theme script would apply from what is stored (applyStoredTheme, its one function).
 */
function openPost({ stored, texts = en }: { stored?: boolean; texts?: Catalogue } = {}) {
  window.localStorage.clear();
  if (stored !== undefined) {
    window.localStorage.setItem(
      PERSIST_STORAGE_KEY,
      JSON.stringify({ theme: JSON.stringify({ darkMode: stored }), _persist: '{"version":1}' }),
    );
  }
  const [english, hindi] = owner.site.languages;
  const html = documentPage({
    owner,
    language: texts === en ? english : hindi,
    texts,
    path: '/blog/a-post/',
    title: 'A post',
    alternates: [{ code: texts === en ? 'hi' : 'en', path: '/hi/blog/a-post/' }],
    themeScript: 'applyStoredTheme()',
    script: '/documents.js',
    main: '<h1>A post</h1><p>Text.</p>',
    blogPath: '/blog/',
  });
  const page = new DOMParser().parseFromString(html, 'text/html');
  document.body.innerHTML = page.body.innerHTML;
  delete document.documentElement.dataset.theme;
  applyStoredTheme(document.documentElement);
}

const theme = () => document.documentElement.dataset.theme;
const toggle = () => document.querySelector<HTMLButtonElement>('[data-theme-toggle]')!;
const question = () => document.getElementById('theme-question') as HTMLDialogElement;
const explanation = () => document.getElementById('theme-explanation') as HTMLDialogElement;
const toasts = () => document.getElementById(TOASTS_ID)!;
const openDialogs = () =>
  [...document.querySelectorAll<HTMLDialogElement>('dialog')]
    .filter((dialog) => dialog.open)
    .map((dialog) => dialog.querySelector('h2')?.textContent);
const toastLines = () =>
  [...toasts().children].map((line) => ({
    text: line.textContent,
    role: line.getAttribute('role'),
    position: (line as HTMLElement).dataset.position,
  }));
const answer = (name: 'Yes' | 'No') =>
  fireEvent.click(within(question()).getByRole('button', { name, hidden: true }));

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe("the documents' theme toggle, before and after its script", () => {
  it('is hidden until the script answers it, then named for the theme shown', () => {
    openPost();
    expect(toggle().hasAttribute(READY_ATTRIBUTE)).toBe(false);
    startThemeToggle();
    expect(toggle().hasAttribute(READY_ATTRIBUTE)).toBe(true);
    expect(toggle()).toHaveAccessibleName('Switch to light mode');
    expect(toggle().getAttribute('aria-haspopup')).toBe('dialog');

    openPost({ stored: false });
    startThemeToggle();
    expect(theme()).toBe('light');
    expect(toggle()).toHaveAccessibleName('Switch to dark mode');
    expect(toggle().hasAttribute('aria-haspopup')).toBe(false);
  });

  it('in Hindi, in Hindi words', () => {
    openPost({ texts: hi });
    startThemeToggle();
    expect(toggle()).toHaveAccessibleName(hi.themeToggle.toLight);
    fireEvent.click(toggle());
    expect(openDialogs()).toEqual([hi.themeDialog.questions[0]]);
  });

  it('leaves a page without its markup as it is', () => {
    document.body.innerHTML = '<main><p>No shell here.</p></main>';
    expect(() => startThemeToggle()).not.toThrow();
    expect(document.body.innerHTML).toBe('<main><p>No shell here.</p></main>');
  });
});

describe("the documents' theme dialog: every branch of the spec", () => {
  it('light: dark at once, no question, stored for the home page', () => {
    openPost({ stored: false });
    startThemeToggle();
    fireEvent.click(toggle());
    expect(theme()).toBe('dark');
    expect(openDialogs()).toEqual([]);
    expect(storedDarkMode()).toBe(true);
    expect(toggle()).toHaveAccessibleName('Switch to light mode');
  });

  it('dark: asks first, and stays dark while it asks', () => {
    openPost();
    startThemeToggle();
    fireEvent.click(toggle());
    expect(openDialogs()).toEqual([Q1]);
    expect(theme()).toBe('dark');
    expect(storedDarkMode()).toBeNull();
    // Focus on its first control, Yes, as the home page's dialog.
    expect(document.activeElement).toHaveTextContent('Yes');
    expect(question()).toContainElement(document.activeElement as HTMLElement);
  });

  it('No at step 1: light, and the night owl line for 4 s, focus back on the toggle', () => {
    openPost();
    startThemeToggle();
    fireEvent.click(toggle());
    answer('No');
    expect(openDialogs()).toEqual([]);
    expect(theme()).toBe('light');
    expect(storedDarkMode()).toBe(false);
    expect(document.activeElement).toBe(toggle());
    expect(toastLines()).toEqual([{ text: NIGHT_OWL, role: null, position: 'top-center' }]);
    jest.advanceTimersByTime(3999);
    expect(toastLines()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(toastLines()).toEqual([]);
  });

  it('Yes, Yes, Yes: steps 2 and 3, then the imposter alert for 4 s, still dark', () => {
    openPost();
    startThemeToggle();
    fireEvent.click(toggle());
    answer('Yes');
    expect(openDialogs()).toEqual([Q2]);
    answer('Yes');
    expect(openDialogs()).toEqual([Q3]);
    answer('Yes');
    expect(openDialogs()).toEqual([]);
    expect(theme()).toBe('dark');
    expect(storedDarkMode()).toBeNull();
    expect(document.activeElement).toBe(toggle());
    expect(toastLines()).toEqual([{ text: IMPOSTER, role: 'alert', position: 'top-center' }]);
    expect(screen.getByRole('alert')).toHaveTextContent(IMPOSTER);
    jest.advanceTimersByTime(4000);
    expect(toastLines()).toEqual([]);
  });

  it.each([
    ['step 2', ['Yes']],
    ['step 3', ['Yes', 'Yes']],
  ] as const)(
    'No at %s: light, and the explanation modal; Submit answers 300 ms later for 5 s',
    async (_, yeses) => {
      openPost();
      startThemeToggle(document, () => 0.5);
      fireEvent.click(toggle());
      yeses.forEach(answer);
      answer('No');
      expect(openDialogs()).toEqual([en.themeDialog.explanationHeading]);
      expect(theme()).toBe('light');
      expect(storedDarkMode()).toBe(false);
      const reasons = within(explanation()).getByRole('textbox', {
        name: en.themeDialog.reasonsLabel,
        hidden: true,
      });
      expect(reasons).toHaveValue('');
      expect(reasons).toHaveAttribute('placeholder', 'Tell me your reasons...');
      expect(document.activeElement).toBe(reasons);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(reasons, 'too bright at night');
      fireEvent.click(within(explanation()).getByRole('button', { name: 'Submit', hidden: true }));
      expect(openDialogs()).toEqual([]);
      // The reasons are dropped: never sent anywhere, gone from the form.
      expect(reasons).toHaveValue('');
      expect(document.activeElement).toBe(toggle());
      jest.advanceTimersByTime(299);
      expect(toastLines()).toEqual([]);
      jest.advanceTimersByTime(1);
      // Math.floor(0.5 * 7): the fourth of the seven lines.
      expect(toastLines()).toEqual([
        { text: en.themeDialog.replies[3], role: null, position: 'top-center' },
      ]);
      jest.advanceTimersByTime(4999);
      expect(toastLines()).toHaveLength(1);
      jest.advanceTimersByTime(1);
      expect(toastLines()).toEqual([]);
      expect(theme()).toBe('light');
    },
  );

  it('Cancel in the explanation: closed, light stays, nothing said', () => {
    openPost();
    startThemeToggle();
    fireEvent.click(toggle());
    answer('Yes');
    answer('No');
    fireEvent.click(within(explanation()).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(openDialogs()).toEqual([]);
    expect(theme()).toBe('light');
    jest.advanceTimersByTime(10_000);
    expect(toastLines()).toEqual([]);
    expect(document.activeElement).toBe(toggle());
  });

  it('picks each canned line by the dice, the last one at the top', () => {
    for (const [random, index] of [
      [0, 0],
      [0.999, 6],
    ]) {
      openPost();
      startThemeToggle(document, () => random);
      fireEvent.click(toggle());
      answer('Yes');
      answer('No');
      fireEvent.submit(explanation().querySelector('form')!);
      jest.advanceTimersByTime(300);
      expect(toastLines().map(({ text }) => text)).toEqual([en.themeDialog.replies[index]]);
    }
  });
});

describe("the documents' theme dialog: dismissing is no answer", () => {
  it('Escape at a question: closed, dark stays, no toast; the next toggle starts afresh', () => {
    openPost();
    startThemeToggle();
    fireEvent.click(toggle());
    answer('Yes');
    answer('Yes');
    fireEvent.keyDown(question(), { key: 'Escape' });
    expect(openDialogs()).toEqual([]);
    expect(theme()).toBe('dark');
    expect(toastLines()).toEqual([]);
    expect(document.activeElement).toBe(toggle());
    // Afresh: two Yes after it are steps 2 and 3 again, not the imposter.
    fireEvent.click(toggle());
    expect(openDialogs()).toEqual([Q1]);
    answer('Yes');
    answer('Yes');
    expect(openDialogs()).toEqual([Q3]);
  });

  it('a press on the backdrop at a question: the same', () => {
    openPost();
    startThemeToggle();
    fireEvent.click(toggle());
    fireEvent.mouseDown(question());
    expect(openDialogs()).toEqual([]);
    expect(theme()).toBe('dark');
    expect(document.activeElement).toBe(toggle());
    // A press inside the panel is not the backdrop.
    fireEvent.click(toggle());
    fireEvent.mouseDown(within(question()).getByRole('heading', { hidden: true }));
    expect(openDialogs()).toEqual([Q1]);
  });

  it('Escape or the backdrop at the explanation: closed, light stays', () => {
    openPost();
    startThemeToggle();
    fireEvent.click(toggle());
    answer('Yes');
    answer('No');
    fireEvent.keyDown(explanation(), { key: 'Escape' });
    expect(openDialogs()).toEqual([]);
    expect(theme()).toBe('light');

    fireEvent.click(toggle());
    expect(theme()).toBe('dark');
    fireEvent.click(toggle());
    answer('Yes');
    answer('No');
    fireEvent.mouseDown(explanation());
    expect(openDialogs()).toEqual([]);
    expect(theme()).toBe('light');
    jest.advanceTimersByTime(10_000);
    expect(toastLines()).toEqual([]);
  });

  it('keeps Tab inside the open dialog', () => {
    openPost();
    startThemeToggle();
    fireEvent.click(toggle());
    const [yes, no] = within(question()).getAllByRole('button', { hidden: true });
    no.focus();
    fireEvent.keyDown(no, { key: 'Tab' });
    expect(document.activeElement).toBe(yes);
    fireEvent.keyDown(yes, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(no);
  });
});

describe('the stored theme: the documents and the home page read each other’s', () => {
  it("the documents' choice is what redux-persist and the home page's start-up read", async () => {
    openPost();
    startThemeToggle();
    fireEvent.click(toggle());
    answer('No');
    // The head script's parser (storedTheme.ts) and redux-persist itself.
    expect(storedDarkMode()).toBe(false);
    await expect(getStoredState({ key: PERSIST_KEY, storage })).resolves.toEqual({
      theme: { darkMode: false },
      _persist: { version: 1, rehydrated: true },
    });
    // The home page's store starts from it, and redux-persist keeps it.
    jest.useRealTimers();
    const store = makeStore(
      { theme: { darkMode: storedDarkMode() ?? true } },
      createFakeServices().services,
    );
    const persistor = await persistTheme(store);
    expect(store.getState().theme.darkMode).toBe(false);
    await persistor.flush();
    expect(storedDarkMode()).toBe(false);
  });

  it("the home page's choice is the theme a document opens in", async () => {
    jest.useRealTimers();
    window.localStorage.clear();
    const store = makeStore(undefined, createFakeServices().services);
    const persistor = await persistTheme(store);
    store.dispatch(setLight());
    await persistor.flush();
    const written = window.localStorage.getItem(PERSIST_STORAGE_KEY);

    openPost();
    window.localStorage.setItem(PERSIST_STORAGE_KEY, written!);
    applyStoredTheme(document.documentElement);
    startThemeToggle();
    expect(theme()).toBe('light');
    expect(toggle()).toHaveAccessibleName('Switch to dark mode');
    // Back to dark from the document: redux-persist's record, rewritten in place.
    fireEvent.click(toggle());
    expect(storedDarkMode()).toBe(true);
    expect(Object.keys(JSON.parse(window.localStorage.getItem(PERSIST_STORAGE_KEY)!))).toEqual(
      Object.keys(JSON.parse(written!)),
    );
  });

  it('keeps what else the record holds, and survives storage that throws', () => {
    openPost();
    window.localStorage.setItem(
      PERSIST_STORAGE_KEY,
      JSON.stringify({
        theme: JSON.stringify({ darkMode: true, other: 1 }),
        extra: '"kept"',
        _persist: '{"version":1,"rehydrated":true}',
      }),
    );
    startThemeToggle();
    fireEvent.click(toggle());
    answer('No');
    expect(JSON.parse(window.localStorage.getItem(PERSIST_STORAGE_KEY)!)).toEqual({
      theme: JSON.stringify({ darkMode: false, other: 1 }),
      extra: '"kept"',
      _persist: '{"version":1,"rehydrated":true}',
    });

    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    fireEvent.click(toggle());
    // The page still changes; only the choice is not kept.
    expect(theme()).toBe('dark');
  });
});
