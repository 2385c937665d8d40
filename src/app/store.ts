import { configureStore } from '@reduxjs/toolkit';
import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { appConfig } from '../config';
import type { Services } from '../features/ports';
import { rootReducer } from '../features/rootReducer';
import type { RootState } from '../features/rootReducer';
import { toastShown } from '../features/ui/uiSlice';
import { persistConfig } from './persistence';
import { createServices } from './services';

export type { AppDispatch, RootState } from '../features/rootReducer';

export type PreloadedAppState = Partial<RootState>;

type PersistedState = RootState & PersistPartial;

/** redux-persist's typing drops the partial preloaded state the root reducer accepts. */
type PersistedReducer = Reducer<PersistedState, UnknownAction, Partial<PersistedState>>;

/**
 * The store: six slices, the theme persisted, the ports injected as the thunk
 * extra argument, and one middleware that hands recorded toasts to the notifier.
 */
export function makeStore(
  preloadedState?: PreloadedAppState,
  services: Services = createServices(appConfig),
) {
  // Every recorded toast goes to the notifier once the reducers have seen it.
  const toastNotifier: Middleware = () => (next) => (action) => {
    const result = next(action);
    if (toastShown.match(action)) services.notifier.show(action.payload);
    return result;
  };

  // One persisted reducer per store: redux-persist keeps per-instance state in it.
  const reducer = persistReducer(persistConfig, rootReducer) as PersistedReducer;
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: services },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(toastNotifier),
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof makeStore>;
