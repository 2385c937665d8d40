import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { AppStore, PreloadedAppState } from '../../src/app/store';
import { TextsContext } from '../../src/components/common/texts';
import type { PageCatalogue } from '../../src/content/catalogue';
import type { Services } from '../../src/features/ports';
import { createFakeServices } from './fakeServices';
import { createTestStore } from './testStore';

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: PreloadedAppState;
  services?: Services;
  store?: AppStore;
  /** The page's texts; by default the services' (English unless the test says otherwise). */
  texts?: PageCatalogue;
}

/**
 * Renders UI inside the test store (in-memory ports by default) with the page's texts; gives
 * the store and `user`, a user-event session to act as the visitor.
 */
export function renderWithProviders(ui: ReactElement, options: ExtendedRenderOptions = {}) {
  const {
    preloadedState,
    services = createFakeServices().services,
    store = createTestStore({ preloadedState, services }).store,
    texts = services.texts,
    ...renderOptions
  } = options;
  function Wrapper({ children }: { children: React.ReactNode }) {
    return (
      <Provider store={store}>
        <TextsContext value={texts}>{children}</TextsContext>
      </Provider>
    );
  }
  // A user-event session set up before rendering, as Testing Library recommends.
  const user = userEvent.setup();
  return { store, user, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
