import { initialAuthState } from '../../src/features/auth/authSlice';
import { pageLoaded } from '../../src/features/pageLoaded';
import { selectLimitReached } from '../../src/features/rateLimit/rateLimitSlice';
import { createSessionStore } from '../../src/services/sessionStore';
import { createTestStore } from '../support/testStore';

/** The page-load flow on the real authUser adapter over jsdom's localStorage. */
function loadPage(authUser: string | null) {
  window.localStorage.clear();
  if (authUser !== null) window.localStorage.setItem('authUser', authUser);
  const h = createTestStore();
  h.services.sessionStore = createSessionStore();
  return h;
}

const storedRiya = JSON.stringify({
  email: 'riya@example.com',
  value: true,
  displayName: 'Riya Sen',
  photoURL: 'https://example.com/riya.png',
});

afterEach(() => window.localStorage.clear());

describe('pageLoaded', () => {
  it('restores the signed-in view from authUser, with no uid until Firebase resumes', async () => {
    const h = loadPage(storedRiya);

    await h.store.dispatch(pageLoaded());

    expect(h.store.getState().auth).toEqual({
      user: 'riya@example.com',
      value: true,
      IsAuthenticated: true,
      profile: {
        uid: null,
        email: 'riya@example.com',
        displayName: 'Riya Sen',
        photoURL: 'https://example.com/riya.png',
      },
      status: 'idle',
      deletion: 'closed',
    });
    // The view is restored at once; Firebase is asked for its session (to read the
    // account's limit) and the browser's count is read for the signed-in view.
    expect(h.log).toEqual(['auth.currentUser', 'submissionStore.read']);
    expect(h.store.getState().rateLimit.loaded).toBe(true);
  });

  it.each([
    ['no authUser', null],
    ['corrupt JSON', '{"email":"riya@example.com",'],
    ['a record without an e-mail', JSON.stringify({ value: true, displayName: 'R', photoURL: '' })],
    ['a record with value false', JSON.stringify({ email: 'r@x.io', value: false })],
    ['a bare string', JSON.stringify('riya@example.com')],
    ['null', 'null'],
  ])('stays signed out, without a crash, for %s', async (_, stored) => {
    const h = loadPage(stored);
    await h.store.dispatch(pageLoaded());
    expect(h.store.getState().auth).toEqual(initialAuthState);
    expect(h.toasts()).toEqual([]);
    // A signed-out first view never opens the submission database.
    expect(h.log).toEqual([]);
  });

  it('shows the limit reached at once when two messages went out this window', async () => {
    const h = loadPage(storedRiya);
    h.state.submissionRead = {
      kind: 'record',
      record: { id: 'submissionCount', count: 2, timestamp: h.clock.now() - 3_600_000 },
    };
    await h.store.dispatch(pageLoaded());
    expect(selectLimitReached(h.store.getState())).toBe(true);
  });
});
