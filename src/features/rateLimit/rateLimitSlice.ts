import { createSlice } from '@reduxjs/toolkit';
import type { RootState } from '../rootReducer';
import { selectLocale } from '../ui/uiSlice';
import { formatResetTime, SUBMISSION_LIMIT } from './rateLimitRules';
import { loadSubmissionCount, recordSubmissionAttempt, windowEnded } from './rateLimitThunks';

export interface RateLimitState {
  /** Attempts in the current window, refused ones included. */
  count: number;
  /** Epoch ms the current window started, or null when no window is open. */
  windowStart: number | null;
  /** The stored count has been read once since page load. */
  loaded: boolean;
}

export const initialRateLimitState: RateLimitState = { count: 0, windowStart: null, loaded: false };

export const rateLimitSlice = createSlice({
  name: 'rateLimit',
  initialState: initialRateLimitState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadSubmissionCount.fulfilled, (state, action) => {
        state.count = action.payload.count;
        state.windowStart = action.payload.windowStart;
        state.loaded = true;
      })
      .addCase(loadSubmissionCount.rejected, (state) => {
        state.loaded = true;
      })
      .addCase(recordSubmissionAttempt.fulfilled, (state, action) => {
        state.count = action.payload.count;
        state.windowStart = action.payload.windowStart;
        state.loaded = true;
      })
      .addCase(windowEnded, (state, action) => {
        // A window that has since been replaced is left alone.
        if (state.windowStart !== action.payload) return;
        state.count = 0;
        state.windowStart = null;
      });
  },
});

export const selectWindowStart = (state: RootState) => state.rateLimit.windowStart;
export const selectSubmissionCount = (state: RootState) => state.rateLimit.count;
/** At the limit: the banner shows and Send is disabled. */
export const selectLimitReached = (state: RootState) => state.rateLimit.count >= SUBMISSION_LIMIT;

export const selectResetTime = (state: RootState) =>
  state.rateLimit.windowStart === null
    ? null
    : formatResetTime(state.rateLimit.windowStart, selectLocale(state));
