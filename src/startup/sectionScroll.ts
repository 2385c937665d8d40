/** One frame at 60 Hz, ms: the glide's clock starts this long before the press. */
const FRAME_MS = 1000 / 60;
/** The glide's length (ms): this long for any distance, plus GLIDE_MS_PER_PX per pixel. */
const SHORTEST_GLIDE_MS = 450;
const GLIDE_MS_PER_PX = 0.1;
const LONGEST_GLIDE_MS = 1200;
/** What the visitor does that takes the page back from a glide. */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Moving at once, slowing into place (ease-out sine). */
const easeOut = (progress: number) => Math.sin((progress * Math.PI) / 2);

/** The glide running in each window, stopped when another one starts. */
const running = new WeakMap<Window, () => void>();

/**
 * Where the page's scroll puts this section's top: below the top bar (the root's
 * scroll-padding-top, as scrollIntoView honours it), or as far as the page goes.
 */
function scrollTopFor(view: Window, section: Element): number {
  const root = view.document.documentElement;
  const below = parseFloat(view.getComputedStyle(root).scrollPaddingTop) || 0;
  const top = section.getBoundingClientRect().top + view.scrollY - below;
  return Math.max(0, Math.min(top, root.scrollHeight - view.innerHeight));
}

/**
 * Scrolls the page to the section, moving at once and slowing into place, by the page's own
 * frames. The browser's smooth scroll starts from rest: at 4x on the phone profile the page
 * moved 2 px two or three frames after the press, and a visitor saw nothing for 60-80 ms.
 * The glide's clock starts a frame before the press, so the press's own task moves the page
 * and the next frame shows it. It starts at about the browser's scroll's top speed and lasts
 * about as long (an ease-out cubic over 400-800 ms started three times as fast, and answered
 * no sooner). The section's place is read again in every frame (sections it passes may change
 * size as they hydrate), and a wheel, touch or key stops it where it is.
 */
function glide(view: Window, section: Element): void {
  running.get(view)?.();
  const distance = Math.abs(scrollTopFor(view, section) - view.scrollY);
  const length = Math.min(SHORTEST_GLIDE_MS + distance * GLIDE_MS_PER_PX, LONGEST_GLIDE_MS);
  const start = view.performance.now() - FRAME_MS;
  // The share of the way still to go, as the curve planned it at the last step.
  let left = 1;
  let frame = 0;
  const stop = () => {
    view.cancelAnimationFrame(frame);
    for (const type of VISITOR_SCROLLS) view.removeEventListener(type, stop, true);
    if (running.get(view) === stop) running.delete(view);
  };
  // Timed by the clock, not by the frame's timestamp: a frame's callbacks can run in the very
  // task that handled the press, with a timestamp from before it. Each step closes the share of
  // what is left of the way that the curve plans, from where the page is: when a section on
  // the way changes size (or the browser moves the page to keep what is on screen in place),
  // the glide goes on from there rather than back to where the curve would have had it.
  const step = () => {
    const progress = Math.min((view.performance.now() - start) / length, 1);
    const still = 1 - easeOut(progress);
    const to = scrollTopFor(view, section);
    // At once: the page sets no scroll-behavior of its own.
    view.scrollTo({ top: to - (to - view.scrollY) * (still / left) });
    left = still;
    if (progress < 1) frame = view.requestAnimationFrame(step);
    else stop();
  };
  running.set(view, stop);
  for (const type of VISITOR_SCROLLS) {
    view.addEventListener(type, stop, { capture: true, passive: true });
  }
  step();
}

/**
 * Scrolls the page to the section with this id, its top below the top bar: in a glide that
 * answers in the next frame, or at once for a visitor who asked for reduced motion. One
 * implementation for the start-up code (a press before React owns the page) and the app's
 * viewport port. A section the HTML parser has not reached yet is scrolled to as soon as
 * the document is parsed.
 */
export function scrollToSection(doc: Document, id: string): void {
  const scroll = () => {
    const section = doc.getElementById(id);
    const view = doc.defaultView;
    if (!section || !view) return;
    if (view.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      running.get(view)?.();
      section.scrollIntoView({ block: 'start' });
    } else glide(view, section);
  };
  if (doc.getElementById(id) || doc.readyState !== 'loading') scroll();
  else doc.addEventListener('DOMContentLoaded', scroll, { once: true });
}
