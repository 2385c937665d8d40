import { createSlice } from '@reduxjs/toolkit';
import type { RootState } from '../rootReducer';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AccountLimitRecord } from '../ports';
import { selectLocale } from '../ui/uiSlice';
import { effectiveWindowStart, formatResetTime, limitReached } from './rateLimitRules';
import type { LimitRecords } from './rateLimitRules';
import { loadAccountLimit, loadSubmissionCount, recordSubmissionAttempt } from './rateLimitThunks';

export interface RateLimitState extends LimitRecords {
  /** The stored count has been read once since page load. */
  loaded: boolean;
}

export const initialRateLimitState: RateLimitState = {
  count: 0,
  windowStart: null,
  loaded: false,
  account: null,
};

export const rateLimitSlice = createSlice({
  name: 'rateLimit',
  initialState: initialRateLimitState,
  reducers: {
    /** The server granted a slot for a message: the account's record as it now holds it. */
    accountSlotGranted(state, action: PayloadAction<AccountLimitRecord>) {
      state.account = action.payload;
    },
    /** The 24 h window that started at this epoch ms has passed: the limit lifts on the open page. */
    windowEnded(state, action: PayloadAction<number>) {
      // A window that has since been replaced is left alone.
      if (state.account?.windowStart === action.payload) state.account = null;
      if (state.windowStart !== action.payload) return;
      state.count = 0;
      state.windowStart = null;
    },
  },
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
      .addCase(loadAccountLimit.fulfilled, (state, action) => {
        state.account = action.payload;
      });
  },
  selectors: {
    selectRateLimit: (limit) => limit,
    selectAccountLimit: (limit) => limit.account,
    /** The window whose end lifts the limit (this browser's or the account's). */
    selectWindowStart: effectiveWindowStart,
    /** At the limit, in this browser or for the account: the banner shows and Send is disabled. */
    selectLimitReached: limitReached,
  },
});

export const { accountSlotGranted, windowEnded } = rateLimitSlice.actions;

export const { selectRateLimit, selectAccountLimit, selectWindowStart, selectLimitReached } =
  rateLimitSlice.selectors;

/**
 * When the limit lifts, in the page's locale. A string, so useSelector's === holds without
 * createSelector, which would bring reselect (~1 KB gzip) into the first view.
 */
export const selectResetTime = (state: RootState) => {
  const start = selectWindowStart(state);
  return start === null ? null : formatResetTime(start, selectLocale(state));
};
