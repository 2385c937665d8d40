import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { signedOutElsewhere } from '../auth/authSlice';
import { signOut } from '../auth/authThunks';
import type { RootState } from '../rootReducer';
import { selectLimitReached } from '../rateLimit/rateLimitSlice';
import { sendMessage } from './contactFormThunks';

export type ContactFormStatus = 'idle' | 'sending' | 'succeeded' | 'failed';

export interface ContactFormState {
  message: string;
  status: ContactFormStatus;
}

export const initialContactFormState: ContactFormState = { message: '', status: 'idle' };

export const contactFormSlice = createSlice({
  name: 'contactForm',
  initialState: initialContactFormState,
  reducers: {
    messageChanged(state, action: PayloadAction<string>) {
      state.message = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sendMessage.pending, (state) => {
        state.status = 'sending';
      })
      .addCase(sendMessage.fulfilled, (state, action) => {
        state.status = 'succeeded';
        // Text typed while the message was on its way is a new message: keep it.
        if (state.message === action.payload) state.message = '';
      })
      // A failed send keeps what the visitor typed.
      .addCase(sendMessage.rejected, (state) => {
        state.status = 'failed';
      })
      // Signing out, here or in another tab, leaves nothing of the message for the next visitor.
      .addMatcher(isAnyOf(signOut.fulfilled, signedOutElsewhere), () => initialContactFormState);
  },
  selectors: {
    selectContactForm: (form) => form,
    selectMessage: (form) => form.message,
    selectSending: (form) => form.status === 'sending',
  },
});

export const { messageChanged } = contactFormSlice.actions;

export const { selectContactForm, selectMessage, selectSending } = contactFormSlice.selectors;

/** Send is disabled while sending or once the limit is reached. */
export const selectSendDisabled = (state: RootState) =>
  selectSending(state) || selectLimitReached(state);
