import { readStoredDarkMode } from '../../src/startup/storedTheme';

describe('readStoredDarkMode', () => {
  const stored = (theme: unknown) => JSON.stringify({ theme: JSON.stringify(theme) });

  it('reads the persisted choice', () => {
    expect(readStoredDarkMode(stored({ darkMode: false }))).toBe(false);
    expect(readStoredDarkMode(stored({ darkMode: true }))).toBe(true);
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{"theme":'],
    ['a non-object', '42'],
    ['theme not a string', JSON.stringify({ theme: { darkMode: false } })],
    ['darkMode not a boolean', stored({ darkMode: 'false' })],
    ['theme JSON null', JSON.stringify({ theme: 'null' })],
  ])('answers null for %s', (_label, raw) => {
    expect(readStoredDarkMode(raw)).toBeNull();
  });
});
