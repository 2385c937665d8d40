import { screen, waitFor } from '@testing-library/react';
import { App } from '../../src/components/App';
import { renderWithProviders } from '../support/renderWithProviders';

// The journey chunk fails to arrive, as when the visitor goes offline.
jest.mock('../../src/components/sections/Journey', () => {
  throw new Error('Loading chunk journey failed.');
});

describe('a lazy section whose chunk does not load', () => {
  it('warns, lets go of presses held in it, and leaves the rest of the page working', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<App />);
    await waitFor(() =>
      expect(document.querySelector('[data-lazy-section="journey"]')).toHaveAttribute(
        'data-hydrated',
        'failed',
      ),
    );
    expect(warn).toHaveBeenCalledWith(
      'The journey section did not load; it stays as prerendered.',
      expect.any(Error),
    );
    expect(await screen.findByRole('heading', { name: "Let's Connect" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Journey' })).not.toBeInTheDocument();
  });
});
