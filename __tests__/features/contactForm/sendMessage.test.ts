import {
  messageChanged,
  selectSendDisabled,
} from '../../../src/features/contactForm/contactFormSlice';
import { sendMessage } from '../../../src/features/contactForm/contactFormThunks';
import type { FormServiceAnswer, SubmissionRecord } from '../../../src/features/ports';
import { spentRecord } from '../../support/fakeServices';
import { createTestStore, signedIn, signedInProfile } from '../../support/testStore';
import { en } from '../../support/sample';

/** The toasts' words in the default language, the spec's. */
const MESSAGES = en.messages;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function record(count: number, timestamp: number): SubmissionRecord {
  return { id: 'submissionCount', count, timestamp };
}

describe('sendMessage', () => {
  it('asks Firebase who is signed in, takes a slot on the server, posts, then writes messages/{epoch ms}', async () => {
    const h = createTestStore({ preloadedState: signedIn({}, 'Hello, let us talk.') });
    const now = h.clock.now();

    await h.store.dispatch(sendMessage());

    expect(h.log).toEqual([
      'auth.currentUser',
      'submissionStore.read',
      'submissionStore.write',
      'messageStore.grantSlot',
      'formService.submit',
      'messageStore.addMessage',
    ]);
    expect(h.calls.slots).toEqual([
      { email: 'riya@example.com', move: 'open-window', expireAt: now + 4 * 86_400_000 },
    ]);
    expect(h.calls.submissions).toEqual([
      {
        message: 'Hello, let us talk.',
        authenticatedEmail: 'riya@example.com',
        authenticatedName: 'Riya Sen',
      },
    ]);
    expect(h.calls.messages).toEqual([
      {
        id: String(now),
        doc: {
          userId: 'uid-123',
          name: 'Riya Sen',
          email: 'riya@example.com',
          message: 'Hello, let us talk.',
          timestamp: new Date(now).toISOString(),
        },
      },
    ]);
    expect(h.toasts()).toEqual([['success', 'Your message has been sent successfully!']]);
    expect(h.store.getState().contactForm).toEqual({ message: '', status: 'succeeded' });
    expect(h.store.getState().rateLimit).toMatchObject({ count: 1, windowStart: now });
  });

  it('shows its toasts top-right for 5 seconds', async () => {
    const h = createTestStore({ preloadedState: signedIn({}, 'Hi') });
    await h.store.dispatch(sendMessage());
    expect(h.calls.toasts).toEqual([
      expect.objectContaining({ position: 'top-right', durationMs: 5000 }),
    ]);
  });

  it('refuses a signed-out visitor before the rate check: no count, no call', async () => {
    const h = createTestStore({
      preloadedState: { contactForm: { message: 'Hi', status: 'idle' } },
    });

    const result = await h.store.dispatch(sendMessage());

    expect(result.payload).toBe('unauthenticated');
    expect(h.toasts()).toEqual([['error', 'Please authenticate first']]);
    expect(h.log).toEqual([]);
    expect(h.store.getState().contactForm).toEqual({ message: 'Hi', status: 'failed' });
  });

  it('refuses a message of only white space without counting or sending it', async () => {
    const h = createTestStore({ preloadedState: signedIn({}, '  \n\t ') });
    const result = await h.store.dispatch(sendMessage());
    expect(result.payload).toBe('empty');
    expect(h.log).toEqual([]);
    expect(h.toasts()).toEqual([['error', MESSAGES.emptyMessage]]);
  });

  it('checks the rate before the POST and refuses the third message of a window', async () => {
    const h = createTestStore({ preloadedState: signedIn({}, 'Third try') });
    const windowStart = h.clock.now() - 1000;
    h.state.submissionRead = { kind: 'record', record: record(2, windowStart) };

    const result = await h.store.dispatch(sendMessage());

    expect(result.payload).toBe('rate-limited');
    expect(h.log).toEqual(['auth.currentUser', 'submissionStore.read', 'submissionStore.write']);
    expect(h.toasts()).toEqual([
      ['warning', 'Submission limit reached. Please wait before sending another.'],
    ]);
    // The refused attempt counts, and the banner and disabled button follow.
    expect(h.state.submissionRead).toEqual({ kind: 'record', record: record(3, windowStart) });
    expect(h.store.getState().rateLimit).toMatchObject({ count: 3, windowStart });
    expect(selectSendDisabled(h.store.getState())).toBe(true);
    expect(h.store.getState().contactForm.message).toBe('Third try');
  });

  it('sends the second message of a window (count 2 is still allowed)', async () => {
    const h = createTestStore({ preloadedState: signedIn({}, 'Second') });
    h.state.submissionRead = { kind: 'record', record: record(1, h.clock.now() - 5) };
    await h.store.dispatch(sendMessage());
    expect(h.calls.submissions).toHaveLength(1);
    expect(h.store.getState().rateLimit.count).toBe(2);
    expect(selectSendDisabled(h.store.getState())).toBe(true);
  });

  it('says "Submission failed" and writes no message when the service answers success false', async () => {
    const h = createTestStore({ preloadedState: signedIn({}, 'Hi') });
    h.state.formAnswer = { success: false, message: 'Invalid access key' };

    const result = await h.store.dispatch(sendMessage());

    expect(result.payload).toBe('rejected-by-service');
    expect(h.calls.messages).toEqual([]);
    expect(h.toasts()).toEqual([['error', 'Submission failed']]);
    expect(h.store.getState().contactForm).toEqual({ message: 'Hi', status: 'failed' });
  });

  it.each([
    ['a network error', new TypeError('Failed to fetch')],
    ['an answer that is not JSON', new SyntaxError('Unexpected token < in JSON')],
    ['a timeout', new DOMException('The operation timed out.', 'TimeoutError')],
  ])('shows the generic error on %s and writes no message', async (_, error) => {
    const h = createTestStore({ preloadedState: signedIn({}, 'Keep me') });
    h.fail('formService.submit', error);

    const result = await h.store.dispatch(sendMessage());

    expect(result.payload).toBe('error');
    expect(h.calls.messages).toEqual([]);
    expect(h.toasts()).toEqual([
      ['error', 'There was an error processing your request. Please try again.'],
    ]);
    expect(h.store.getState().contactForm).toEqual({ message: 'Keep me', status: 'failed' });
  });

  it('shows the generic error when the message document cannot be written', async () => {
    const h = createTestStore({ preloadedState: signedIn({}, 'Keep me') });
    h.answer('messageStore.addMessage', async () => 'refused');

    const result = await h.store.dispatch(sendMessage());

    expect(result.payload).toBe('error');
    expect(h.log.slice(-4)).toEqual([
      'formService.submit',
      'messageStore.addMessage',
      'messageStore.addMessage',
      'messageStore.addMessage',
    ]);
    expect(h.toasts()).toEqual([
      ['error', 'There was an error processing your request. Please try again.'],
    ]);
    expect(h.store.getState().contactForm.message).toBe('Keep me');
  });

  it('is "sending" until the answer arrives, and a second click sends nothing', async () => {
    const h = createTestStore({ preloadedState: signedIn({}, 'Once') });
    let answer!: (value: FormServiceAnswer) => void;
    const submit = h.services.formService.submit;
    h.services.formService.submit = (submission) => {
      void submit(submission);
      return new Promise((resolve) => (answer = resolve));
    };

    const first = h.store.dispatch(sendMessage());
    expect(h.store.getState().contactForm.status).toBe('sending');
    expect(selectSendDisabled(h.store.getState())).toBe(true);
    await h.store.dispatch(sendMessage());
    await h.clock.advance(0);
    answer({ success: true });
    await first;

    expect(h.calls.submissions).toHaveLength(1);
    expect(h.calls.messages).toHaveLength(1);
    expect(h.store.getState().rateLimit.count).toBe(1);
    expect(h.store.getState().contactForm.status).toBe('succeeded');
    expect(selectSendDisabled(h.store.getState())).toBe(false);
  });

  it('sends what the visitor typed', async () => {
    const h = createTestStore({ preloadedState: signedIn() });
    h.store.dispatch(messageChanged('Typed by hand'));
    await h.store.dispatch(sendMessage());
    expect(h.calls.submissions[0].message).toBe('Typed by hand');
  });

  describe('after a reload (view restored from authUser, no uid yet)', () => {
    it('takes the uid from the resumed Firebase session, before the rate check', async () => {
      const h = createTestStore({ preloadedState: signedIn({ uid: null }, 'After reload') });
      h.state.firebaseUser = { ...signedInProfile, uid: 'resumed-uid' };

      await h.store.dispatch(sendMessage());

      expect(h.log).toEqual([
        'auth.currentUser',
        'submissionStore.read',
        'submissionStore.write',
        'messageStore.grantSlot',
        'formService.submit',
        'messageStore.addMessage',
      ]);
      expect(h.calls.messages[0].doc.userId).toBe('resumed-uid');
      expect(h.store.getState().auth.profile?.uid).toBe('resumed-uid');
      expect(h.toasts()).toEqual([['success', 'Your message has been sent successfully!']]);
    });

    it('asks to sign in again when Firebase has no session: nothing counted or sent', async () => {
      const h = createTestStore({ preloadedState: signedIn({ uid: null }, 'Lost') });
      h.state.storedAuthUser = {
        email: 'riya@example.com',
        value: true,
        displayName: 'Riya Sen',
        photoURL: '',
      };

      const result = await h.store.dispatch(sendMessage());

      expect(result.payload).toBe('unauthenticated');
      expect(h.log).toEqual(['auth.currentUser', 'sessionStore.clear']);
      expect(h.state.storedAuthUser).toBeNull();
      expect(h.store.getState().auth).toMatchObject({
        user: null,
        IsAuthenticated: false,
        profile: null,
      });
      expect(h.toasts()).toEqual([['error', 'Please authenticate first']]);
      expect(h.store.getState().contactForm.message).toBe('Lost');
    });

    it('shows the generic error when Firebase cannot be reached', async () => {
      const h = createTestStore({ preloadedState: signedIn({ uid: null }, 'Offline') });
      h.fail('auth.currentUser', new Error('ChunkLoadError'));

      await h.store.dispatch(sendMessage());

      expect(h.log).toEqual(['auth.currentUser']);
      expect(h.toasts()).toEqual([
        ['error', 'There was an error processing your request. Please try again.'],
      ]);
      expect(h.store.getState().auth.IsAuthenticated).toBe(true);
    });
  });

  describe('who is signed in now, by Firebase', () => {
    it('sends nothing when the account signed out in another tab, and shows the signed-out view', async () => {
      const h = createTestStore({ preloadedState: signedIn({}, 'Not in my name') });
      h.state.firebaseUser = null;

      const result = await h.store.dispatch(sendMessage());

      expect(result.payload).toBe('unauthenticated');
      expect(h.calls.submissions).toEqual([]);
      expect(h.calls.slots).toEqual([]);
      expect(h.store.getState().auth.IsAuthenticated).toBe(false);
      expect(h.toasts()).toEqual([['error', MESSAGES.authenticateFirst]]);
    });

    it('sends nothing when another account signed in elsewhere: the view follows it', async () => {
      const h = createTestStore({ preloadedState: signedIn({}, 'For Riya only') });
      h.state.firebaseUser = {
        uid: 'uid-other',
        displayName: 'Kabir Rao',
        email: 'kabir@example.com',
        photoURL: null,
      };

      const result = await h.store.dispatch(sendMessage());

      expect(result.payload).toBe('account-changed');
      expect(h.calls.submissions).toEqual([]);
      expect(h.store.getState().auth.profile).toEqual({
        uid: 'uid-other',
        displayName: 'Kabir Rao',
        email: 'kabir@example.com',
        photoURL: '',
      });
      expect(h.toasts()).toEqual([['error', MESSAGES.accountChanged]]);
      expect(h.store.getState().contactForm.message).toBe('For Riya only');
    });
  });

  it('sends nothing when another tab signed out just now, before Firebase told this one', async () => {
    const h = createTestStore({ preloadedState: signedIn({}, 'Not in my name') });
    h.services.sessionStore.save({
      email: 'riya@example.com',
      value: true,
      displayName: 'Riya Sen',
      photoURL: '',
    });
    // The other tab's sign-out removes authUser at once; Firebase here still has the account.
    h.answer('messageStore.grantSlot', async (...args) => {
      h.state.storedAuthUser = null;
      const grantSlot = h.inMemory.messageStore.grantSlot;
      return grantSlot(...(args as Parameters<typeof grantSlot>));
    });

    const result = await h.store.dispatch(sendMessage());

    expect(result.payload).toBe('unauthenticated');
    expect(h.calls.submissions).toEqual([]);
    expect(h.store.getState().auth.IsAuthenticated).toBe(false);
    expect(h.store.getState().contactForm.message).toBe('');
    expect(h.toasts()).toEqual([['error', MESSAGES.authenticateFirst]]);
  });

  describe('an e-mail only for a message the server counted', () => {
    it('sends nothing when the server refuses the slot: another device used the window', async () => {
      const h = createTestStore({ preloadedState: signedIn({}, 'Third from a second laptop') });
      // Two messages sent from another browser: this page has not read them yet.
      h.state.accountLimits.set('riya@example.com', spentRecord(2, h.clock.now() - 60_000));

      const result = await h.store.dispatch(sendMessage());

      expect(result.payload).toBe('rate-limited');
      expect(h.calls.submissions).toEqual([]);
      expect(h.calls.refusedSlots).toEqual([{ email: 'riya@example.com', move: 'open-window' }]);
      expect(h.toasts()).toEqual([['warning', MESSAGES.limitReached]]);
      expect(h.store.getState().rateLimit.account).toEqual({
        count: 2,
        windowStart: h.clock.now() - 60_000,
      });
      expect(h.store.getState().contactForm.message).toBe('Third from a second laptop');
    });

    it('spends one slot per attempt: a failed POST keeps its slot used, as the spec counts attempts', async () => {
      const h = createTestStore({ preloadedState: signedIn({}, 'Hi') });
      h.state.formAnswer = { success: false };

      await h.store.dispatch(sendMessage());

      expect(h.state.accountLimits.get('riya@example.com')).toMatchObject({
        count: 1,
        messageId: '',
      });
      expect(h.store.getState().rateLimit.account).toMatchObject({ count: 1 });
    });

    it('with this clock 25 h ahead: the slot, the e-mail and the record at the server’s time, no error', async () => {
      const h = createTestStore({ preloadedState: signedIn({}, 'From a wrong clock') });
      const serverTime = h.clock.now();
      h.state.accountLimits.set('riya@example.com', spentRecord(1, serverTime - 3_600_000));
      h.state.pageClockAheadMs = 25 * 3_600_000;
      h.clock.set(serverTime + h.state.pageClockAheadMs);

      await h.store.dispatch(sendMessage());

      // The page thought the window over; the server said no, so it counted in the open one.
      expect(h.calls.refusedSlots).toEqual([{ email: 'riya@example.com', move: 'open-window' }]);
      expect(h.calls.slots.map((slot) => slot.move)).toEqual(['count-in-window']);
      expect(h.calls.submissions).toHaveLength(1);
      expect(h.calls.messages).toEqual([
        {
          id: String(serverTime),
          doc: expect.objectContaining({ timestamp: new Date(serverTime).toISOString() }),
        },
      ]);
      expect(h.toasts()).toEqual([['success', MESSAGES.messageSent]]);
    });
  });
});
