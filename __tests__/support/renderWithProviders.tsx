import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../src/app/store';
import type { AppStore, PreloadedAppState } from '../../src/app/store';
import type { Services } from '../../src/features/ports';
import { createFakeServices } from './fakeServices';

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: PreloadedAppState;
  services?: Services;
  store?: AppStore;
}

/** Renders UI inside a real store (in-memory ports by default). */
export function renderWithProviders(ui: ReactElement, options: ExtendedRenderOptions = {}) {
  const {
    preloadedState,
    services = createFakeServices().services,
    store = makeStore(preloadedState, services),
    ...renderOptions
  } = options;
  function Wrapper({ children }: { children: React.ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
