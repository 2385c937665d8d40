import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ThunkAction, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { Services } from './ports';
import type { AppDispatch, RootState } from './rootReducer';

/** createAsyncThunk typed with the store and the injected ports (`extra`). */
export const createAppThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: Services;
}>();

/** The part of a thunk's API a helper of its body may use. */
export interface AppThunkApi {
  dispatch: AppDispatch;
  getState: () => RootState;
  extra: Services;
}

/** A plain thunk with the same typing, for a step with no pending/fulfilled of its own. */
export type AppThunk<Result = void> = ThunkAction<Result, RootState, Services, UnknownAction>;

/** The listener middleware's startListening, typed with the store and the ports (`extra`). */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, Services>;
