import { messageChanged } from '../../../src/features/contactForm/contactFormSlice';
import { MAX_SLOT_GRANTS, sendMessage } from '../../../src/features/contactForm/contactFormThunks';
import { signInWithGoogle } from '../../../src/features/auth/authThunks';
import { pageLoaded } from '../../../src/features/pageLoaded';
import { formatResetTime } from '../../../src/features/rateLimit/rateLimitRules';
import {
  selectLimitReached,
  selectResetTime,
  selectWindowStart,
  windowEnded,
} from '../../../src/features/rateLimit/rateLimitSlice';
import { sampleGoogleUser, spentRecord } from '../../support/fakeServices';
import { createTestStore, signedIn } from '../../support/testStore';
import { en } from '../../support/sample';

/** The toasts' words in the default language, the spec's. */
const MESSAGES = en.messages;

const HOUR = 3_600_000;
const TYPED = 'Hello from another device.';
/** The account's limits record is keyed by its verified e-mail. */
const EMAIL = 'riya@example.com';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** A visitor whose account sent `count` messages an hour ago, from another browser. */
function accountWithMessages(count: number, preloaded = signedIn({}, TYPED)) {
  const h = createTestStore({ preloadedState: preloaded });
  const windowStart = h.clock.now() - HOUR;
  h.state.accountLimits.set(EMAIL, spentRecord(count, windowStart));
  return { h, windowStart };
}

describe('the limit follows the account', () => {
  it('shows the banner after sign-in from the server record, with a clean browser', async () => {
    const { h, windowStart } = accountWithMessages(2, undefined);

    await h.store.dispatch(signInWithGoogle());
    await Promise.resolve();

    const state = h.store.getState();
    expect(h.calls.limitReads).toEqual([EMAIL]);
    expect(state.rateLimit).toMatchObject({ count: 0, account: { count: 2, windowStart } });
    expect(selectLimitReached(state)).toBe(true);
    expect(selectResetTime(state)).toBe(formatResetTime(windowStart, 'en-IN'));
  });

  it('reads the account on a restored session once Firebase resumes it', async () => {
    const { h, windowStart } = accountWithMessages(2, undefined);
    h.services.sessionStore.save({
      email: 'riya@example.com',
      value: true,
      displayName: 'Riya Sen',
      photoURL: '',
    });
    h.state.firebaseUser = sampleGoogleUser;

    await h.store.dispatch(pageLoaded());
    await new Promise((resolve) => setTimeout(resolve, 0));

    const state = h.store.getState();
    expect(state.auth.profile?.uid).toBe(sampleGoogleUser.uid);
    expect(selectLimitReached(state)).toBe(true);
    expect(selectWindowStart(state)).toBe(windowStart);
  });

  it('keeps the authUser view when Firebase has no session, reading nothing', async () => {
    const { h } = accountWithMessages(2, undefined);
    h.state.firebaseUser = null;
    h.services.sessionStore.save({
      email: 'riya@example.com',
      value: true,
      displayName: 'Riya Sen',
      photoURL: '',
    });

    await h.store.dispatch(pageLoaded());
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(h.store.getState().auth.IsAuthenticated).toBe(true);
    expect(h.calls.limitReads).toEqual([]);
    expect(selectLimitReached(h.store.getState())).toBe(false);
  });

  it('takes the later reset of the two records when both hold the limit', async () => {
    const { h, windowStart } = accountWithMessages(2);
    const browserWindow = windowStart - HOUR;
    h.state.submissionRead = {
      kind: 'record',
      record: { id: 'submissionCount', count: 2, timestamp: browserWindow },
    };
    await h.store.dispatch(signInWithGoogle());
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(h.store.getState().rateLimit.count).toBe(2);
    expect(selectWindowStart(h.store.getState())).toBe(windowStart);

    // The browser's window ends first: the account still holds the limit.
    h.store.dispatch(windowEnded(browserWindow));
    expect(selectLimitReached(h.store.getState())).toBe(true);
    h.store.dispatch(windowEnded(windowStart));
    expect(selectLimitReached(h.store.getState())).toBe(false);
    expect(selectResetTime(h.store.getState())).toBeNull();
  });

  it('sends nothing when the account is at its limit, and keeps the text', async () => {
    const { h } = accountWithMessages(2);
    await h.store.dispatch(signInWithGoogle());
    await new Promise((resolve) => setTimeout(resolve, 0));
    h.store.dispatch(messageChanged(TYPED));

    const result = await h.store.dispatch(sendMessage());

    expect(result.payload).toBe('rate-limited');
    expect(h.calls.submissions).toEqual([]);
    expect(h.toasts()).toContainEqual(['warning', MESSAGES.limitReached]);
    expect(h.store.getState().contactForm).toEqual({ message: TYPED, status: 'failed' });
  });
});

describe('the server holds the limit', () => {
  it('shows the limit banner, not an error, when the server refuses the slot, and sends nothing', async () => {
    // This page never read the account (say the read failed): it believes no window is open.
    const { h, windowStart } = accountWithMessages(2);

    const result = await h.store.dispatch(sendMessage());

    expect(result.payload).toBe('rate-limited');
    expect(h.calls.refusedSlots).toEqual([{ email: EMAIL, move: 'open-window' }]);
    expect(h.calls.submissions).toEqual([]);
    expect(h.calls.messages).toEqual([]);
    expect(h.toasts()).toEqual([['warning', MESSAGES.limitReached]]);
    expect(h.store.getState().contactForm).toEqual({ message: TYPED, status: 'failed' });
    expect(selectLimitReached(h.store.getState())).toBe(true);
    expect(selectResetTime(h.store.getState())).toBe(formatResetTime(windowStart, 'en-IN'));
  });

  it('takes the slot in the open window when the page misjudged it, after one read', async () => {
    const { h, windowStart } = accountWithMessages(1);

    await h.store.dispatch(sendMessage());

    expect(h.calls.refusedSlots).toEqual([{ email: EMAIL, move: 'open-window' }]);
    expect(h.calls.limitReads).toEqual([EMAIL]);
    expect(h.calls.slots.map((slot) => slot.move)).toEqual(['count-in-window']);
    expect(h.calls.messages).toHaveLength(1);
    expect(h.toasts()).toEqual([['success', MESSAGES.messageSent]]);
    expect(h.store.getState().rateLimit.account).toEqual({ count: 2, windowStart });
    expect(selectLimitReached(h.store.getState())).toBe(true);
  });

  it('moves to the next free millisecond when another visitor took this one', async () => {
    const h = createTestStore({ preloadedState: signedIn({}, TYPED) });
    const now = h.clock.now();
    h.calls.messages.push({
      id: String(now),
      doc: {
        userId: 'someone-else',
        name: 'Someone',
        email: 'someone@example.com',
        message: 'First!',
        timestamp: new Date(now).toISOString(),
      },
    });

    await h.store.dispatch(sendMessage());

    expect(h.calls.messages.map((written) => written.id)).toEqual([String(now), String(now + 1)]);
    expect(h.calls.messages[1].doc).toMatchObject({
      userId: sampleGoogleUser.uid,
      message: TYPED,
      timestamp: new Date(now + 1).toISOString(),
    });
    expect(h.toasts()).toEqual([['success', MESSAGES.messageSent]]);
  });

  it('gives up with the generic error after its tries at a slot, sending nothing', async () => {
    const h = createTestStore({ preloadedState: signedIn({}, TYPED) });
    h.answer('messageStore.grantSlot', async () => 'refused');

    const result = await h.store.dispatch(sendMessage());

    expect(result.payload).toBe('error');
    expect(h.calls.limitReads).toHaveLength(MAX_SLOT_GRANTS - 1);
    expect(h.calls.submissions).toEqual([]);
    expect(h.toasts()).toEqual([['error', MESSAGES.genericError]]);
    expect(h.store.getState().contactForm.message).toBe(TYPED);
  });

  it('records the new window when its slot is granted, so the next one counts in it', async () => {
    const h = createTestStore({ preloadedState: signedIn({}, 'One') });
    const start = h.clock.now();
    await h.store.dispatch(sendMessage());
    await h.clock.advance(60_000);
    h.store.dispatch(messageChanged('Two'));
    await h.store.dispatch(sendMessage());

    expect(h.calls.refusedSlots).toEqual([]);
    expect(h.calls.limitReads).toEqual([]);
    expect(h.calls.slots.map((slot) => slot.move)).toEqual(['open-window', 'count-in-window']);
    expect(h.state.accountLimits.get(EMAIL)).toEqual({
      count: 2,
      windowStart: start,
      slotAt: start + 60_000,
      messageId: String(start + 60_000),
    });
  });
});

describe('a blocked sign-in popup', () => {
  it('goes by redirect, and the page it comes back to completes the sign-in', async () => {
    const before = createTestStore();
    before.state.signInPopupBlocked = true;

    const result = await before.store.dispatch(signInWithGoogle());

    expect(result.payload).toBe('redirecting');
    expect(before.toasts()).toEqual([]);
    expect(before.store.getState().auth.IsAuthenticated).toBe(false);

    // The page Google sends the visitor back to: a new store, the same ports.
    const after = createTestStore();
    after.state.redirectUser = before.state.redirectUser;
    await after.store.dispatch(pageLoaded());

    expect(after.store.getState().auth).toMatchObject({
      IsAuthenticated: true,
      user: sampleGoogleUser.email,
      profile: { uid: sampleGoogleUser.uid },
    });
    expect(after.calls.mergedUsers).toHaveLength(1);
    expect(after.toasts()).toEqual([['success', MESSAGES.signedIn]]);
  });
});

describe('the message being written', () => {
  it('is kept as it is typed and comes back on the next page load', async () => {
    const h = createTestStore();
    h.store.dispatch(messageChanged('Half a thought'));
    expect(h.state.draft).toBe('Half a thought');

    const reloaded = createTestStore();
    reloaded.state.draft = h.state.draft;
    await reloaded.store.dispatch(pageLoaded());
    expect(reloaded.store.getState().contactForm.message).toBe('Half a thought');
  });

  it('survives a failed send and is forgotten when a send succeeds', async () => {
    const h = createTestStore({ preloadedState: signedIn() });
    h.store.dispatch(messageChanged(TYPED));
    h.state.formAnswer = { success: false };
    await h.store.dispatch(sendMessage());
    expect(h.state.draft).toBe(TYPED);

    h.state.formAnswer = { success: true };
    await h.store.dispatch(sendMessage());
    expect(h.state.draft).toBe('');
  });

  it('is forgotten when the visitor clears the text', () => {
    const h = createTestStore();
    h.store.dispatch(messageChanged(TYPED));
    h.store.dispatch(messageChanged(''));
    expect(h.state.draft).toBe('');
  });
});
