import { act, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../src/components/App';
import { loadAllSections } from '../../src/components/lazySections';
import { Analytics } from '../../src/components/Analytics';
import { Footer } from '../../src/components/sections/Footer';
import { owner } from '../../src/content/settings';
import { initialUiState } from '../../src/features/ui/uiSlice';
import { createFakeServices } from '../support/fakeServices';
import { renderWithProviders } from '../support/renderWithProviders';
import { shownKinds } from '../../src/sections/pageSections';
import { en, hi, profileUrl } from '../support/sample';

describe('Footer', () => {
  it('shows the copyright line and LinkedIn, Twitter/X and Instagram in a new tab', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('© Aarav Mehta 2024')).toBeInTheDocument();
    const links = within(within(footer).getByRole('navigation')).getAllByRole('link');
    expect(
      links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['LinkedIn (opens in a new tab)', profileUrl('LinkedIn')],
      ['Twitter/X (opens in a new tab)', profileUrl('Twitter')],
      ['Instagram (opens in a new tab)', profileUrl('Instagram')],
    ]);
    links.forEach((link) => {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  it("links to the privacy notice in the page's language", () => {
    const english = renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/privacy/',
    );
    english.unmount();
    renderWithProviders(<Footer />, {
      preloadedState: { ui: { ...initialUiState, language: 'hi' } },
      texts: hi,
    });
    expect(screen.getByRole('link', { name: 'निजता सूचना' })).toHaveAttribute(
      'href',
      '/hi/privacy/',
    );
  });
});

describe('Analytics', () => {
  it('records one page view for route / and the current path on mount', async () => {
    const { services, calls } = createFakeServices();
    renderWithProviders(<Analytics />, { services });
    await waitFor(() =>
      expect(calls.pageViews).toEqual([{ route: '/', path: window.location.pathname }]),
    );
  });
});

describe('App', () => {
  it('lays out the landmarks and sections in the order of the spec', async () => {
    renderWithProviders(<App />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    // Without prerendered HTML the lazy sections load at once, each in its own chunk.
    await act(() => loadAllSections());
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    await screen.findByRole('heading', { name: "Let's Connect" });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Featured Projects',
      'My Tech Stack',
      'My Journey',
      "Let's Connect",
    ]);
  });

  it('marks each lazy section hydrated once React owns it', async () => {
    renderWithProviders(<App />);
    await act(() => loadAllSections());
    // Every section the page shows (the sample's, without posts in a unit test), then the footer.
    for (const name of [...shownKinds(owner, en).map(({ id }) => id), 'footer']) {
      await waitFor(() =>
        expect(document.querySelector(`[data-lazy-section="${name}"]`)).toHaveAttribute(
          'data-hydrated',
        ),
      );
    }
    expect(document.documentElement).toHaveAttribute('data-hydrated', 'true');
  });

  it('loads the Google identity script after the first view when a client id is set', async () => {
    const { services, calls } = createFakeServices({
      settings: { googleClientId: 'client-id.apps.example' },
    });
    renderWithProviders(<App />, { services });
    expect(calls.scripts).toEqual([]);
    await waitFor(() => expect(calls.scripts).toEqual(['https://accounts.google.com/gsi/client']));
  });
});
