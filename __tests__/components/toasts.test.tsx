import { act, screen } from '@testing-library/react';
import { Toasts } from '../../src/components/Toasts';
import { toastShown } from '../../src/features/ui/uiSlice';
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
        toastShown({
          kind: 'success',
          message: 'Your message has been sent successfully!',
          position: 'top-right',
          durationMs: 5000,
        }),
      );
    });

    const toast = await screen.findByText('Your message has been sent successfully!');
    expect(toast.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  });
});
