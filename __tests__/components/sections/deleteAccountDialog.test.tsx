import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Contact from '../../../src/sections/contact/Section';
import { initialAuthState } from '../../../src/features/auth/authSlice';
import type { AuthState } from '../../../src/features/auth/authSlice';
import { createFakeServices, sampleGoogleUser } from '../../support/fakeServices';
import { renderWithProviders } from '../../support/renderWithProviders';

const signedIn: AuthState = {
  ...initialAuthState,
  user: sampleGoogleUser.email,
  value: true,
  IsAuthenticated: true,
  profile: {
    uid: sampleGoogleUser.uid,
    displayName: 'Riya Sen',
    email: 'riya@example.com',
    photoURL: '',
  },
};

function signedInContact() {
  const fake = createFakeServices();
  fake.state.firebaseUser = sampleGoogleUser;
  const view = renderWithProviders(<Contact />, {
    services: fake.services,
    preloadedState: { auth: signedIn },
  });
  return { ...fake, ...view };
}

describe('"What happens to my data" in the contact section', () => {
  it('sits beside "Sign in with Google" and with the signed-in form', () => {
    const signedOut = renderWithProviders(<Contact />);
    expect(screen.getByRole('link', { name: 'What happens to my data' })).toHaveAttribute(
      'href',
      '/privacy/',
    );
    signedOut.unmount();
    signedInContact();
    expect(screen.getByRole('link', { name: 'What happens to my data' })).toHaveAttribute(
      'href',
      '/privacy/',
    );
  });
});

describe('"Delete my account"', () => {
  it('is offered only to a signed-in visitor', () => {
    renderWithProviders(<Contact />);
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });

  it('asks first, saying what goes and what stays; "Keep my account" deletes nothing', async () => {
    const { calls } = signedInContact();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(
      /deletes your profile on this site.*Messages you have sent stay with Aarav Mehta, and the limit of 2 messages in 24 hours still counts them\. To have your messages deleted, write to aarav\.mehta@example\.dev\./,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.deletedProfiles).toEqual([]);
    expect(screen.getByText('riya@example.com')).toBeInTheDocument();
  });

  it('deletes on confirmation and shows the signed-out view, focus on "Sign in with Google"', async () => {
    const { calls } = signedInContact();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Please authenticate to send a message')).toBeInTheDocument();
    expect(calls.deletedProfiles).toEqual(['uid-123']);
    expect(calls.deletedAccounts).toEqual(['uid-123']);
    expect(calls.toasts.map((toast) => toast.message)).toEqual(['Your account has been deleted.']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toHaveFocus();
  });
});
