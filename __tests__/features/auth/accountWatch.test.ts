import { messageChanged } from '../../../src/features/contactForm/contactFormSlice';
import { signOut } from '../../../src/features/auth/authThunks';
import { resumeAccount } from '../../../src/features/auth/sessionThunks';
import { sampleGoogleUser } from '../../support/fakeServices';
import { createTestStore, signedIn } from '../../support/testStore';

const KABIR = {
  uid: 'uid-kabir',
  displayName: 'Kabir Rao',
  email: 'kabir@example.com',
  photoURL: 'https://example.com/kabir.png',
};

/** A tab whose view Firebase confirmed (resumed), with a message being written. */
async function confirmedTab(message = 'Half written') {
  const h = createTestStore({ preloadedState: signedIn({ uid: null }, message) });
  h.state.firebaseUser = sampleGoogleUser;
  await h.store.dispatch(resumeAccount());
  // Firebase answers the new watcher with the current account first.
  await h.clock.advance(0);
  return h;
}

describe('every tab follows Firebase’s sign-in state', () => {
  it('changes nothing while Firebase reports the account the view shows', async () => {
    const h = await confirmedTab();
    expect(h.store.getState().auth.profile?.uid).toBe(sampleGoogleUser.uid);
    expect(h.store.getState().contactForm.message).toBe('Half written');
  });

  it('signs the view out when the account signs out in another tab, forgetting the message', async () => {
    const h = await confirmedTab();

    h.setFirebaseUser(null);

    expect(h.store.getState().auth).toMatchObject({ IsAuthenticated: false, profile: null });
    expect(h.store.getState().contactForm.message).toBe('');
    expect(h.state.draft).toBe('');
  });

  it('shows another account that signed in elsewhere, with its own limit', async () => {
    const h = await confirmedTab();

    h.setFirebaseUser(KABIR);
    await h.clock.advance(0);

    expect(h.store.getState().auth.profile).toEqual(KABIR);
    expect(h.calls.limitReads).toEqual([sampleGoogleUser.email, KABIR.email]);
    // Still followed: a sign-out of the new account reaches the view too.
    h.setFirebaseUser(null);
    expect(h.store.getState().auth.IsAuthenticated).toBe(false);
  });

  it('does not watch a view Firebase has not confirmed (restored from authUser)', async () => {
    const h = createTestStore({ preloadedState: signedIn({ uid: null }, 'Kept') });
    h.setFirebaseUser(null);
    await h.clock.advance(0);
    expect(h.store.getState().auth.IsAuthenticated).toBe(true);
    expect(h.store.getState().contactForm.message).toBe('Kept');
  });

  it('stops watching once the view signs out', async () => {
    const h = await confirmedTab();
    await h.store.dispatch(signOut());
    await h.clock.advance(0);

    h.setFirebaseUser(KABIR);

    expect(h.store.getState().auth.IsAuthenticated).toBe(false);
  });
});

describe('signing out', () => {
  it('clears the message being written, here and in the tab’s kept draft', async () => {
    const h = createTestStore({ preloadedState: signedIn() });
    h.store.dispatch(messageChanged('Private thoughts'));
    expect(h.state.draft).toBe('Private thoughts');

    await h.store.dispatch(signOut());

    expect(h.store.getState().contactForm.message).toBe('');
    expect(h.state.draft).toBe('');
  });
});
