import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toasts } from '../../src/components/Toasts';
import { showToast } from '../../src/features/ui/toasts';
import { hotToastNotifier } from '../../src/services/toastNotifier';
import { createFakeServices } from '../support/fakeServices';
import { renderWithProviders } from '../support/renderWithProviders';

// react-hot-toast asks for prefers-reduced-motion, which jsdom does not implement.
beforeEach(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
});

afterEach(() => {
  delete (window as Partial<Window>).matchMedia;
});

describe('Toasts', () => {
  it('renders nothing until the first toast, then shows it through react-hot-toast', async () => {
    const { services } = createFakeServices({ notifier: hotToastNotifier });
    const { store, container } = renderWithProviders(<Toasts />, { services });
    expect(container).toBeEmptyDOMElement();

    act(() => {
      store.dispatch(
        showToast({
          kind: 'success',
          messageId: 'messageSent',
          position: 'top-right',
          durationMs: 5000,
        }),
      );
    });

    const toast = await screen.findByText('Your message has been sent successfully!');
    expect(toast.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  });

  it('offers a link toast that stays until the visitor follows or dismisses it', async () => {
    jest.useFakeTimers();
    try {
      const { services } = createFakeServices({ notifier: hotToastNotifier });
      const { store } = renderWithProviders(<Toasts />, { services });
      act(() => {
        store.dispatch(
          showToast({
            kind: 'success',
            messageId: 'resumeReady',
            position: 'top-right',
            durationMs: null,
            link: { href: '/files/resume.pdf', labelId: 'openResume' },
          }),
        );
      });
      const link = await screen.findByRole('link', { name: 'Open resume' });
      expect(link).toHaveAttribute('href', '/files/resume.pdf');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
      expect(link.closest('[role="status"]')).toHaveTextContent('Your resume is ready');

      // Still there long after the 5 s of the other flow toasts.
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByRole('link', { name: 'Open resume' })).toBeInTheDocument();

      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      act(() => jest.advanceTimersByTime(2_000));
      expect(screen.queryByRole('link', { name: 'Open resume' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
