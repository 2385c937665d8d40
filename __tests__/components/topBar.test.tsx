import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopBar } from '../../src/components/TopBar';
import type * as ThemeToggleModule from '../../src/components/theme/ThemeToggle';
import { owner } from '../../src/content/settings';
import type { PageSection } from '../../src/features/ui/uiSlice';
import {
  initialUiState,
  PAGE_SECTIONS,
  scrollShadowChanged,
  sectionInViewChanged,
} from '../../src/features/ui/uiSlice';
import { PageEffects } from '../../src/components/PageEffects';
import { installIntersectionObserver } from '../support/intersectionObserver';
import { createFakeServices } from '../support/fakeServices';
import { createTestStore } from '../support/testStore';
import { renderWithProviders } from '../support/renderWithProviders';
import { en, hi, profileUrl } from '../support/sample';

/** How often the bar's theme toggle has rendered: it stands for everything the bar holds. */
const mockThemeToggleRenders = { count: 0 };
jest.mock('../../src/components/theme/ThemeToggle', () => {
  const actual = jest.requireActual<typeof ThemeToggleModule>(
    '../../src/components/theme/ThemeToggle',
  );
  return {
    ...actual,
    ThemeToggle: () => {
      mockThemeToggleRenders.count += 1;
      return actual.ThemeToggle();
    },
  };
});

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollTo(0));

describe('TopBar', () => {
  it('links GitHub, LinkedIn and Twitter/X in a new tab and never renders the e-mail', () => {
    renderWithProviders(<TopBar />);
    const nav = screen.getByRole('navigation', { name: 'Social profiles' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      profileUrl('GitHub'),
      profileUrl('LinkedIn'),
      profileUrl('Twitter'),
    ]);
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'GitHub (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'Twitter/X (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(document.querySelector(`a[href="${owner.email}"]`)).toBeNull();
  });

  it('has a logo, the theme toggle, a phone link and named buttons', () => {
    renderWithProviders(<TopBar />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aarav Mehta, back to top' })).toHaveAttribute(
      'href',
      '#top',
    );
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Aarav Mehta' })).toHaveAttribute(
      'href',
      `tel:${owner.phone}`,
    );
  });

  it("shows only a top-center 'Coming Soon!' toast from the messaging button", async () => {
    const { services, calls } = createFakeServices();
    const { store } = renderWithProviders(<TopBar />, { services });
    await userEvent.click(screen.getByRole('button', { name: 'Messaging: Coming Soon' }));
    expect(
      store.getState().ui.toasts.map(({ message, position }) => ({ message, position })),
    ).toEqual([{ message: 'Coming Soon!', position: 'top-center' }]);
    expect(calls.submissions).toEqual([]);
    expect(calls.opened).toEqual([]);
  });

  it('scrolls to the contact section', async () => {
    const { services, calls } = createFakeServices();
    renderWithProviders(<TopBar />, { services });
    await userEvent.click(screen.getByRole('button', { name: 'Contact me' }));
    expect(calls.scrolledTo).toEqual(['contact']);
  });

  it('gains its shadow past 10 px and dispatches only when that changes', () => {
    const { store } = createTestStore();
    const dispatch = jest.spyOn(store, 'dispatch');
    renderWithProviders(<TopBar />, { store });
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');

    scrollTo(10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(11);
    scrollTo(300);
    scrollTo(900);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(4);
    expect(header).toHaveAttribute('data-scrolled', 'false');

    const shadowPayloads = dispatch.mock.calls
      .map(([action]) => action)
      .filter(scrollShadowChanged.match)
      .map((action) => action.payload);
    expect(shadowPayloads).toEqual([true, false]);
  });

  it('re-renders only its own box for its shadow, not what it holds', () => {
    renderWithProviders(<TopBar />);
    const rendered = mockThemeToggleRenders.count;
    expect(rendered).toBeGreaterThan(0);
    scrollTo(300);
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    expect(mockThemeToggleRenders.count).toBe(rendered);
  });

  it("moves the socials into a 'Connect with me' dialog that closes and returns focus", async () => {
    const { store } = renderWithProviders(<TopBar />);
    const opener = screen.getByRole('button', { name: 'Connect with me' });
    await userEvent.click(opener);
    expect(store.getState().ui.mobileMenuOpen).toBe(true);

    const dialog = await screen.findByRole('dialog', { name: 'Connect with me' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'GitHub (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'Twitter/X (opens in a new tab)',
      'हिन्दी',
    ]);
    links.slice(0, 3).forEach((link) => expect(link).toHaveAttribute('target', '_blank'));
    expect(links[3]).toHaveAttribute('href', '/hi/');
    expect(links[3]).toHaveAttribute('hreflang', 'hi');
    expect(links[3]).toHaveAttribute('lang', 'hi');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());

    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().ui.mobileMenuOpen).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('closes the mobile menu with Escape and on the dimmed backdrop', async () => {
    renderWithProviders(<TopBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Connect with me' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Connect with me' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the language switch', () => {
  const hindiPage = () =>
    renderWithProviders(<TopBar />, {
      preloadedState: { ui: { ...initialUiState, language: 'hi' } },
      services: createFakeServices({ texts: hi }).services,
    });

  it('links the English page to the Hindi one, named in Hindi, with lang and hreflang', () => {
    renderWithProviders(<TopBar />);
    const nav = screen.getByRole('navigation', { name: en.topBar.language });
    const link = within(nav).getByRole('link', { name: 'हिन्दी' });
    expect(link).toHaveAttribute('href', '/hi/');
    expect(link).toHaveAttribute('hreflang', 'hi');
    expect(link).toHaveAttribute('lang', 'hi');
  });

  it('links the Hindi page to the English one, named in English, in a navigation named in Hindi', () => {
    hindiPage();
    const nav = screen.getByRole('navigation', { name: hi.topBar.language });
    const link = within(nav).getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: hi.topBar.connect })).toBeInTheDocument();
  });

  // Every part of the page: the hero and the sections of the registry (src/sections/).
  it.each(
    PAGE_SECTIONS.map((id) => (id === 'top' ? [id, '/hi/', '/'] : [id, `/hi/#${id}`, `/#${id}`])),
  )('goes to the same place, %s, on the other page', (section: PageSection, toHindi, toEnglish) => {
    const english = renderWithProviders(<TopBar />);
    act(() => {
      english.store.dispatch(sectionInViewChanged(section));
    });
    expect(screen.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', toHindi);
    english.unmount();

    const hindi = hindiPage();
    act(() => {
      hindi.store.dispatch(sectionInViewChanged(section));
    });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', toEnglish);
  });

  it('follows the last section reaching into the upper half of the screen, once the page is idle', () => {
    jest.useFakeTimers();
    const observer = installIntersectionObserver();
    try {
      document.body.innerHTML = PAGE_SECTIONS.map((id) => `<section id="${id}"></section>`).join(
        '',
      );
      const { store } = renderWithProviders(<PageEffects />, {
        container: document.body.appendChild(document.createElement('div')),
      });
      act(() => {
        window.dispatchEvent(new Event('load'));
        jest.runOnlyPendingTimers();
      });
      const section = (id: PageSection) => document.getElementById(id) as Element;
      observer.setOnScreen(section('projects'), true);
      expect(store.getState().ui.sectionInView).toBe('projects');
      observer.setOnScreen(section('tech-stack'), true);
      expect(store.getState().ui.sectionInView).toBe('tech-stack');
      observer.setOnScreen(section('tech-stack'), false);
      expect(store.getState().ui.sectionInView).toBe('projects');
      observer.setOnScreen(section('projects'), false);
      expect(store.getState().ui.sectionInView).toBe('projects');
    } finally {
      observer.uninstall();
      jest.useRealTimers();
    }
  });
});
