import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PERSIST_STORAGE_KEY, readStoredDarkMode } from '../../src/app/persistence';

/** The inline <head> script exactly as public/index.html ships it. */
function themeScript(): string {
  const html = readFileSync(path.resolve(__dirname, '../../public/index.html'), 'utf8');
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  const script = inline.find((source) => source.includes(PERSIST_STORAGE_KEY));
  if (!script) throw new Error('public/index.html has no inline theme script.');
  return script;
}

function runWithStored(raw: string | null): string | undefined {
  delete document.documentElement.dataset.theme;
  window.localStorage.clear();
  if (raw !== null) window.localStorage.setItem(PERSIST_STORAGE_KEY, raw);
  new Function(themeScript())();
  return document.documentElement.dataset.theme;
}

const persisted = (theme: unknown) => JSON.stringify({ theme, _persist: '{"version":1}' });

describe('the inline theme script in index.html', () => {
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

  it('agrees with readStoredDarkMode, which hydrates the store', () => {
    const samples = [
      null,
      '{oops',
      persisted(JSON.stringify({ darkMode: false })),
      persisted(JSON.stringify({ darkMode: true })),
      persisted({ darkMode: false }),
      persisted(JSON.stringify({ darkMode: 0 })),
      persisted([JSON.stringify({ darkMode: false })]),
    ];
    for (const raw of samples) {
      const expected = (readStoredDarkMode(raw) ?? true) ? 'dark' : 'light';
      expect(runWithStored(raw)).toBe(expected);
    }
  });

  it('still sets the default theme when localStorage itself throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    delete document.documentElement.dataset.theme;
    expect(() => new Function(themeScript())()).not.toThrow();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
