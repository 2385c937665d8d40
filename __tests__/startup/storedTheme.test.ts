import {
  applyStoredTheme,
  DEFAULT_DARK_MODE,
  PERSIST_STORAGE_KEY,
  readStoredDarkMode,
} from '../../src/startup/storedTheme';
import { initialThemeState } from '../../src/features/theme/themeSlice';

function runWithStored(raw: string | null): string | undefined {
  delete document.documentElement.dataset.theme;
  window.localStorage.clear();
  if (raw !== null) window.localStorage.setItem(PERSIST_STORAGE_KEY, raw);
  applyStoredTheme(document.documentElement);
  return document.documentElement.dataset.theme;
}

const persisted = (theme: unknown) => JSON.stringify({ theme, _persist: '{"version":1}' });

describe('the stored theme before the first paint (src/startup/storedTheme.ts)', () => {
  it('applies a stored light theme and a stored dark theme', () => {
    expect(runWithStored(persisted(JSON.stringify({ darkMode: false })))).toBe('light');
    expect(runWithStored(persisted(JSON.stringify({ darkMode: true })))).toBe('dark');
  });

  it('falls back to dark when nothing is stored', () => {
    expect(runWithStored(null)).toBe('dark');
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['a number', '5'],
    ['an array', '[]'],
    ['no theme', '{}'],
    ['theme not JSON', persisted('{oops')],
    ['theme JSON null', persisted('null')],
    ['theme as an object', persisted({ darkMode: false })],
    ['theme in an array', persisted([JSON.stringify({ darkMode: false })])],
    ['darkMode not boolean', persisted(JSON.stringify({ darkMode: 'false' }))],
  ])('never throws and keeps the default on corrupt storage: %s', (_label, raw) => {
    expect(runWithStored(raw)).toBe('dark');
  });

  it("falls back to the store's own initial theme", () => {
    expect(DEFAULT_DARK_MODE).toBe(initialThemeState.darkMode);
  });

  it('still sets the default theme when localStorage itself throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    delete document.documentElement.dataset.theme;
    expect(() => applyStoredTheme(document.documentElement)).not.toThrow();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe('readStoredDarkMode, which the store starts from', () => {
  it.each([
    ['a stored light theme', persisted(JSON.stringify({ darkMode: false })), false],
    ['a stored dark theme', persisted(JSON.stringify({ darkMode: true })), true],
    ['nothing stored', null, null],
    ['broken JSON', '{oops', null],
    ['a non-object', '42', null],
    ['theme not a string', persisted({ darkMode: false }), null],
    ['theme JSON null', persisted('null'), null],
    ['theme in an array', persisted([JSON.stringify({ darkMode: false })]), null],
    ['darkMode not a boolean', persisted(JSON.stringify({ darkMode: 'false' })), null],
  ])('reads %s as %p, and the head script shows the same theme', (_label, raw, darkMode) => {
    expect(readStoredDarkMode(raw)).toBe(darkMode);
    expect(runWithStored(raw)).toBe(darkMode === false ? 'light' : 'dark');
  });
});
