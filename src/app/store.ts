import { configureStore } from '@reduxjs/toolkit';
import type { Middleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/lib/constants';
import { appConfig } from '../config';
import type { Services } from '../features/ports';
import { rootReducer } from '../features/rootReducer';
import type { RootState } from '../features/rootReducer';
import { toastShown } from '../features/ui/uiSlice';

export type { AppDispatch, RootState } from '../features/rootReducer';

export type PreloadedAppState = Partial<RootState>;

/**
 * The store: six slices, the ports injected as the thunk extra argument (the real ones from
 * createServices in services.ts, or a test's fakes), and two middlewares: one hands recorded
 * toasts to the notifier, one keeps the message being written in the draft store. The theme
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

  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: services },
        // redux-persist's own actions carry functions (development-only check).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(toastNotifier, draftKeeper),
    // Also in the local stack's production build (`npm run preview`, the browser tests):
    // only a prerendered page shows what start-up hands the store before hydration.
    devTools: process.env.NODE_ENV !== 'production' || appConfig.localStack,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
