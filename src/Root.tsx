import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { App } from './components/App';
import type { AppStore, RootState } from './app/store';

interface RootProps {
  store: AppStore;
  /** The state the prerendered HTML was made from; hydration reads it, then the store. */
  serverState?: RootState;
}

/** The one tree both the build-time render and the browser's hydration use. */
export function Root({ store, serverState }: RootProps) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <App />
      </Provider>
    </StrictMode>
  );
}
