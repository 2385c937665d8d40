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
import { en } from '../../src/content/locales/en';
import {
  SUBMISSION_LIMIT,
  SUBMISSION_WINDOW_MS,
} from '../../src/features/rateLimit/rateLimitRules';
import type { Toast } from '../../src/features/ui/uiSlice';

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

  get pendingSleeps() {
    return this.sleepers.length;
  }
}

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
    /** limits/{uid} as the server holds them; the fake refuses what firestore.rules refuse. */
    accountLimits: new Map<string, AccountLimitRecord>(),
    /** When set, reading limits/{uid} rejects with it. */
    limitReadFault: null as unknown,
    /** Firebase wants a recent sign-in before it deletes the account. */
    recentSignInRequired: false,
    /** When set, the named step of "Delete my account" rejects with it. */
    accountFault: null as null | { step: 'profile' | 'account' | 'reauthenticate'; error: unknown },
  };

  const accountFault = (step: 'profile' | 'account' | 'reauthenticate') => {
    if (state.accountFault?.step === step) throw state.accountFault.error;
  };

  /** The rules' verdict on a message batch, by the server's clock (this fake's). */
  function rulesAllow(id: string, doc: MessageDocument, move: LimitMove): boolean {
    if (calls.messages.some((written) => written.id === id)) return false;
    const record = state.accountLimits.get(doc.userId);
    if (move === 'open-window') {
      return !record || clock.now() >= record.windowStart + SUBMISSION_WINDOW_MS;
    }
    return record !== undefined && record.count + 1 <= SUBMISSION_LIMIT;
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
      async signOut() {
        calls.signOut += 1;
        state.firebaseUser = null;
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
      async readLimit(uid) {
        calls.limitReads.push(uid);
        if (state.limitReadFault) throw state.limitReadFault;
        return state.accountLimits.get(uid) ?? null;
      },
      async addMessage(id, doc, move) {
        if (!rulesAllow(id, doc, move)) {
          calls.refusedMessages.push({ id, doc });
          return 'refused';
        }
        calls.messages.push({ id, doc });
        const record = state.accountLimits.get(doc.userId);
        state.accountLimits.set(
          doc.userId,
          move === 'open-window' || !record
            ? { count: 1, windowStart: clock.now() }
            : { ...record, count: record.count + 1 },
        );
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
      load: () => state.storedAuthUser,
      save(user) {
        state.storedAuthUser = user;
      },
      clear() {
        state.storedAuthUser = null;
      },
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
  return { services, calls, state, clock };
}
