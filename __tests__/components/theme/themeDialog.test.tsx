import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeDialog } from '../../../src/components/theme/ThemeDialog';
import { ThemeToggle } from '../../../src/components/theme/ThemeToggle';
import type { PreloadedAppState } from '../../../src/app/store';
import { themeToggleClicked } from '../../../src/features/themeDialog/themeDialogThunks';
import { createFakeServices } from '../../support/fakeServices';
import { renderWithProviders } from '../../support/renderWithProviders';
import { en } from '../../support/sample';

const Q1 = "You don't like dark mode?";
const Q2 = 'Are you a developer?';
const Q3 = "Wait... a dev that doesn't like dark mode? Are you sure?";
const EXPLAIN = 'Explain yourself! Why do you want light mode?';

function setup(preloadedState: PreloadedAppState = {}) {
  const fake = createFakeServices({ random: { next: () => 0.999 } });
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <ThemeToggle />
      <ThemeDialog />
    </>,
    { services: fake.services, preloadedState },
  );
  const toggle = () => screen.getByRole('button', { name: /Switch to (light|dark) mode/ });
  const toasts = () => view.store.getState().ui.toasts;
  return { ...view, fake, user, toggle, toasts };
}

describe('<ThemeToggle /> with <ThemeDialog />', () => {
  it('on a light page turns dark at once, with no dialog', async () => {
    const { user, store } = setup({ theme: { darkMode: false } });
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(store.getState().theme.darkMode).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toHaveFocus();
  });

  it('asks three labelled questions on Yes and ends with the imposter toast, still dark', async () => {
    const { user, store, toggle, toasts } = setup();
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));

    const first = await screen.findByRole('dialog', { name: Q1 });
    // A <dialog> opened as a modal (the browser tests check the page behind is inert).
    expect(first).toHaveAttribute('open');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus());
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    await screen.findByRole('dialog', { name: Q2 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus());
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    await screen.findByRole('dialog', { name: Q3 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus());
    // The keyboard works too.
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().theme.darkMode).toBe(true);
    expect(toasts()).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: 'You are an imposter. Real devs fear the light!',
        durationMs: 4000,
      }),
    ]);
    expect(toggle()).toHaveFocus();
  });

  it('No at the first question switches to light with the night-owl toast', async () => {
    const { user, store, toggle, toasts } = setup();
    await user.click(toggle());
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().theme.darkMode).toBe(false);
    expect(toasts().map((t) => t.message)).toEqual(['Ahh, a fellow night owl']);
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toHaveFocus();
  });

  it.each([
    ['the first question', 0],
    ['the second question', 1],
    ['the third question', 2],
  ])(
    'Escape at %s closes it unanswered: still dark, no toast, focus on the toggle',
    async (_label, yesAnswers) => {
      const { user, store, toggle, toasts, fake } = setup();
      await user.click(toggle());
      for (let i = 0; i < yesAnswers; i += 1) {
        await user.click(await screen.findByRole('button', { name: 'Yes' }));
      }
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(store.getState().theme.darkMode).toBe(true);
      await act(() => fake.clock.advance(1000));
      expect(toasts()).toEqual([]);
      expect(screen.getByRole('button', { name: 'Switch to light mode' })).toHaveFocus();
    },
  );

  it('a click on the backdrop closes the question unanswered; the next toggle starts at step 1', async () => {
    const { user, store, toggle, toasts } = setup();
    await user.click(toggle());
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findByRole('dialog', { name: Q2 });
    // The backdrop, once drawn (openModal).
    const backdrop = screen.getByTestId('modal-backdrop');
    await waitFor(() => expect(backdrop).not.toHaveAttribute('data-opening'));
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().theme.darkMode).toBe(true);
    expect(toasts()).toEqual([]);

    await user.click(toggle());
    await screen.findByRole('dialog', { name: Q1 });
    expect(store.getState().themeDialog.yesCount).toBe(0);
  });

  it('No at a later question opens the explanation modal; Submit answers 300 ms later', async () => {
    const { user, store, toggle, toasts, fake } = setup();
    await user.click(toggle());
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await user.click(await screen.findByRole('button', { name: 'No' }));

    const modal = await screen.findByRole('dialog', { name: EXPLAIN });
    expect(screen.queryByRole('dialog', { name: Q2 })).not.toBeInTheDocument();
    expect(store.getState().theme.darkMode).toBe(false);
    const reasons = await screen.findByRole('textbox', { name: 'Your reasons' });
    expect(reasons).toHaveAttribute('placeholder', 'Tell me your reasons...');
    expect(modal).toContainElement(reasons);
    await waitFor(() => expect(reasons).toHaveFocus());

    await user.type(reasons, 'The sun is out');
    expect(store.getState().themeDialog.reasons).toBe('The sun is out');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
    expect(toasts()).toEqual([]);
    await act(() => fake.clock.advance(299));
    expect(toasts()).toEqual([]);
    await act(() => fake.clock.advance(1));
    expect(toasts()).toEqual([
      expect.objectContaining({
        kind: 'blank',
        messageId: 'themeDialogReply',
        values: { index: 6 },
        message: en.themeDialog.replies[6],
        durationMs: 5000,
      }),
    ]);
    expect(store.getState().theme.darkMode).toBe(false);
  });

  it('No at the last question opens the modal; Escape there cancels, focus back on the toggle', async () => {
    const { user, store, toggle, toasts, fake } = setup();
    await user.click(toggle());
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findByRole('dialog', { name: Q3 });
    await user.click(await screen.findByRole('button', { name: 'No' }));

    await screen.findByRole('dialog', { name: EXPLAIN });
    await user.keyboard('nope{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().themeDialog.reasons).toBe('');
    expect(store.getState().theme.darkMode).toBe(false);
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toHaveFocus();
    await act(() => fake.clock.advance(1000));
    expect(toasts()).toEqual([]);
  });

  it('Cancel closes the modal with light mode kept and focus on the toggle', async () => {
    const { user, store, toggle } = setup();
    await user.click(toggle());
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().theme.darkMode).toBe(false);
    expect(toggle()).toHaveFocus();
  });

  it('puts focus on the toggle even when opening did not focus it (a Safari click)', async () => {
    const { user, store, toggle } = setup();
    await act(() => store.dispatch(themeToggleClicked()));
    expect(toggle()).not.toHaveFocus();
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(toggle()).toHaveFocus();
  });

  it('keeps Tab inside the explanation modal', async () => {
    const { user, toggle } = setup();
    await user.click(toggle());
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await user.click(await screen.findByRole('button', { name: 'No' }));
    const reasons = await screen.findByRole('textbox', { name: 'Your reasons' });
    await waitFor(() => expect(reasons).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.tab();
    expect(reasons).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });
});
