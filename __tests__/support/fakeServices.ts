import type {
  AccountLimitRecord,
  ContactSubmission,
  FormServiceAnswer,
  GoogleProfile,
  LimitMove,
  MessageDocument,
  Services,
  StoredAuthUser,
  SubmissionRead,
  SubmissionRecord,
  UserDocument,
} from '../../src/features/ports';
import {
  SUBMISSION_LIMIT,
  SUBMISSION_WINDOW_MS,
} from '../../src/features/rateLimit/rateLimitRules';
import type { Toast } from '../../src/features/ui/uiSlice';
import { en } from './sample';

/** A clock the test moves by hand; sleep() resolves when the clock passes its deadline. */
export class ManualClock {
  private current: number;
  private sleepers: { until: number; wake: () => void }[] = [];

  constructor(start = Date.UTC(2026, 10, 22, 6, 0, 0)) {
    this.current = start;
  }

  now = () => this.current;

  sleep = (ms: number, signal?: AbortSignal) =>
    new Promise<void>((wake, fail) => {
      if (signal?.aborted) {
        fail(signal.reason);
        return;
      }
      const sleeper = { until: this.current + ms, wake };
      this.sleepers.push(sleeper);
      signal?.addEventListener(
        'abort',
        () => {
          this.sleepers = this.sleepers.filter((s) => s !== sleeper);
          fail(signal.reason);
        },
        { once: true },
      );
    });

  /** Moves time forward and wakes every sleeper whose deadline has passed. */
  async advance(ms: number) {
    this.current += ms;
    const due = this.sleepers.filter((s) => s.until <= this.current);
    this.sleepers = this.sleepers.filter((s) => s.until > this.current);
    due.forEach((s) => s.wake());
    // Let the awakened thunks run to their next await, however many promise turns that takes:
    // the next task runs only after every microtask queued before it.
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }

  set(ms: number) {
    this.current = ms;
  }

  /** Resolves once `count` sleeps are pending (the flow under test reached its wait). */
  async whenSleeping(count = 1, timeoutMs = 2000) {
    const giveUpAt = Date.now() + timeoutMs;
    while (this.sleepers.length < count) {
      if (Date.now() > giveUpAt) throw new Error(`No ${count} pending sleeps in ${timeoutMs} ms.`);
      await new Promise<void>((resolve) => setTimeout(resolve, 5));
    }
  }

  get pendingSleeps() {
    return this.sleepers.length;
  }
}

/** limits/{email} on the server: the record the page reads, with its latest slot. */
export interface ServerLimitRecord extends AccountLimitRecord {
  /** Server epoch ms of the latest slot's grant. */
  slotAt: number;
  /** The id of the message that spent the latest slot, or '' while it is unspent. */
  messageId: string;
}

/** A slot is spent within ten minutes, and a message's id is within five of the server's time. */
const SLOT_LIFETIME_MS = 10 * 60_000;
const TIME_TOLERANCE_MS = 5 * 60_000;

/** A limits record the server holds, with its slot spent: what an earlier send left. */
export const spentRecord = (count: number, windowStart: number): ServerLimitRecord => ({
  count,
  windowStart,
  slotAt: windowStart,
  messageId: String(windowStart),
});

export const sampleGoogleUser: GoogleProfile = {
  uid: 'uid-123',
  displayName: 'Riya Sen',
  email: 'riya@example.com',
  photoURL: 'https://example.com/riya.png',
};

/** In-memory ports that record every call, for slice and thunk tests. */
export function createFakeServices(overrides: Partial<Services> = {}) {
  const clock = new ManualClock();
  const calls = {
    signIn: 0,
    signOut: 0,
    mergedUsers: [] as { uid: string; doc: UserDocument }[],
    deletedProfiles: [] as string[],
    deletedAccounts: [] as string[],
    reauthentications: 0,
    messages: [] as { id: string; doc: MessageDocument }[],
    refusedMessages: [] as { id: string; doc: MessageDocument }[],
    slots: [] as { email: string; move: LimitMove; expireAt: number }[],
    refusedSlots: [] as { email: string; move: LimitMove }[],
    limitReads: [] as string[],
    submissions: [] as ContactSubmission[],
    opened: [] as string[],
    scrolledTo: [] as string[],
    scripts: [] as string[],
    pageViews: [] as { route: string; path: string }[],
    toasts: [] as Toast[],
  };
  const state = {
    googleUser: sampleGoogleUser as GoogleProfile | null,
    firebaseUser: null as GoogleProfile | null,
    /** The account a redirect sign-in brings back to the next page load. */
    redirectUser: null as GoogleProfile | null,
    /** The tab's kept draft (session storage in the browser). */
    draft: '',
    formAnswer: { success: true } as FormServiceAnswer,
    submissionRead: { kind: 'empty' } as SubmissionRead,
    storedAuthUser: null as StoredAuthUser | null,
    /** The browser blocks new windows (Safari, seconds after the tap). */
    popupsBlocked: false,
    /** The browser blocks the sign-in popup: the sign-in goes by redirect. */
    signInPopupBlocked: false,
    /** limits/{email} as the server holds them; the fake refuses what firestore.rules refuse. */
    accountLimits: new Map<string, ServerLimitRecord>(),
    /** When set, reading limits/{email} rejects with it. */
    limitReadFault: null as unknown,
    /** How far the page's clock (`clock`) runs ahead of the server's. */
    pageClockAheadMs: 0,
    /** Firebase wants a recent sign-in before it deletes the account. */
    recentSignInRequired: false,
    /** When set, the named step of "Delete my account" rejects with it. */
    accountFault: null as null | { step: 'profile' | 'account' | 'reauthenticate'; error: unknown },
  };

  const accountFault = (step: 'profile' | 'account' | 'reauthenticate') => {
    if (state.accountFault?.step === step) throw state.accountFault.error;
  };

  /** This tab has read or written authUser (the session store's memory). */
  let authUserKept = false;
  /** Firebase's listeners of its signed-in account (watchAccount). */
  const accountListeners = new Set<(user: GoogleProfile | null) => void>();
  const serverNow = () => clock.now() - state.pageClockAheadMs;

  /** The rules' verdict on a slot grant, by the server's clock. */
  function grantAllowed(email: string, move: LimitMove): boolean {
    const record = state.accountLimits.get(email);
    if (move === 'open-window') {
      return !record || serverNow() >= record.windowStart + SUBMISSION_WINDOW_MS;
    }
    return record !== undefined && record.count + 1 <= SUBMISSION_LIMIT;
  }

  /** The rules' verdict on a message: it spends a fresh, unspent slot, at the server's time. */
  function messageAllowed(id: string, doc: MessageDocument): boolean {
    const record = state.accountLimits.get(doc.email);
    return (
      !calls.messages.some((written) => written.id === id) &&
      record !== undefined &&
      record.messageId === '' &&
      serverNow() < record.slotAt + SLOT_LIFETIME_MS &&
      Math.abs(Number(id) - serverNow()) < TIME_TOLERANCE_MS
    );
  }

  /** Firebase's account changes, in this tab or another: every watcher hears of it. */
  function setFirebaseUser(user: GoogleProfile | null) {
    state.firebaseUser = user;
    accountListeners.forEach((listener) => listener(user));
  }

  const services: Services = {
    auth: {
      async signInWithGoogle() {
        calls.signIn += 1;
        if (!state.googleUser) throw new Error('auth/popup-closed-by-user');
        if (state.signInPopupBlocked) {
          state.redirectUser = state.googleUser;
          return 'redirecting';
        }
        state.firebaseUser = state.googleUser;
        return state.googleUser;
      },
      async currentUser() {
        return state.firebaseUser;
      },
      async redirectResult() {
        state.firebaseUser = state.redirectUser ?? state.firebaseUser;
        return state.redirectUser;
      },
      watchAccount(listener) {
        accountListeners.add(listener);
        // Firebase answers with the current account first, as soon as its session is known.
        void Promise.resolve().then(() => {
          if (accountListeners.has(listener)) listener(state.firebaseUser);
        });
        return () => {
          accountListeners.delete(listener);
        };
      },
      async signOut() {
        calls.signOut += 1;
        setFirebaseUser(null);
      },
    },
    account: {
      async deleteProfile(uid) {
        accountFault('profile');
        calls.deletedProfiles.push(uid);
      },
      async deleteSignedInAccount() {
        accountFault('account');
        if (!state.firebaseUser) throw new Error('Nobody is signed in.');
        if (state.recentSignInRequired) return 'recent-sign-in-required';
        calls.deletedAccounts.push(state.firebaseUser.uid);
        state.firebaseUser = null;
        return 'deleted';
      },
      async reauthenticate() {
        accountFault('reauthenticate');
        calls.reauthentications += 1;
        state.recentSignInRequired = false;
      },
    },
    userStore: {
      async mergeUser(uid, doc) {
        calls.mergedUsers.push({ uid, doc });
      },
    },
    messageStore: {
      async readLimit(email) {
        calls.limitReads.push(email);
        if (state.limitReadFault) throw state.limitReadFault;
        const record = state.accountLimits.get(email);
        return record ? { count: record.count, windowStart: record.windowStart } : null;
      },
      async grantSlot(email, move, expireAt) {
        if (!grantAllowed(email, move)) {
          calls.refusedSlots.push({ email, move });
          return 'refused';
        }
        calls.slots.push({ email, move, expireAt });
        const record = state.accountLimits.get(email);
        const next: ServerLimitRecord =
          move === 'open-window' || !record
            ? { count: 1, windowStart: serverNow(), slotAt: serverNow(), messageId: '' }
            : { ...record, count: record.count + 1, slotAt: serverNow(), messageId: '' };
        state.accountLimits.set(email, next);
        return {
          record: { count: next.count, windowStart: next.windowStart },
          grantedAt: next.slotAt,
        };
      },
      async addMessage(id, doc) {
        if (!messageAllowed(id, doc)) {
          calls.refusedMessages.push({ id, doc });
          return 'refused';
        }
        calls.messages.push({ id, doc });
        state.accountLimits.set(doc.email, {
          ...state.accountLimits.get(doc.email)!,
          messageId: id,
        });
        return 'written';
      },
    },
    formService: {
      async submit(submission) {
        calls.submissions.push(submission);
        return state.formAnswer;
      },
    },
    submissionStore: {
      async read() {
        return state.submissionRead;
      },
      async write(record: SubmissionRecord) {
        state.submissionRead = { kind: 'record', record };
      },
    },
    sessionStore: {
      load() {
        authUserKept ||= state.storedAuthUser !== null;
        return state.storedAuthUser;
      },
      save(user) {
        state.storedAuthUser = user;
        authUserKept = true;
      },
      clear() {
        state.storedAuthUser = null;
      },
      // As the adapter: only a record this tab has seen can have been removed by another tab.
      changedElsewhere: (email) => authUserKept && state.storedAuthUser?.email !== email,
    },
    draftStore: {
      load: () => state.draft,
      save(text) {
        state.draft = text;
      },
    },
    analytics: {
      async start() {},
      pageView(route, path) {
        calls.pageViews.push({ route, path });
      },
    },
    scripts: {
      async load(src) {
        calls.scripts.push(src);
      },
    },
    opener: {
      openInNewTab(url) {
        calls.opened.push(url);
        return !state.popupsBlocked;
      },
    },
    viewport: {
      scrollToSection(id) {
        calls.scrolledTo.push(id);
      },
    },
    settings: { googleClientId: null },
    notifier: {
      show(toast) {
        calls.toasts.push(toast);
      },
    },
    clock,
    random: { next: () => 0 },
    texts: en,
    ...overrides,
  };
  return { services, calls, state, clock, setFirebaseUser };
}
