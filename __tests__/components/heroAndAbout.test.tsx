import { act, screen, waitFor, within } from '@testing-library/react';
import type { Action } from '@reduxjs/toolkit';
import userEvent from '@testing-library/user-event';
import { AboutOverlay } from '../../src/components/AboutOverlay';
import { PageEffects } from '../../src/components/PageEffects';
import { Hero } from '../../src/components/Hero';
import {
  dialogOpened,
  explanationClosed,
  explanationOpened,
} from '../../src/features/themeDialog/themeDialogSlice';
import {
  aboutClosed,
  aboutOpened,
  initialUiState,
  mobileMenuClosed,
  mobileMenuOpened,
} from '../../src/features/ui/uiSlice';
import { palettes } from '../../src/styles/theme';
import { createFakeServices } from '../support/fakeServices';
import { installIntersectionObserver } from '../support/intersectionObserver';
import { physicsScene } from '../support/physicsSceneMock';
import { renderWithProviders } from '../support/renderWithProviders';
import { en } from '../support/sample';

function HeroWithOverlay() {
  return (
    <>
      <Hero />
      <AboutOverlay />
    </>
  );
}

describe('Hero', () => {
  it('shows the name as the one h1 and the title', () => {
    renderWithProviders(<Hero />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Aarav Mehta' })).toBeInTheDocument();
    expect(screen.getByText('FULL Stack Developer')).toBeInTheDocument();
  });

  it("scrolls to the projects with 'Latest Works'", async () => {
    const { services, calls } = createFakeServices();
    renderWithProviders(<Hero />, { services });
    await userEvent.click(screen.getByRole('button', { name: 'Latest Works' }));
    expect(calls.scrolledTo).toEqual(['projects']);
  });

  describe('physics animation', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** Past the idle callback, the chunk import and the task the scene is built in. */
    async function settle() {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(500);
        await jest.advanceTimersByTimeAsync(0);
      });
    }

    it('starts after load in the theme colours, aria-hidden, and stops on unmount', async () => {
      const { unmount } = renderWithProviders(<Hero />, {
        preloadedState: { theme: { darkMode: false } },
      });
      expect(physicsScene.started).toHaveLength(0);
      await settle();
      expect(physicsScene.started).toHaveLength(1);
      expect(physicsScene.started[0].colors).toEqual(palettes.light);
      expect(physicsScene.started[0].host).toHaveAttribute('aria-hidden', 'true');
      unmount();
      expect(physicsScene.stopped).toBe(1);
    });

    it('is told when the hero leaves the screen and comes back', async () => {
      const screenWatch = installIntersectionObserver();
      try {
        renderWithProviders(<Hero />);
        const hero = screen.getByTestId('hero-physics');
        screenWatch.setOnScreen(hero, true);
        await settle();
        expect(physicsScene.started).toHaveLength(1);
        expect(physicsScene.onScreen).toEqual([true]);
        screenWatch.setOnScreen(hero, false);
        screenWatch.setOnScreen(hero, true);
        expect(physicsScene.onScreen).toEqual([true, false, true]);
      } finally {
        screenWatch.uninstall();
      }
    });

    it('rests while a dialog covers the hero: About Me, the menu, the theme dialog', async () => {
      const screenWatch = installIntersectionObserver();
      try {
        const { store } = renderWithProviders(<Hero />);
        screenWatch.setOnScreen(screen.getByTestId('hero-physics'), true);
        await settle();
        const shows = (action: Action) => {
          act(() => store.dispatch(action));
          return physicsScene.onScreen.at(-1);
        };
        expect(physicsScene.onScreen).toEqual([true]);
        expect(shows(aboutOpened())).toBe(false);
        expect(shows(aboutClosed())).toBe(true);
        expect(shows(mobileMenuOpened())).toBe(false);
        expect(shows(mobileMenuClosed())).toBe(true);
        expect(shows(dialogOpened())).toBe(false);
        expect(shows(explanationOpened())).toBe(false);
        expect(shows(explanationClosed())).toBe(true);
      } finally {
        screenWatch.uninstall();
      }
    });

    it('does not run under prefers-reduced-motion', async () => {
      renderWithProviders(<Hero />, {
        preloadedState: { ui: { ...initialUiState, reducedMotion: true } },
      });
      await settle();
      expect(physicsScene.started).toHaveLength(0);
    });
  });
});

describe('reduced motion', () => {
  it('mirrors matchMedia into ui.reducedMotion and follows its changes', () => {
    let listener: (() => void) | null = null;
    const query = {
      matches: true,
      addEventListener: (_: string, l: () => void) => (listener = l),
      removeEventListener: jest.fn(),
    };
    window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
    try {
      const { store, unmount } = renderWithProviders(<PageEffects />);
      expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
      expect(store.getState().ui.reducedMotion).toBe(true);
      query.matches = false;
      act(() => listener?.());
      expect(store.getState().ui.reducedMotion).toBe(false);
      unmount();
      expect(query.removeEventListener).toHaveBeenCalled();
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });
});

describe('About-me overlay', () => {
  it("opens from 'About Me' as a labelled modal dialog with the bio, bullets, slogan and 19 skills", async () => {
    renderWithProviders(<HeroWithOverlay />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'About Me' }));

    const dialog = await screen.findByRole('dialog', { name: 'ABOUT ME' });
    // A <dialog> opened as a modal (the browser tests check the page behind is inert).
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('heading', { name: 'ABOUT ME' })).toBeInTheDocument();
    expect(within(dialog).getByText(en.about.bio)).toBeInTheDocument();
    en.about.bullets.forEach((b) => expect(within(dialog).getByText(b)).toBeInTheDocument());
    expect(within(dialog).getByText(en.about.slogan)).toBeInTheDocument();
    const mern = within(within(dialog).getByRole('list', { name: 'MERN stack' })).getAllByRole(
      'listitem',
    );
    expect(mern.map((item) => item.textContent)).toEqual([
      'MongoDB',
      'Express',
      'React',
      'Node.js',
    ]);
    const skills = within(within(dialog).getByRole('list', { name: 'Skills' })).getAllByRole(
      'listitem',
    );
    expect(skills.map((item) => item.textContent)).toEqual([
      'react.js',
      'redux',
      'node.js',
      'express.js',
      'typescript',
      'mongoDB',
      'mongoose',
      'cloudinary',
      'ejs',
      'JavaScript',
      'html',
      'css',
      'bootstrap',
      'tailwind',
      'git',
      'github',
      'PostgreSQL',
      'SQL',
      'Next.js',
    ]);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus(),
    );
  });

  it('closes with Escape and returns focus to the About Me button', async () => {
    const { store } = renderWithProviders(<HeroWithOverlay />);
    const opener = screen.getByRole('button', { name: 'About Me' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().ui.aboutOpen).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('closes with the X button and keeps Tab inside while open', async () => {
    renderWithProviders(<HeroWithOverlay />);
    await userEvent.click(screen.getByRole('button', { name: 'About Me' }));
    const close = await screen.findByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'About Me' })).toHaveFocus();
  });
});
