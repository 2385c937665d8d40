import { makeStore } from '../../src/app/store';
import type { PreloadedAppState } from '../../src/app/store';
import type { AuthProfile } from '../../src/features/auth/authSlice';
import { initialAuthState } from '../../src/features/auth/authSlice';
import { messageChanged } from '../../src/features/contactForm/contactFormSlice';
import { sendMessage } from '../../src/features/contactForm/contactFormThunks';
import type { Services } from '../../src/features/ports';
import { createFakeServices, sampleGoogleUser } from './fakeServices';

/** The port calls the flows are judged by, in the order they happen. */
export const FLOW_CALLS = [
  'auth.signInWithGoogle',
  'auth.currentUser',
  'auth.signOut',
  'userStore.mergeUser',
  'messageStore.grantSlot',
  'messageStore.addMessage',
  'formService.submit',
  'submissionStore.read',
  'submissionStore.write',
  'sessionStore.save',
  'sessionStore.clear',
  'opener.openInNewTab',
] as const;

/** A port method by name, e.g. 'auth.signOut'. */
export type PortCallName = {
  [Port in keyof Services]: Services[Port] extends object
    ? `${Port}.${Extract<keyof Services[Port], string>}`
    : never;
}[keyof Services];

export interface PortCall {
  call: PortCallName;
  args: unknown[];
}

export interface TestStoreOptions {
  preloadedState?: PreloadedAppState;
  /** Ports that replace the in-memory fakes: real adapters, or fakes that answer otherwise. */
  services?: Partial<Services>;
  /** Which calls the log records: the flows' calls (default) or every call of every port. */
  logged?: readonly PortCallName[] | 'every call';
}

/** Ports a page calls without awaiting: a failure there throws instead of rejecting. */
const SYNCHRONOUS_PORTS = new Set(['sessionStore', 'draftStore', 'opener', 'viewport', 'notifier']);

const throwing = (error: unknown): never => {
  throw error;
};

/**
 * The one store harness of the unit tests: a real store (makeStore) on the in-memory ports of
 * fakeServices, any of which a test may replace, with a log of port calls in order and a way
 * to make any port call fail.
 */
export function createTestStore(options: TestStoreOptions = {}) {
  const { preloadedState, logged = FLOW_CALLS } = options;
  const fake = createFakeServices(options.services);
  // A view signed in with a uid is one Firebase has a session for: it stays the current user.
  const profile = preloadedState?.auth?.profile;
  if (profile?.uid) fake.state.firebaseUser = { ...profile, uid: profile.uid };
  const portCalls: PortCall[] = [];
  const log: PortCallName[] = [];
  /** Port methods a test has made answer otherwise (fail, or settle when it says). */
  const answers = new Map<PortCallName, (...args: unknown[]) => unknown>();
  const isLogged = (call: PortCallName) => logged === 'every call' || logged.includes(call);

  const services = Object.fromEntries(
    Object.entries(fake.services).map(([port, implementation]) => {
      if (typeof implementation !== 'object' || implementation === null) {
        return [port, implementation];
      }
      const methods = Object.entries(implementation).map(([method, member]) => {
        if (typeof member !== 'function') return [method, member];
        const call = `${port}.${method}` as PortCallName;
        const wrapped = (...args: unknown[]) => {
          if (isLogged(call)) {
            portCalls.push({ call, args });
            log.push(call);
          }
          const answer = answers.get(call) ?? (member as (...a: unknown[]) => unknown);
          return answer(...args);
        };
        return [method, wrapped];
      });
      return [port, Object.fromEntries(methods)];
    }),
  ) as unknown as Services;

  const store = makeStore(preloadedState, services);
  return {
    ...fake,
    services,
    /** The in-memory ports behind `services`, for an answer that goes on to the port. */
    inMemory: fake.services,
    store,
    log,
    portCalls,
    /** Every later call of this port method runs `answer` instead of the port. */
    answer(call: PortCallName, answer: (...args: unknown[]) => unknown) {
      answers.set(call, answer);
    },
    /** Every later call of this port method fails with `error`, as the port would fail. */
    fail(call: PortCallName, error: unknown = new Error(`${call} failed`)) {
      const synchronous = SYNCHRONOUS_PORTS.has(call.split('.')[0]);
      answers.set(call, () => (synchronous ? throwing(error) : Promise.reject(error)));
    },
    /** Calls of this port method reach the port again. */
    heal(call: PortCallName) {
      answers.delete(call);
    },
    /** The toasts shown so far, as [kind, message]. */
    toasts: () => store.getState().ui.toasts.map((t) => [t.kind, t.message]),
    /** Types `message` (when given) and presses Send. */
    send(message?: string) {
      if (message !== undefined) store.dispatch(messageChanged(message));
      return store.dispatch(sendMessage());
    },
  };
}

export type TestStore = ReturnType<typeof createTestStore>;

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
