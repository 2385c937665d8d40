import { sessionLost, sessionResumed } from '../auth/authSlice';
import { createAppThunk } from '../createAppThunk';
import type { AppThunkApi } from '../createAppThunk';
import type { MessageDocument } from '../ports';
import { nextLimitMove } from '../rateLimit/rateLimitRules';
import { accountMessageCounted } from '../rateLimit/rateLimitSlice';
import { loadAccountLimit, recordSubmissionAttempt } from '../rateLimit/rateLimitThunks';
import { flowToast } from '../ui/toasts';
import { MAX_MESSAGE_LENGTH } from './messageRules';

export type SendFailure =
  'unauthenticated' | 'empty' | 'too-long' | 'rate-limited' | 'rejected-by-service' | 'error';

/** A message of only white space is no message (the textarea is required, SPEC §5). */
export const isBlankMessage = (message: string) => message.trim() === '';

/** A refused write is read again and retried this many times in all. */
export const MAX_MESSAGE_WRITES = 3;

/**
 * messages/{epoch ms} with the account's limits record in one batch (firestore.rules hold
 * the limit there). A refusal means the page's idea of the record was wrong (another
 * browser sent, a window misjudged) or another visitor took that millisecond: read the
 * record again and take the next free millisecond. 'limit-reached' when the server's
 * record says the account is at its limit.
 */
async function storeMessage(
  { dispatch, extra, getState }: AppThunkApi,
  sentAt: number,
  message: Omit<MessageDocument, 'timestamp'>,
): Promise<'written' | 'limit-reached'> {
  const doc: MessageDocument = { ...message, timestamp: new Date(sentAt).toISOString() };
  let id = sentAt;
  for (let writes = 1; ; writes++) {
    const record = getState().rateLimit.account;
    const now = extra.clock.now();
    const move = nextLimitMove(record, now);
    if (move === 'limit-reached') return 'limit-reached';
    const result = await extra.messageStore.addMessage(String(id), doc, move);
    if (result === 'written') {
      dispatch(
        accountMessageCounted(
          move === 'open-window' || !record
            ? { count: 1, windowStart: now }
            : { ...record, count: record.count + 1 },
        ),
      );
      return 'written';
    }
    if (writes === MAX_MESSAGE_WRITES) {
      throw new Error(`Firestore refused the message ${writes} times.`);
    }
    await dispatch(loadAccountLimit(message.userId)).unwrap();
    id = Math.max(id + 1, extra.clock.now());
  }
}

/**
 * Send the typed message (SPEC §5, §7 calls 3-4): auth check, rate check,
 * form-service POST, then messages/{epoch ms}. Every outcome ends in a toast.
 * Resolves with the message that was sent.
 */
export const sendMessage = createAppThunk<string, void, { rejectValue: SendFailure }>(
  'contactForm/send',
  async (_, thunkApi) => {
    const { dispatch, extra, getState, rejectWithValue } = thunkApi;
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

      // The spec counts the attempt in this browser; the account's record can be stricter.
      const verdict = await dispatch(recordSubmissionAttempt()).unwrap();
      const accountMove = nextLimitMove(getState().rateLimit.account, extra.clock.now());
      if (!verdict.allowed || accountMove === 'limit-reached') {
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
      const stored = await storeMessage(thunkApi, extra.clock.now(), {
        userId,
        name: profile.displayName,
        email: profile.email,
        message,
      });
      if (stored === 'limit-reached') {
        dispatch(flowToast('warning', 'limitReached'));
        return rejectWithValue('rate-limited');
      }
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
