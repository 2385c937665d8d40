import { combineReducers } from '@reduxjs/toolkit';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { authSlice } from './auth/authSlice';
import { contactFormSlice } from './contactForm/contactFormSlice';
import type { Services } from './ports';
import { rateLimitSlice } from './rateLimit/rateLimitSlice';
import { themeSlice } from './theme/themeSlice';
import { themeDialogSlice } from './themeDialog/themeDialogSlice';
import { uiSlice } from './ui/uiSlice';

/** The six slices of the state machine; names are fixed by the architecture. */
export const rootReducer = combineReducers({
  [themeSlice.name]: themeSlice.reducer,
  [authSlice.name]: authSlice.reducer,
  [themeDialogSlice.name]: themeDialogSlice.reducer,
  [contactFormSlice.name]: contactFormSlice.reducer,
  [rateLimitSlice.name]: rateLimitSlice.reducer,
  [uiSlice.name]: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, Services, UnknownAction>;
