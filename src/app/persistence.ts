import type { PersistConfig } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import type { RootState } from '../features/rootReducer';

/** redux-persist keeps only the theme, under localStorage "persist:portfolio". */
export const PERSIST_KEY = 'portfolio';
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`;

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

export const persistConfig: PersistConfig<RootState> = {
  key: PERSIST_KEY,
  version: 1,
  storage,
  whitelist: ['theme'],
  // Take the stored theme only when it is well formed; anything else keeps the default.
  stateReconciler: (inbound: unknown, _original, reduced) => {
    const darkMode = (inbound as { theme?: { darkMode?: unknown } } | undefined)?.theme?.darkMode;
    return typeof darkMode === 'boolean' ? { ...reduced, theme: { darkMode } } : reduced;
  },
};
