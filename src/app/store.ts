import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { Middleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/lib/constants';
import { appConfig } from '../config';
import { addAccountWatch } from '../features/auth/accountWatch';
import type { Services } from '../features/ports';
import { rootReducer } from '../features/rootReducer';
import type { AppDispatch, RootState } from '../features/rootReducer';
import { toastShown } from '../features/ui/uiSlice';

export type { AppDispatch, RootState } from '../features/rootReducer';

export type PreloadedAppState = Partial<RootState>;

/** When the development-only state checks warn that they are slow. */
const DEV_CHECK_WARN_MS = 250;

/**
 * The store: six slices, the ports injected as the thunk extra argument (the real ones from
 * createServices in services.ts, or a test's fakes), two middlewares: one hands recorded
 * toasts to the notifier, one keeps the message being written in the draft store, and the
 * listener middleware for what follows Firebase's sign-in state (accountWatch.ts). The theme
 * is persisted by persistTheme (themePersistence.ts), which the page loads once it is hydrated.
 */
export function makeStore(preloadedState: PreloadedAppState | undefined, services: Services) {
  // Every recorded toast goes to the notifier once the reducers have seen it.
  const toastNotifier: Middleware = () => (next) => (action) => {
    const result = next(action);
    if (toastShown.match(action)) services.notifier.show(action.payload);
    return result;
  };

  // The message being written is kept for the tab whenever it changes: typed, restored,
  // or cleared by a successful send.
  const draftKeeper: Middleware<object, RootState> = (api) => (next) => (action) => {
    const before = api.getState().contactForm.message;
    const result = next(action);
    const after = api.getState().contactForm.message;
    if (after !== before) services.draftStore.save(after);
    return result;
  };

  const listeners = createListenerMiddleware({ extra: services });
  addAccountWatch(listeners.startListening.withTypes<RootState, AppDispatch, Services>());

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
      })
        .prepend(listeners.middleware)
        .concat(toastNotifier, draftKeeper),
    // Also in the local stack's production build (`npm run preview`, the browser tests):
    // only a prerendered page shows what start-up hands the store before hydration.
    devTools: process.env.NODE_ENV !== 'production' || appConfig.localStack,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
