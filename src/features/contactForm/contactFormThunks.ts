import { createAppThunk } from '../createAppThunk';
import { recordSubmissionAttempt } from '../rateLimit/rateLimitThunks';
import { flowToast, MESSAGES } from '../ui/toasts';

export type SendFailure =
  'unauthenticated' | 'empty' | 'rate-limited' | 'rejected-by-service' | 'error';

/**
 * Send the typed message (SPEC §5, §7 calls 3-4): auth check, rate check,
 * form-service POST, then messages/{epoch ms}. Every outcome ends in a toast.
 */
export const sendMessage = createAppThunk<void, void, { rejectValue: SendFailure }>(
  'contactForm/send',
  async (_, { dispatch, extra, getState, rejectWithValue }) => {
    const { auth, contactForm } = getState();
    if (!auth.IsAuthenticated || !auth.profile) {
      dispatch(flowToast('error', MESSAGES.authenticateFirst));
      return rejectWithValue('unauthenticated');
    }
    const message = contactForm.message;
    if (message.trim() === '') {
      dispatch(flowToast('error', MESSAGES.emptyMessage));
      return rejectWithValue('empty');
    }

    const verdict = await dispatch(recordSubmissionAttempt()).unwrap();
    if (!verdict.allowed) {
      dispatch(flowToast('warning', MESSAGES.limitReached));
      return rejectWithValue('rate-limited');
    }

    const { profile } = auth;
    try {
      const answer = await extra.formService.submit({
        message,
        authenticatedEmail: profile.email,
        authenticatedName: profile.displayName,
      });
      if (!answer.success) {
        dispatch(flowToast('error', MESSAGES.submissionFailed));
        return rejectWithValue('rejected-by-service');
      }
      // A view restored from authUser has no uid until Firebase resumes its session.
      const userId = profile.uid ?? (await extra.auth.currentUser())?.uid;
      if (!userId) throw new Error('No Firebase session to write the message with.');
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
      dispatch(flowToast('error', MESSAGES.genericError));
      return rejectWithValue('error');
    }
    dispatch(flowToast('success', MESSAGES.messageSent));
  },
  { condition: (_, { getState }) => getState().contactForm.status !== 'sending' },
);
