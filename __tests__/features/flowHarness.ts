import { makeStore } from '../../src/app/store';
import type { PreloadedAppState } from '../../src/app/store';
import type { AuthProfile } from '../../src/features/auth/authSlice';
import { initialAuthState } from '../../src/features/auth/authSlice';
import { createFakeServices, sampleGoogleUser } from '../support/fakeServices';

/** The ports whose calls the flows are judged by, in the order they happen. */
type LoggedCall =
  | 'auth.signInWithGoogle'
  | 'auth.currentUser'
  | 'auth.signOut'
  | 'userStore.mergeUser'
  | 'messageStore.addMessage'
  | 'formService.submit'
  | 'submissionStore.read'
  | 'submissionStore.write'
  | 'sessionStore.save'
  | 'sessionStore.clear'
  | 'opener.openInNewTab';

export const signedInProfile: AuthProfile = {
  uid: sampleGoogleUser.uid,
  displayName: 'Riya Sen',
  email: 'riya@example.com',
  photoURL: 'https://example.com/riya.png',
};

/** State of a visitor who is signed in (uid null: restored from authUser after a reload). */
export function signedIn(profile: Partial<AuthProfile> = {}, message = ''): PreloadedAppState {
  const full = { ...signedInProfile, ...profile };
  return {
    auth: {
      ...initialAuthState,
      user: full.email,
      value: true,
      IsAuthenticated: true,
      profile: full,
    },
    contactForm: { message, status: 'idle' },
  };
}

/**
 * A real store on the in-memory ports of fakeServices, with a log of port calls
 * in order and a way to make any logged call fail.
 */
export function flowHarness(preloadedState?: PreloadedAppState) {
  const fake = createFakeServices();
  const log: LoggedCall[] = [];
  const failures = new Map<LoggedCall, unknown>();
  const { services } = fake;

  const ports = services as unknown as Record<string, Record<string, unknown>>;
  for (const name of [
    'auth.signInWithGoogle',
    'auth.currentUser',
    'auth.signOut',
    'userStore.mergeUser',
    'messageStore.addMessage',
    'formService.submit',
    'submissionStore.read',
    'submissionStore.write',
    'sessionStore.save',
    'sessionStore.clear',
    'opener.openInNewTab',
  ] as const) {
    const [port, method] = name.split('.');
    const original = ports[port][method] as (...args: unknown[]) => unknown;
    ports[port][method] = (...args: unknown[]) => {
      log.push(name);
      if (failures.has(name)) {
        const failure = failures.get(name);
        // The fakes of async ports reject; the synchronous ones throw.
        if (name.startsWith('sessionStore') || name.startsWith('opener')) throw failure;
        return Promise.reject(failure);
      }
      return original(...args);
    };
  }

  const store = makeStore(preloadedState, services);
  return {
    ...fake,
    store,
    log,
    /** Every later call of this port method fails with `error`. */
    fail(call: LoggedCall, error: unknown = new Error(`${call} failed`)) {
      failures.set(call, error);
    },
    /** The toasts shown so far, as [kind, message]. */
    toasts: () => store.getState().ui.toasts.map((t) => [t.kind, t.message]),
  };
}
