import { sessionLost, sessionResumed } from '../auth/authSlice';
import { createAppThunk } from '../createAppThunk';
import { recordSubmissionAttempt } from '../rateLimit/rateLimitThunks';
import { flowToast } from '../ui/toasts';
import { MAX_MESSAGE_LENGTH } from './messageRules';

export type SendFailure =
  'unauthenticated' | 'empty' | 'too-long' | 'rate-limited' | 'rejected-by-service' | 'error';

/** A message of only white space is no message (the textarea is required, SPEC §5). */
export const isBlankMessage = (message: string) => message.trim() === '';

/**
 * Send the typed message (SPEC §5, §7 calls 3-4): auth check, rate check,
 * form-service POST, then messages/{epoch ms}. Every outcome ends in a toast.
 * Resolves with the message that was sent.
 */
export const sendMessage = createAppThunk<string, void, { rejectValue: SendFailure }>(
  'contactForm/send',
  async (_, { dispatch, extra, getState, rejectWithValue }) => {
    const { auth, contactForm } = getState();
    const profile = auth.IsAuthenticated ? auth.profile : null;
    if (!profile) {
      dispatch(flowToast('error', 'authenticateFirst'));
      return rejectWithValue('unauthenticated');
    }
    const message = contactForm.message;
    if (isBlankMessage(message)) {
      dispatch(flowToast('error', 'emptyMessage'));
      return rejectWithValue('empty');
    }
    if (message.length > MAX_MESSAGE_LENGTH) {
      dispatch(flowToast('error', 'messageTooLong'));
      return rejectWithValue('too-long');
    }

    try {
      // A view restored from authUser has no uid until Firebase resumes its session.
      // Resolve it before anything is counted or sent, so a lost session cannot
      // leave a message posted to the form service but missing from messages/.
      let userId = profile.uid;
      if (!userId) {
        userId = (await extra.auth.currentUser())?.uid ?? null;
        if (!userId) {
          extra.sessionStore.clear();
          dispatch(sessionLost());
          dispatch(flowToast('error', 'authenticateFirst'));
          return rejectWithValue('unauthenticated');
        }
        dispatch(sessionResumed(userId));
      }

      const verdict = await dispatch(recordSubmissionAttempt()).unwrap();
      if (!verdict.allowed) {
        dispatch(flowToast('warning', 'limitReached'));
        return rejectWithValue('rate-limited');
      }

      const answer = await extra.formService.submit({
        message,
        authenticatedEmail: profile.email,
        authenticatedName: profile.displayName,
      });
      if (!answer.success) {
        dispatch(flowToast('error', 'submissionFailed'));
        return rejectWithValue('rejected-by-service');
      }
      const now = extra.clock.now();
      await extra.messageStore.addMessage(String(now), {
        userId,
        name: profile.displayName,
        email: profile.email,
        message,
        timestamp: new Date(now).toISOString(),
      });
    } catch (error) {
      console.error('Sending the message failed.', error);
      dispatch(flowToast('error', 'genericError'));
      return rejectWithValue('error');
    }
    dispatch(flowToast('success', 'messageSent'));
    return message;
  },
  { condition: (_, { getState }) => getState().contactForm.status !== 'sending' },
);
