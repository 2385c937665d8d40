import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { App } from './components/App';
import { TextsContext } from './components/common/texts';
import type { AppStore, RootState } from './app/store';
import type { PageCatalogue } from './content/catalogue';

interface RootProps {
  store: AppStore;
  /** The page's texts, in the language of `store`'s `ui.language`. */
  texts: PageCatalogue;
  /** The state the prerendered HTML was made from; hydration reads it, then the store. */
  serverState?: RootState;
}

/** The one tree both the build-time render and the browser's hydration use. */
export function Root({ store, texts, serverState }: RootProps) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <TextsContext value={texts}>
          <App />
        </TextsContext>
      </Provider>
    </StrictMode>
  );
}
