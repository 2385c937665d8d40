import { act, screen, within } from '@testing-library/react';
import Contact from '../../../src/sections/contact/Section';
import { initialAuthState } from '../../../src/features/auth/authSlice';
import { initialContactFormState } from '../../../src/features/contactForm/contactFormSlice';
import { formatResetTime } from '../../../src/features/rateLimit/rateLimitRules';
import { initialRateLimitState } from '../../../src/features/rateLimit/rateLimitSlice';
import { loadSubmissionCount } from '../../../src/features/rateLimit/rateLimitThunks';
import { createFakeServices, sampleGoogleUser } from '../../support/fakeServices';
import { renderWithProviders } from '../../support/renderWithProviders';
import { signedIn } from '../../support/testStore';

/** A signed-in visitor whose Firebase session has resumed (the shared fixture). */
const signedInAuth = signedIn({ uid: sampleGoogleUser.uid }).auth;

describe("Contact 'Let's Connect'", () => {
  it('asks a signed-out visitor to sign in with Google', async () => {
    const { services, calls } = createFakeServices();
    const { user } = renderWithProviders(<Contact />, { services });
    expect(document.getElementById('contact')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: "Let's Connect" })).toBeInTheDocument();
    expect(screen.getByText('Please authenticate to send a message')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(calls.signIn).toBe(1);
    expect(await screen.findByText('Riya Sen')).toBeInTheDocument();
  });

  it('disables the sign-in button while signing in', () => {
    renderWithProviders(<Contact />, {
      preloadedState: { auth: { ...initialAuthState, status: 'signingIn' } },
    });
    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the signed-in visitor and the message form', () => {
    renderWithProviders(<Contact />, { preloadedState: { auth: signedInAuth } });
    expect(screen.queryByText('Please authenticate to send a message')).toBeNull();
    expect(screen.getByRole('img', { name: 'Riya Sen' })).toHaveAttribute(
      'src',
      'https://example.com/riya.png',
    );
    expect(screen.getByText('Riya Sen')).toBeInTheDocument();
    expect(screen.getByText('riya@example.com')).toBeInTheDocument();
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).toBeRequired();
    expect(message).toHaveAttribute('rows', '6');
    expect(message).toHaveAttribute('placeholder', 'Write your message here...');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the typed message in the store and sends it on submit', async () => {
    const { services, calls, state } = createFakeServices();
    state.firebaseUser = sampleGoogleUser;
    const { store, user } = renderWithProviders(<Contact />, {
      services,
      preloadedState: { auth: signedInAuth },
    });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello Aarav');
    expect(store.getState().contactForm.message).toBe('Hello Aarav');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(calls.submissions.map((s) => s.message)).toEqual(['Hello Aarav']);
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('shows a spinner and a busy, disabled button while sending', () => {
    renderWithProviders(<Contact />, {
      preloadedState: {
        auth: signedInAuth,
        contactForm: { ...initialContactFormState, message: 'Hi', status: 'sending' },
      },
    });
    const send = screen.getByRole('button', { name: 'Send Message' });
    expect(send).toBeDisabled();
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(within(send).getByTestId('send-spinner')).toBeInTheDocument();
  });

  it('shows the limit banner with its exact text and disables Send at 2 submissions', () => {
    const windowStart = Date.UTC(2026, 10, 22, 6, 0, 0);
    renderWithProviders(<Contact />, {
      preloadedState: {
        auth: signedInAuth,
        rateLimit: { ...initialRateLimitState, count: 2, windowStart, loaded: true },
      },
    });
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent(
      `You have reached the submission limit. Reset will be on ${formatResetTime(windowStart, 'en-IN')}`,
    );
    expect(banner.textContent).toMatch(
      /^You have reached the submission limit\. Reset will be on \S/,
    );
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  });

  it('lifts the banner and enables Send at the reset time, without a reload', async () => {
    const { services, clock, state } = createFakeServices();
    const windowStart = clock.now() - 60_000;
    state.submissionRead = {
      kind: 'record',
      record: { id: 'submissionCount', count: 2, timestamp: windowStart },
    };
    const { store } = renderWithProviders(<Contact />, {
      services,
      preloadedState: { auth: signedInAuth },
    });
    // As on page load: the stored count opens the window, whose end is then watched.
    await act(() => store.dispatch(loadSubmissionCount()));
    await act(() => clock.advance(86_400_000 - 60_000 - 1));
    expect(screen.getByRole('status')).toHaveTextContent(formatResetTime(windowStart, 'en-IN'));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();

    await act(() => clock.advance(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows no banner at one submission', () => {
    renderWithProviders(<Contact />, {
      preloadedState: {
        auth: signedInAuth,
        rateLimit: { ...initialRateLimitState, count: 1, windowStart: 0, loaded: true },
      },
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('signs out back to the signed-out view', async () => {
    const { services, calls } = createFakeServices();
    const { user } = renderWithProviders(<Contact />, {
      services,
      preloadedState: { auth: signedInAuth },
    });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(calls.signOut).toBe(1);
    expect(await screen.findByText('Please authenticate to send a message')).toBeInTheDocument();
  });
});
