import { configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/lib/constants';
import { appConfig } from '../config';
import type { Services } from '../features/ports';
import { rootReducer } from '../features/rootReducer';
import type { RootState } from '../features/rootReducer';
import { makeListeners } from './listeners';

export type { AppDispatch, RootState } from '../features/rootReducer';

export type PreloadedAppState = Partial<RootState>;

/** When the development-only state checks warn that they are slow. */
const DEV_CHECK_WARN_MS = 250;

/**
 * The store: six slices, the ports injected as the thunk extra argument (the real ones from
 * createServices in services.ts, or a test's fakes) and as the listeners' (listeners.ts: the
 * toasts, the draft, the submission window's end, Firebase's sign-in state). The theme is
 * persisted by persistTheme (themePersistence.ts), which the page loads once it is hydrated.
 */
export function makeStore(preloadedState: PreloadedAppState | undefined, services: Services) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: services },
        // Development-only checks. redux-persist's own actions carry functions; a busy machine
        // (the test suites run beside emulators on two cores) takes more than the default 32 ms.
        immutableCheck: { warnAfter: DEV_CHECK_WARN_MS },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          warnAfter: DEV_CHECK_WARN_MS,
        },
      }).prepend(makeListeners(services)),
    // Also in the local stack's production build (`npm run preview`, the browser tests):
    // only a prerendered page shows what start-up hands the store before hydration.
    devTools: process.env.NODE_ENV !== 'production' || appConfig.localStack,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
