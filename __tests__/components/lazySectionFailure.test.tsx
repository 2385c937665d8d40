import { act, screen, waitFor } from '@testing-library/react';
import { App } from '../../src/components/App';
import { holdEarlyInput } from '../../src/startup/earlyInput';
import { renderWithProviders } from '../support/renderWithProviders';

// The tech strip's chunk fails to arrive, as when the visitor goes offline.
jest.mock('../../src/sections/tech-stack/Section', () => {
  throw new Error('Loading chunk tech-stack failed.');
});

describe('a lazy section whose chunk does not load', () => {
  it('warns, lets go of presses held in it, and leaves the rest of the page working', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    holdEarlyInput(document);
    // The page's #root, as in index.html: early input holds presses on buttons inside it.
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    renderWithProviders(<App />, { container: root });
    const slot = document.querySelector('[data-lazy-section="tech-stack"]') as HTMLElement;
    // A press on the section's prerendered markup before its chunk has answered is held.
    const prerendered = document.createElement('button');
    prerendered.textContent = 'Prerendered tech strip button';
    slot.append(prerendered);
    prerendered.click();
    expect(prerendered).toHaveAttribute('data-input-pending');

    await waitFor(() => expect(slot).toHaveAttribute('data-hydrated', 'failed'));
    expect(warn).toHaveBeenCalledWith(
      'The tech-stack section did not load; it stays as prerendered.',
      expect.any(Error),
    );
    // Let go: no longer shown as pending, and a press elsewhere is not queued behind it.
    expect(prerendered).not.toHaveAttribute('data-input-pending');
    expect(prerendered).not.toHaveAttribute('aria-busy');
    act(() => screen.getByRole('button', { name: 'About Me' }).click());
    expect(await screen.findByRole('dialog', { name: 'ABOUT ME' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: "Let's Connect" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Tech Stack' })).not.toBeInTheDocument();
  });
});
