import { persistReducer, persistStore } from 'redux-persist';
import type { PersistConfig, Persistor } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { rootReducer } from '../features/rootReducer';
import type { RootState } from '../features/rootReducer';
import { PERSIST_KEY, PERSIST_VERSION } from '../startup/storedTheme';
import type { AppStore } from './store';

const persistConfig: PersistConfig<RootState> = {
  key: PERSIST_KEY,
  version: PERSIST_VERSION,
  storage,
  whitelist: ['theme'],
  // The store started from the stored theme (storedDarkMode, before the first render), so
  // what it holds now wins: a choice made before this module loaded is never undone.
  stateReconciler: (_inbound, _original, reduced) => reduced,
};

/**
 * Starts writing the theme to localStorage: redux-persist wraps the store's reducer and
 * rehydrates. Resolves with the persistor once it has. Kept out of the first view's scripts:
 * nothing needs it before the visitor can change the theme.
 */
export function persistTheme(store: AppStore): Promise<Persistor> {
  // redux-persist only writes here: the stored theme is read before the first render by
  // startup/storedTheme.ts (the head script needs it too, with no library), and the store
  // starts from it. The cast: the wrapped reducer's state adds redux-persist's `_persist`
  // entry, which no slice or selector reads, so the store keeps its RootState type.
  store.replaceReducer(persistReducer(persistConfig, rootReducer) as unknown as typeof rootReducer);
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor));
  });
}
