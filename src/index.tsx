import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { persistStore } from 'redux-persist';
import { App } from './app/App';
import { PERSIST_STORAGE_KEY, readStoredDarkMode } from './app/persistence';
import { makeStore } from './app/store';
import { pageLoaded } from './features/pageLoaded';

function storedDarkMode(): boolean | null {
  try {
    return readStoredDarkMode(window.localStorage.getItem(PERSIST_STORAGE_KEY));
  } catch {
    return null;
  }
}

// The stored theme goes into the first render, so the page never flashes the other theme.
const store = makeStore({ theme: { darkMode: storedDarkMode() ?? true } });
persistStore(store);
void store.dispatch(pageLoaded());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
);
