import { scrollToSection } from '../../src/startup/sectionScroll';

/** A page still being parsed: readyState 'loading' until DOMContentLoaded. */
function parsingDocument() {
  let readyState: DocumentReadyState = 'loading';
  const spy = jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  const finishParsing = () => {
    readyState = 'interactive';
    spy.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
  };
  return { finishParsing };
}

/**
 * A window with a page of `height` px whose sections sit where `placeOf` says (px from the
 * page's top), a root scroll-padding-top of 80 px, a clock and frames the test moves on.
 */
function pageOf(placeOf: Record<string, number>, height = 10_000) {
  let now = 1_000;
  let scrollY = 0;
  const frames = new Map<number, FrameRequestCallback>();
  let lastFrame = 0;
  const scrolls: number[] = [];
  const root = document.documentElement;
  root.style.scrollPaddingTop = '80px';
  Object.defineProperty(root, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.matchMedia = () => ({ matches: false }) as MediaQueryList;
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  jest.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrollY = options.top ?? scrollY;
    scrolls.push(Math.round(scrollY));
  }) as typeof window.scrollTo);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(++lastFrame, callback);
    return lastFrame;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames.delete(id);
  });
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function place(
    this: Element,
  ) {
    return { top: (placeOf[this.id] ?? 0) - scrollY } as DOMRect;
  });
  /** Moves the clock on by ms and runs the frame then due; false when none was asked for. */
  const nextFrame = (ms = 16) => {
    now += ms;
    const due = [...frames.entries()];
    frames.clear();
    for (const [, callback] of due) callback(now);
    return due.length > 0;
  };
  return { scrolls, nextFrame, at: () => scrollY };
}

const jsdomWindow = {
  innerHeight: Object.getOwnPropertyDescriptor(window, 'innerHeight')!,
  scrollY: Object.getOwnPropertyDescriptor(window, 'scrollY')!,
  matchMedia: window.matchMedia,
};

afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window, 'innerHeight', jsdomWindow.innerHeight);
  Object.defineProperty(window, 'scrollY', jsdomWindow.scrollY);
  window.matchMedia = jsdomWindow.matchMedia;
  document.body.innerHTML = '';
});

describe('scrollToSection', () => {
  it('moves the page in the press itself, then glides, slowing, to the section below the top bar', () => {
    document.body.innerHTML = '<section id="contact"></section>';
    const page = pageOf({ contact: 6_080 });
    scrollToSection(document, 'contact');
    // The press's own task moves the page: the next frame shows it.
    expect(page.scrolls).toHaveLength(1);
    expect(page.scrolls[0]).toBeGreaterThan(100);
    while (page.nextFrame());
    expect(page.at()).toBe(6_000);
    const steps = page.scrolls.slice(1).map((y, i) => y - page.scrolls[i]);
    expect(steps.every((step) => step >= 0)).toBe(true);
    expect(steps.at(-1)).toBeLessThan(steps[0]);
  });

  it('follows the section when it moves on the way, and stops at the end of the page', () => {
    document.body.innerHTML = '<section id="contact"></section>';
    const place = { contact: 6_080 };
    const page = pageOf(place, 7_000);
    scrollToSection(document, 'contact');
    page.nextFrame();
    place.contact = 9_000;
    while (page.nextFrame());
    expect(page.at()).toBe(7_000 - 800);
  });

  it('goes on from where it is, not back, when a section on the way shrinks', () => {
    document.body.innerHTML = '<section id="contact"></section>';
    const place = { contact: 6_080 };
    const page = pageOf(place);
    scrollToSection(document, 'contact');
    for (let frame = 0; frame < 10; frame += 1) page.nextFrame();
    const before = page.at();
    place.contact = 3_080;
    page.nextFrame();
    expect(page.at()).toBeGreaterThan(before);
    while (page.nextFrame());
    expect(page.at()).toBe(3_000);
  });

  it("stops where the page is at the visitor's own touch, wheel or key", () => {
    document.body.innerHTML = '<section id="contact"></section>';
    const page = pageOf({ contact: 6_080 });
    scrollToSection(document, 'contact');
    page.nextFrame();
    window.dispatchEvent(new Event('touchstart'));
    const stoppedAt = page.at();
    expect(page.nextFrame()).toBe(false);
    expect(page.at()).toBe(stoppedAt);
    expect(stoppedAt).toBeLessThan(6_000);
  });

  it('a second press takes over from the first glide', () => {
    document.body.innerHTML = '<section id="projects"></section><section id="contact"></section>';
    const page = pageOf({ projects: 1_080, contact: 6_080 });
    scrollToSection(document, 'contact');
    page.nextFrame();
    scrollToSection(document, 'projects');
    while (page.nextFrame());
    expect(page.at()).toBe(1_000);
  });

  it('jumps at once for a visitor who asked for reduced motion', () => {
    document.body.innerHTML = '<section id="contact"></section>';
    const page = pageOf({ contact: 6_080 });
    window.matchMedia = () => ({ matches: true }) as MediaQueryList;
    const jumped: string[] = [];
    Element.prototype.scrollIntoView = function record(this: Element) {
      jumped.push(this.id);
    };
    scrollToSection(document, 'contact');
    expect(jumped).toEqual(['contact']);
    expect(page.scrolls).toEqual([]);
    expect(page.nextFrame()).toBe(false);
  });

  it('scrolls to a section the parser has not reached yet once the document is parsed', () => {
    const page = pageOf({ contact: 6_080 });
    const { finishParsing } = parsingDocument();
    scrollToSection(document, 'contact');
    expect(page.scrolls).toEqual([]);
    document.body.innerHTML = '<section id="contact"></section>';
    finishParsing();
    while (page.nextFrame());
    expect(page.at()).toBe(6_000);
  });

  it('scrolls at once to a section already parsed, even while the rest is', () => {
    const page = pageOf({ projects: 1_080 });
    parsingDocument();
    document.body.innerHTML = '<section id="projects"></section>';
    scrollToSection(document, 'projects');
    expect(page.scrolls).toHaveLength(1);
  });

  it('does nothing on a page without the section', () => {
    const page = pageOf({});
    scrollToSection(document, 'nowhere');
    expect(page.scrolls).toEqual([]);
    expect(page.nextFrame()).toBe(false);
  });
});
