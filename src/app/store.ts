import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
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
 * extra argument, and one listener that hands recorded toasts to the notifier.
 */
export function makeStore(
  preloadedState?: PreloadedAppState,
  services: Services = createServices(appConfig),
) {
  const toastListener = createListenerMiddleware({ extra: services });
  toastListener.startListening({
    actionCreator: toastShown,
    effect: (action, api) => api.extra.notifier.show(action.payload),
  });

  // One persisted reducer per store: redux-persist keeps per-instance state in it.
  const reducer = persistReducer(persistConfig, rootReducer) as PersistedReducer;
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: services },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).prepend(toastListener.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof makeStore>;
