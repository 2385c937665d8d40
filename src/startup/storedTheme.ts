/**
 * The stored theme: redux-persist writes it (app/themePersistence.ts, loaded once the page is
 * hydrated) under localStorage "persist:portfolio". This is its one parser: the head script
 * applies it before the first paint, and the store starts from it (src/index.tsx).
 */
export const PERSIST_KEY = 'portfolio';
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`;

/** The theme a visitor with nothing stored sees (behaviour.md §9: dark by default). */
export const DEFAULT_DARK_MODE = true;

/** The stored darkMode, or null when absent or unreadable (never throws). */
export function readStoredDarkMode(raw: string | null): boolean | null {
  if (raw === null) return null;
  try {
    const root: unknown = JSON.parse(raw);
    if (typeof root !== 'object' || root === null) return null;
    const themeJson = (root as Record<string, unknown>).theme;
    if (typeof themeJson !== 'string') return null;
    const theme: unknown = JSON.parse(themeJson);
    const darkMode = (theme as { darkMode?: unknown } | null)?.darkMode;
    return typeof darkMode === 'boolean' ? darkMode : null;
  } catch {
    return null;
  }
}

/** The visitor's stored darkMode, or null when there is none or storage cannot be read. */
export function storedDarkMode(): boolean | null {
  try {
    return readStoredDarkMode(window.localStorage.getItem(PERSIST_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Sets <html data-theme> from the stored theme, so the first paint is in the visitor's. */
export function applyStoredTheme(root: HTMLElement): void {
  root.dataset.theme = (storedDarkMode() ?? DEFAULT_DARK_MODE) ? 'dark' : 'light';
}
