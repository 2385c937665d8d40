import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TechStrip from '../../../src/sections/tech-stack/Section';
import { initialUiState } from '../../../src/features/ui/uiSlice';
import { installIntersectionObserver } from '../../support/intersectionObserver';
import { renderWithProviders } from '../../support/renderWithProviders';
import { sampleTechSprite } from '../../support/sampleTechIcons';
import { en, owner, sampleContent } from '../../support/sample';

/** Hands out animation frames one by one, so a test can step the strip. */
function controlFrames() {
  let queue: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    queue.push(callback);
    return queue.length;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {
    queue = [];
  });
  return {
    step(frames: number) {
      for (let i = 0; i < frames; i += 1) {
        const pending = queue;
        queue = [];
        act(() => pending.forEach((callback) => callback(performance.now())));
      }
    },
    get pending() {
      return queue.length;
    },
  };
}

function offsetOf(track: HTMLElement) {
  const match = /translateX\((-?[\d.]+)px\)/.exec(track.style.transform);
  return match ? Number(match[1]) : 0;
}

describe('Tech strip', () => {
  it("draws each card's icon from the page's sprite: decorative, 32 px, in the text's colour", () => {
    // The home page's HTML carries the sprite before the page's root (public/index.html).
    const page = document.createElement('div');
    page.innerHTML = sampleTechSprite.markup;
    document.body.prepend(page);
    try {
      renderWithProviders(<TechStrip />);
      const cards = within(screen.getByTestId('tech-list')).getAllByRole('listitem');
      const icons = cards.map((card) => card.querySelector('svg'));
      const drawn = icons.map((svg) => {
        const id = svg?.querySelector('use')?.getAttribute('href')?.slice(1) ?? '';
        return document.getElementById(id);
      });
      expect(drawn.map((symbol) => symbol?.innerHTML)).toEqual(
        owner.techStack.map((card) => sampleContent.techIcons[card.icon].body),
      );
      for (const svg of icons) {
        expect(svg).toHaveAttribute('aria-hidden', 'true');
        expect(svg).toHaveAttribute('width', '32');
      }
      // React's mark is simple-icons', filled; SQL's the template's database, drawn in lines.
      expect(drawn[0]).toHaveAttribute('fill', 'currentColor');
      expect(drawn[2]).toHaveAttribute('stroke', 'currentColor');
      // The sprite itself is hidden from everyone: its symbols draw nothing where they are.
      expect(drawn[0]?.closest('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(drawn[0]?.closest('svg')).toHaveClass('visually-hidden');
    } finally {
      page.remove();
    }
  });

  it("shows 'My Tech Stack' with nine cards, doubled, the copy hidden from assistive technology", () => {
    renderWithProviders(<TechStrip />);
    expect(screen.getByRole('heading', { level: 2, name: 'My Tech Stack' })).toBeInTheDocument();
    const visible = within(screen.getByTestId('tech-list')).getAllByRole('listitem');
    expect(visible).toHaveLength(9);
    expect(
      visible.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'ReactJS',
      'NodeJS',
      'SQL',
      'Express Js',
      'Tailwind CSS',
      'MongoDB',
      'NEXT JS',
      'Python',
      'Javascript',
    ]);
    visible.forEach((card, index) =>
      expect(card).toHaveTextContent(en.techStack[index].description),
    );
    const copy = screen.getByTestId('tech-copy');
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(copy.querySelectorAll('li')).toHaveLength(9);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(9);
  });

  it('moves 1.2 px per frame and wraps at half the total width', () => {
    const frames = controlFrames();
    renderWithProviders(<TechStrip />);
    const track = screen.getByTestId('tech-track');
    Object.defineProperty(track, 'scrollWidth', { value: 12, configurable: true });
    frames.step(1);
    expect(offsetOf(track)).toBeCloseTo(-1.2);
    frames.step(2);
    expect(offsetOf(track)).toBeCloseTo(-3.6);
    // Half of 12 px is 6: frame 5 reaches exactly 6 and wraps to 0, frame 6 is at 1.2.
    frames.step(3);
    expect(offsetOf(track)).toBeCloseTo(-1.2);
  });

  it('pauses and plays with a visible button, and stops the frames while paused', async () => {
    const frames = controlFrames();
    const { store } = renderWithProviders(<TechStrip />);
    const track = screen.getByTestId('tech-track');
    Object.defineProperty(track, 'scrollWidth', { value: 10_000, configurable: true });
    frames.step(2);

    await userEvent.click(screen.getByRole('button', { name: 'Pause tech strip' }));
    expect(store.getState().ui.techStripPaused).toBe(true);
    expect(frames.pending).toBe(0);
    const stoppedAt = offsetOf(track);
    frames.step(5);
    expect(offsetOf(track)).toBe(stoppedAt);

    await userEvent.click(screen.getByRole('button', { name: 'Play tech strip' }));
    expect(store.getState().ui.techStripPaused).toBe(false);
    frames.step(1);
    expect(offsetOf(track)).toBeCloseTo(stoppedAt - 1.2);
  });

  it('pauses on hover and while focus is within', () => {
    const frames = controlFrames();
    renderWithProviders(<TechStrip />);
    const viewport = screen.getByTestId('tech-track').parentElement as HTMLElement;
    fireEvent.mouseEnter(viewport);
    expect(frames.pending).toBe(0);
    fireEvent.mouseLeave(viewport);
    expect(frames.pending).toBe(1);
    fireEvent.focus(viewport);
    expect(frames.pending).toBe(0);
    fireEvent.blur(viewport, { relatedTarget: null });
    expect(frames.pending).toBe(1);
  });

  it('stays still under prefers-reduced-motion', () => {
    const frames = controlFrames();
    renderWithProviders(<TechStrip />, {
      preloadedState: { ui: { ...initialUiState, reducedMotion: true } },
    });
    expect(frames.pending).toBe(0);
    expect(screen.getByTestId('tech-track').style.transform).toBe('');
  });

  it('stands still while off screen and moves on once it scrolls into view', () => {
    const screenWatch = installIntersectionObserver();
    try {
      const frames = controlFrames();
      renderWithProviders(<TechStrip />);
      const track = screen.getByTestId('tech-track');
      Object.defineProperty(track, 'scrollWidth', { value: 10_000, configurable: true });
      expect(frames.pending).toBe(0);

      screenWatch.setOnScreen(track, true);
      frames.step(2);
      expect(offsetOf(track)).toBeCloseTo(-2.4);

      screenWatch.setOnScreen(track, false);
      expect(frames.pending).toBe(0);
      screenWatch.setOnScreen(track, true);
      frames.step(1);
      expect(offsetOf(track)).toBeCloseTo(-3.6);
    } finally {
      screenWatch.uninstall();
    }
  });
});
