import {
  deletionAsked,
  deletionCancelled,
  initialAuthState,
} from '../../../src/features/auth/authSlice';
import { deleteAccount } from '../../../src/features/auth/deleteAccount';
import { sampleGoogleUser } from '../../support/fakeServices';
import { createTestStore, signedIn } from '../../support/testStore';

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const DELETION_CALLS = [
  'account.deleteProfile',
  'account.deleteSignedInAccount',
  'account.reauthenticate',
  'sessionStore.clear',
  'draftStore.save',
] as const;

/** A visitor signed in on this page (Firebase has the session), with a draft being written. */
function signedInVisitor() {
  const h = createTestStore({
    preloadedState: signedIn({}, 'Half-written message'),
    logged: DELETION_CALLS,
  });
  h.state.firebaseUser = sampleGoogleUser;
  h.state.storedAuthUser = {
    email: sampleGoogleUser.email!,
    value: true,
    displayName: 'Riya Sen',
    photoURL: '',
  };
  h.state.draft = 'Half-written message';
  return h;
}

describe('the confirming dialog', () => {
  it('opens only for a signed-in visitor, and Cancel closes it', () => {
    const signedOut = createTestStore();
    signedOut.store.dispatch(deletionAsked());
    expect(signedOut.store.getState().auth.deletion).toBe('closed');

    const h = signedInVisitor();
    h.store.dispatch(deletionAsked());
    expect(h.store.getState().auth.deletion).toBe('confirming');
    h.store.dispatch(deletionCancelled());
    expect(h.store.getState().auth.deletion).toBe('closed');
  });

  it('deletes nothing unless the visitor confirmed in the dialog', async () => {
    const h = signedInVisitor();
    await h.store.dispatch(deleteAccount());
    expect(h.log).toEqual([]);
    expect(h.store.getState().auth.IsAuthenticated).toBe(true);
  });

  it('stays open while the deletion runs: Cancel no longer closes it', async () => {
    const h = signedInVisitor();
    h.store.dispatch(deletionAsked());
    const running = h.store.dispatch(deleteAccount());
    expect(h.store.getState().auth.deletion).toBe('deleting');
    h.store.dispatch(deletionCancelled());
    expect(h.store.getState().auth.deletion).toBe('deleting');
    await running;
  });
});

describe('deleteAccount', () => {
  it('deletes the profile, then the account, forgets authUser and the draft, and says so', async () => {
    const h = signedInVisitor();
    h.store.dispatch(deletionAsked());
    await h.store.dispatch(deleteAccount());

    expect(h.log).toEqual([
      'account.deleteProfile',
      'account.deleteSignedInAccount',
      'sessionStore.clear',
      'draftStore.save',
    ]);
    expect(h.calls.deletedProfiles).toEqual(['uid-123']);
    expect(h.calls.deletedAccounts).toEqual(['uid-123']);
    expect(h.state.storedAuthUser).toBeNull();
    expect(h.state.draft).toBe('');
    expect(h.store.getState().auth).toEqual(initialAuthState);
    expect(h.store.getState().contactForm.message).toBe('');
    expect(h.toasts()).toEqual([['success', 'Your account has been deleted.']]);
  });

  it('signs in again with Google when Firebase asks for a recent sign-in, then deletes', async () => {
    const h = signedInVisitor();
    h.state.recentSignInRequired = true;
    h.store.dispatch(deletionAsked());
    await h.store.dispatch(deleteAccount());

    expect(h.log).toEqual([
      'account.deleteProfile',
      'account.deleteSignedInAccount',
      'account.reauthenticate',
      'account.deleteSignedInAccount',
      'sessionStore.clear',
      'draftStore.save',
    ]);
    expect(h.calls.deletedAccounts).toEqual(['uid-123']);
    expect(h.store.getState().auth).toEqual(initialAuthState);
  });

  it.each([
    ['the profile delete is refused', 'profile'],
    ['the account delete fails', 'account'],
    ['the fresh sign-in popup is closed', 'reauthenticate'],
  ] as const)('keeps the visitor signed in and says so when %s', async (_, step) => {
    const h = signedInVisitor();
    h.state.recentSignInRequired = step === 'reauthenticate';
    h.state.accountFault = { step, error: new Error(`${step} failed`) };
    h.store.dispatch(deletionAsked());
    await h.store.dispatch(deleteAccount());

    expect(h.log).not.toContain('sessionStore.clear');
    expect(h.state.storedAuthUser).not.toBeNull();
    expect(h.state.draft).toBe('Half-written message');
    expect(h.calls.deletedAccounts).toEqual([]);
    expect(h.store.getState().auth).toMatchObject({ IsAuthenticated: true, deletion: 'closed' });
    expect(h.toasts()).toEqual([['error', 'Your account could not be deleted. Please try again.']]);
  });

  it('asks for a sign-in when the Firebase session is gone, deleting nothing', async () => {
    const h = signedInVisitor();
    h.state.firebaseUser = null;
    h.store.dispatch(deletionAsked());
    await h.store.dispatch(deleteAccount());

    expect(h.log).toEqual(['sessionStore.clear']);
    expect(h.store.getState().auth).toEqual(initialAuthState);
    expect(h.toasts()).toEqual([['error', 'Please authenticate first']]);
  });
});
