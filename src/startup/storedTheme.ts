/**
 * The stored theme: redux-persist writes it (app/themePersistence.ts, loaded once the page is
 * hydrated) under localStorage "persist:portfolio", and so does the documents' theme toggle
 * (src/documents/themeToggle.ts), in the same format. This is its one parser: the head script
 * applies it before the first paint, and the store starts from it (src/index.tsx); and its one
 * writer outside redux-persist (`storeDarkMode`).
 */
export const PERSIST_KEY = 'portfolio';
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`;
/** The version of app/themePersistence.ts's config, which redux-persist writes in `_persist`. */
export const PERSIST_VERSION = 1;

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

const objectOf = (json: unknown): Record<string, unknown> => {
  try {
    const value: unknown = typeof json === 'string' ? JSON.parse(json) : null;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

/**
 * The stored record `raw` with `darkMode` in it, as redux-persist writes it: each persisted
 * slice a JSON string, and `_persist` its version. Whatever else the record holds is kept.
 */
export function withStoredDarkMode(raw: string | null, darkMode: boolean): string {
  const root = objectOf(raw);
  return JSON.stringify({
    ...root,
    theme: JSON.stringify({ ...objectOf(root.theme), darkMode }),
    _persist:
      typeof root._persist === 'string'
        ? root._persist
        : JSON.stringify({ version: PERSIST_VERSION, rehydrated: true }),
  });
}

/** Stores the visitor's darkMode where the home page reads it; nothing when storage fails. */
export function storeDarkMode(darkMode: boolean): void {
  try {
    const storage = window.localStorage;
    storage.setItem(
      PERSIST_STORAGE_KEY,
      withStoredDarkMode(storage.getItem(PERSIST_STORAGE_KEY), darkMode),
    );
  } catch {
    // Private mode or storage turned off: the choice holds for this page only.
  }
}
