import { screen } from '@testing-library/react';
import { loadAllSections } from '../../src/components/lazySections';
import { App } from '../../src/components/App';
import { renderWithProviders } from '../support/renderWithProviders';

describe('App', () => {
  // The lazy sections' chunks are here already, as after a visitor scrolled to them.
  beforeAll(() => loadAllSections());

  it("renders the owner's name and title from the page's catalogue, then marks the page interactive", () => {
    delete document.documentElement.dataset.hydrated;
    renderWithProviders(<App />);
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Aarav Mehta' })).toBeInTheDocument();
    expect(screen.getByText('FULL Stack Developer')).toBeInTheDocument();
  });

  it('turns a light page dark with one click on the toggle', async () => {
    const { store, user } = renderWithProviders(<App />, {
      preloadedState: { theme: { darkMode: false } },
    });
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(store.getState().theme.darkMode).toBe(true);
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
