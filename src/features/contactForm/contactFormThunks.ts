import {
  accountSwitched,
  sessionLost,
  selectSignedInProfile,
  sessionResumed,
  signedOutElsewhere,
} from '../auth/authSlice';
import { toProfile } from '../auth/authThunks';
import { createAppThunk } from '../createAppThunk';
import type { AppThunkApi } from '../createAppThunk';
import type { MessageDocument, SlotGrant } from '../ports';
import { LIMIT_RECORD_LIFETIME_MS, nextLimitMove } from '../rateLimit/rateLimitRules';
import { accountSlotGranted, selectAccountLimit } from '../rateLimit/rateLimitSlice';
import { loadAccountLimit, recordSubmissionAttempt } from '../rateLimit/rateLimitThunks';
import { flowToast } from '../ui/toasts';
import { selectMessage, selectSending } from './contactFormSlice';
import { isBlankMessage, MAX_MESSAGE_LENGTH, neutralizeMessage } from './messageRules';

export type SendFailure =
  | 'unauthenticated'
  | 'account-changed'
  | 'empty'
  | 'too-long'
  | 'rate-limited'
  | 'rejected-by-service'
  | 'error';

/** Slot grants the rules refused are read again and retried this many times in all. */
export const MAX_SLOT_GRANTS = 3;
/** The message's record is written this many times at most before the send counts as failed. */
export const MAX_MESSAGE_WRITES = 3;
/** The wait before writing the record again after a network error, doubled each time. */
const MESSAGE_RETRY_MS = 1000;

/**
 * Takes the account's next slot on the server, before any e-mail goes: the server's grant is
 * what lets this page send one. A refusal means the page's idea of the record was wrong
 * (another browser or tab sent, this clock misjudged the window): read it again and retry.
 */
async function takeSlot(
  { dispatch, extra, getState }: AppThunkApi,
  email: string,
): Promise<SlotGrant | 'limit-reached'> {
  let openRefused = false;
  for (let grants = 1; ; grants++) {
    const now = extra.clock.now();
    const move = nextLimitMove(selectAccountLimit(getState()), now, openRefused);
    if (move === 'limit-reached') return 'limit-reached';
    const grant = await extra.messageStore.grantSlot(email, move, now + LIMIT_RECORD_LIFETIME_MS);
    if (grant !== 'refused') {
      dispatch(accountSlotGranted(grant.record));
      return grant;
    }
    if (grants === MAX_SLOT_GRANTS) {
      throw new Error(`Firestore refused a slot ${grants} times.`);
    }
    openRefused = move === 'open-window';
    await dispatch(loadAccountLimit(email)).unwrap();
  }
}

/**
 * messages/{epoch ms}, spending the slot, at the server's time of now (the grant's time plus
 * what this clock measured since): a wrong clock cannot misdate it. A refusal means another
 * visitor took that millisecond: take the next. A network error is retried after a wait, since
 * the e-mail has gone and its record should follow it.
 */
async function storeMessage(
  { extra }: AppThunkApi,
  serverNow: () => number,
  message: Omit<MessageDocument, 'timestamp'>,
): Promise<void> {
  let id = serverNow();
  for (let writes = 1; ; writes++) {
    const doc: MessageDocument = { ...message, timestamp: new Date(id).toISOString() };
    let result: 'written' | 'refused' | 'failed';
    try {
      result = await extra.messageStore.addMessage(String(id), doc);
    } catch (error) {
      if (writes === MAX_MESSAGE_WRITES) throw error;
      console.warn('The message was sent but not recorded yet; trying again.', error);
      result = 'failed';
    }
    if (result === 'written') return;
    if (writes === MAX_MESSAGE_WRITES) {
      throw new Error(`Firestore refused the message ${writes} times.`);
    }
    if (result === 'failed') await extra.clock.sleep(MESSAGE_RETRY_MS * 2 ** (writes - 1));
    id = Math.max(id + 1, serverNow());
  }
}

/**
 * Send the typed message (behaviour.md §5, §7 calls 3-4): auth check, rate check, the server's
 * slot, form-service POST, then messages/{epoch ms}. Every outcome ends in a toast. Resolves with
 * the message as typed (what is sent leaves out the characters the rules refuse).
 */
export const sendMessage = createAppThunk<string, void, { rejectValue: SendFailure }>(
  'contactForm/sendMessage',
  async (_, thunkApi) => {
    const { dispatch, extra, getState, rejectWithValue } = thunkApi;
    const profile = selectSignedInProfile(getState());
    if (!profile) {
      dispatch(flowToast('error', 'authenticateFirst'));
      return rejectWithValue('unauthenticated');
    }
    const typed = selectMessage(getState());
    const message = neutralizeMessage(typed);
    if (isBlankMessage(message)) {
      dispatch(flowToast('error', 'emptyMessage'));
      return rejectWithValue('empty');
    }
    if (message.length > MAX_MESSAGE_LENGTH) {
      dispatch(flowToast('error', 'messageTooLong'));
      return rejectWithValue('too-long');
    }

    try {
      // Who is signed in now, by Firebase: another tab may have signed out or in since this
      // view was drawn (or it was restored from authUser). Nothing goes out in a name that is
      // no longer signed in.
      const current = await extra.auth.currentUser();
      if (!current) {
        extra.sessionStore.clear();
        dispatch(sessionLost());
        dispatch(flowToast('error', 'authenticateFirst'));
        return rejectWithValue('unauthenticated');
      }
      if (
        current.email !== profile.email ||
        (profile.uid !== null && current.uid !== profile.uid)
      ) {
        dispatch(accountSwitched(toProfile(current, current.email ?? profile.email)));
        dispatch(flowToast('error', 'accountChanged'));
        return rejectWithValue('account-changed');
      }
      if (profile.uid === null) dispatch(sessionResumed(current.uid));

      // The spec counts the attempt in this browser; the account's record can be stricter.
      const verdict = await dispatch(recordSubmissionAttempt()).unwrap();
      const grant = verdict.allowed ? await takeSlot(thunkApi, profile.email) : 'limit-reached';
      if (grant === 'limit-reached') {
        dispatch(flowToast('warning', 'limitReached'));
        return rejectWithValue('rate-limited');
      }
      const clockAtGrant = extra.clock.now();
      const serverNow = () => grant.grantedAt + (extra.clock.now() - clockAtGrant);

      // Just before the e-mail: a sign-out in another tab of this site has removed authUser at
      // once, while Firebase tells this tab only at its next look (within a second).
      if (extra.sessionStore.changedElsewhere(profile.email)) {
        dispatch(signedOutElsewhere());
        dispatch(flowToast('error', 'authenticateFirst'));
        return rejectWithValue('unauthenticated');
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
      await storeMessage(thunkApi, serverNow, {
        userId: current.uid,
        name: profile.displayName,
        email: profile.email,
        message,
      });
    } catch (error) {
      console.error('Sending the message failed.', error);
      dispatch(flowToast('error', 'genericError'));
      return rejectWithValue('error');
    }
    dispatch(flowToast('success', 'messageSent'));
    return typed;
  },
  { condition: (_, { getState }) => !selectSending(getState()) },
);
