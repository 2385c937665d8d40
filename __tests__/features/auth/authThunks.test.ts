import { signInWithGoogle, signOut } from '../../../src/features/auth/authThunks';
import { initialAuthState } from '../../../src/features/auth/authSlice';
import type { StoredAuthUser } from '../../../src/features/ports';
import { sampleGoogleUser } from '../../support/fakeServices';
import { createTestStore, signedIn } from '../../support/testStore';

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const riya: StoredAuthUser = {
  email: 'riya@example.com',
  value: true,
  displayName: 'Riya Sen',
  photoURL: 'https://example.com/riya.png',
};

describe('signInWithGoogle', () => {
  it('reads the submission count once signed in, so a reached limit shows at once', async () => {
    const h = createTestStore();
    h.state.submissionRead = {
      kind: 'record',
      record: { id: 'submissionCount', count: 2, timestamp: h.clock.now() - 60_000 },
    };
    await h.store.dispatch(signInWithGoogle());
    await Promise.resolve();
    expect(h.store.getState().rateLimit).toMatchObject({ count: 2, loaded: true });
  });

  it('signs in, merges users/{uid}, stores authUser and says so', async () => {
    const h = createTestStore();
    const now = h.clock.now();

    await h.store.dispatch(signInWithGoogle());

    // Then the submission count, which only a signed-in visitor sees.
    expect(h.log).toEqual([
      'auth.signInWithGoogle',
      'userStore.mergeUser',
      'sessionStore.save',
      'submissionStore.read',
    ]);
    expect(h.calls.mergedUsers).toEqual([
      {
        uid: 'uid-123',
        doc: {
          name: 'Riya Sen',
          email: 'riya@example.com',
          photoURL: 'https://example.com/riya.png',
          lastLogin: new Date(now).toISOString(),
        },
      },
    ]);
    expect(h.state.storedAuthUser).toEqual(riya);
    expect(h.store.getState().auth).toEqual({
      user: 'riya@example.com',
      value: true,
      IsAuthenticated: true,
      profile: {
        uid: 'uid-123',
        email: 'riya@example.com',
        displayName: 'Riya Sen',
        photoURL: 'https://example.com/riya.png',
      },
      status: 'idle',
      deletion: 'closed',
    });
    expect(h.toasts()).toEqual([['success', 'Successfully authenticated!']]);
    expect(h.calls.toasts[0]).toMatchObject({ position: 'top-right', durationMs: 5000 });
  });

  it('names an account without a display name by its e-mail', async () => {
    const h = createTestStore();
    h.state.googleUser = { uid: 'u2', displayName: null, email: 'x@example.com', photoURL: null };
    await h.store.dispatch(signInWithGoogle());
    expect(h.calls.mergedUsers[0].doc).toMatchObject({
      name: 'x@example.com',
      email: 'x@example.com',
      photoURL: '',
    });
    expect(h.state.storedAuthUser).toEqual({
      email: 'x@example.com',
      value: true,
      displayName: 'x@example.com',
      photoURL: '',
    });
  });

  it.each([
    ['the popup is closed', 'auth/popup-closed-by-user'],
    ['the popup is blocked', 'auth/popup-blocked'],
    ['the network fails', 'auth/network-request-failed'],
  ])('says "Authentication failed" and stays signed out when %s', async (_, code) => {
    const h = createTestStore();
    h.fail('auth.signInWithGoogle', Object.assign(new Error(code), { code }));

    const result = await h.store.dispatch(signInWithGoogle());

    expect(result.payload).toBe('auth-failed');
    expect(h.toasts()).toEqual([['error', 'Authentication failed']]);
    expect(h.store.getState().auth).toEqual(initialAuthState);
    expect(h.calls.mergedUsers).toEqual([]);
    expect(h.state.storedAuthUser).toBeNull();
  });

  it.each([
    ['refused by the rules (a second sign-in within a minute)', 'permission-denied'],
    ['failing on the network', 'unavailable'],
    ['over the daily write quota', 'resource-exhausted'],
  ])('stays signed in when users/{uid} is %s: logged, written again next time', async (_, code) => {
    const h = createTestStore();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    h.fail('userStore.mergeUser', Object.assign(new Error(code), { code }));

    await h.store.dispatch(signInWithGoogle());

    expect(h.log.slice(0, 3)).toEqual([
      'auth.signInWithGoogle',
      'userStore.mergeUser',
      'sessionStore.save',
    ]);
    expect(h.store.getState().auth).toMatchObject({
      IsAuthenticated: true,
      user: 'riya@example.com',
    });
    expect(h.state.firebaseUser).toEqual(sampleGoogleUser);
    expect(h.toasts()).toEqual([['success', 'Successfully authenticated!']]);
    expect(warn.mock.calls.map(([message]) => message)).toContain(
      'The profile was not saved; it is saved again at the next sign-in.',
    );

    h.heal('userStore.mergeUser');
    await h.store.dispatch(signInWithGoogle());
    expect(h.calls.mergedUsers.map((merged) => merged.uid)).toEqual([sampleGoogleUser.uid]);
  });

  it('refuses an account without an e-mail address', async () => {
    const h = createTestStore();
    h.state.googleUser = { uid: 'u3', displayName: 'No Mail', email: null, photoURL: null };
    await h.store.dispatch(signInWithGoogle());
    expect(h.calls.mergedUsers).toEqual([]);
    expect(h.store.getState().auth.IsAuthenticated).toBe(false);
    expect(h.toasts()).toEqual([['error', 'Authentication failed']]);
  });

  it('opens one popup for a double click', async () => {
    const h = createTestStore();
    await Promise.all([h.store.dispatch(signInWithGoogle()), h.store.dispatch(signInWithGoogle())]);
    expect(h.calls.signIn).toBe(1);
  });
});

describe('signOut', () => {
  it('ends the Firebase session, forgets authUser and shows the signed-out view', async () => {
    const h = createTestStore({ preloadedState: signedIn() });
    h.state.storedAuthUser = riya;
    h.state.firebaseUser = h.state.googleUser;

    await h.store.dispatch(signOut());

    expect(h.log).toEqual(['auth.signOut', 'sessionStore.clear']);
    expect(h.state.firebaseUser).toBeNull();
    expect(h.state.storedAuthUser).toBeNull();
    expect(h.store.getState().auth).toEqual(initialAuthState);
    expect(h.toasts()).toEqual([['success', 'You are signed out.']]);
  });

  it('forgets authUser even when Firebase cannot be reached', async () => {
    const h = createTestStore({ preloadedState: signedIn() });
    h.state.storedAuthUser = riya;
    h.fail('auth.signOut');
    await h.store.dispatch(signOut());
    expect(h.state.storedAuthUser).toBeNull();
    expect(h.store.getState().auth.IsAuthenticated).toBe(false);
  });
});
