import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { PERSIST_STORAGE_KEY, readStoredDarkMode } from './app/persistence';
import { makeStore } from './app/store';
import { initialThemeState } from './features/theme/themeSlice';
import { pageLoaded } from './features/pageLoaded';
import { Root } from './Root';

function storedDarkMode(): boolean | null {
  try {
    return readStoredDarkMode(window.localStorage.getItem(PERSIST_STORAGE_KEY));
  } catch {
    return null;
  }
}

// The stored theme goes into the first render, so the page never flashes the other theme.
const store = makeStore({ theme: { darkMode: storedDarkMode() ?? initialThemeState.darkMode } });
// The prerendered HTML shows the default theme; hydration matches it, then takes the store's.
const serverState = { ...store.getState(), theme: initialThemeState };
persistStore(store);
void store.dispatch(pageLoaded());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
if (container.hasChildNodes()) {
  // As a transition React hydrates in short slices, so the page answers input meanwhile.
  startTransition(() => {
    hydrateRoot(container, <Root store={store} serverState={serverState} />);
  });
} else {
  createRoot(container).render(<Root store={store} />);
}
