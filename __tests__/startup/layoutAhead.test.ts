import {
  LAZY_SECTION_ATTRIBUTE,
  OVERLAY_ATTRIBUTE,
  PREPARING_ATTRIBUTE,
  RESTORED_VISIT_ATTRIBUTE,
} from '../../src/startup/contract';
import { layOutAhead } from '../../src/startup/layoutAhead';

/** The prerendered page's overlays, closed, as ModalDialog renders them: a panel of parts. */
function overlays(panels: Record<string, string[]>): HTMLDialogElement[] {
  document.body.innerHTML = Object.entries(panels)
    .map(
      ([name, parts]) =>
        `<dialog ${OVERLAY_ATTRIBUTE}="${name}"><div class="modal-panel">${parts
          .map((part) => `<${part}>${name}</${part}>`)
          .join('')}</div></dialog>`,
    )
    .join('');
  return [...document.querySelectorAll('dialog')];
}

/**
 * What each forced layout saw (jsdom has no layout): the dialog laid out, whether it was
 * marked, and which parts of its panel were marked with it.
 */
function watchLayouts(): string[] {
  const laidOut: string[] = [];
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const marked = [...this.querySelectorAll(`[${PREPARING_ATTRIBUTE}]`)].map(
      (part) => part.tagName,
    );
    const dialogMarked = this.hasAttribute(PREPARING_ATTRIBUTE) ? 'marked' : 'unmarked';
    laidOut.push(`${this.getAttribute(OVERLAY_ATTRIBUTE)} ${dialogMarked}: ${marked.join(',')}`);
    return new DOMRect();
  });
  return laidOut;
}

const markedAnywhere = () => document.querySelectorAll(`[${PREPARING_ATTRIBUTE}]`).length;

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("the first screen's overlays laid out ahead (src/startup/layoutAhead.ts)", () => {
  it('lays out each part of each closed panel once, marked, in a task of its own', () => {
    const dialogs = overlays({ about: ['header', 'p', 'ul'], menu: ['h2', 'nav'] });
    const laidOut = watchLayouts();
    layOutAhead(document);
    expect(laidOut).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(laidOut).toEqual(['about marked: HEADER']);
    expect(markedAnywhere()).toBe(0);
    jest.advanceTimersToNextTimer();
    expect(laidOut).toEqual(['about marked: HEADER', 'about marked: P']);
    jest.runAllTimers();
    expect(laidOut).toEqual([
      'about marked: HEADER',
      'about marked: P',
      'about marked: UL',
      'menu marked: H2',
      'menu marked: NAV',
    ]);
    expect(markedAnywhere()).toBe(0);
    expect(dialogs.map((dialog) => dialog.open)).toEqual([false, false]);
  });

  it('finds its pieces in the first idle moment, not in the task that starts it', () => {
    const [about] = overlays({ about: ['header'] });
    const laidOut = watchLayouts();
    layOutAhead(document);
    about.firstElementChild?.append(document.createElement('footer'));
    jest.runAllTimers();
    expect(laidOut).toEqual(['about marked: HEADER', 'about marked: FOOTER']);
  });

  it.each([
    ['the visitor opened', 'open'],
    ['opening (shown before it is made modal)', 'data-opening'],
  ])('leaves alone an overlay %s meanwhile', (_, attribute) => {
    const [about] = overlays({ about: ['header', 'p'], menu: ['h2'] });
    const laidOut = watchLayouts();
    layOutAhead(document);
    jest.advanceTimersToNextTimer();
    about.setAttribute(attribute, '');
    jest.runAllTimers();
    expect(laidOut).toEqual(['about marked: HEADER', 'menu marked: H2']);
    expect(markedAnywhere()).toBe(0);
  });

  it('lays out in idle moments where the browser has them, while a moment has room for more', () => {
    overlays({ about: ['header', 'p', 'ul', 'footer'] });
    const laidOut = watchLayouts();
    const idleCallbacks: IdleRequestCallback[] = [];
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (callback: IdleRequestCallback) => idleCallbacks.push(callback),
    });
    /** An idle moment whose time left is each of `msLeft` in turn, as each piece ends. */
    const idle = (...msLeft: number[]) =>
      idleCallbacks.shift()?.({ didTimeout: false, timeRemaining: () => msLeft.shift() ?? 0 });
    try {
      layOutAhead(document);
      jest.runAllTimers();
      expect(laidOut).toEqual([]);
      // A frame's leftover: one piece, whatever is left after it.
      idle(5);
      expect(laidOut).toEqual(['about marked: HEADER']);
      // A long idle moment: pieces while more than 30 ms is left.
      idle(45, 31, 22);
      expect(laidOut).toEqual([
        'about marked: HEADER',
        'about marked: P',
        'about marked: UL',
        'about marked: FOOTER',
      ]);
      expect(markedAnywhere()).toBe(0);
      idle(50);
      expect(idleCallbacks).toEqual([]);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
  });

  it('lays out a list, or a part of many elements, a child at a time', () => {
    const items = (count: number) => '<li>item</li>'.repeat(count);
    document.body.innerHTML = `<dialog ${OVERLAY_ATTRIBUTE}="about"><div class="modal-panel">
      <header><h2>About</h2></header>
      <ul>${items(2)}</ul>
      <div><div><p>${'<b>word</b>'.repeat(8)}</p><p>${'<i>word</i>'.repeat(9)}</p></div></div>
    </div></dialog>`;
    const laidOut: string[][] = [];
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
      laidOut.push(
        [...document.querySelectorAll(`[${PREPARING_ATTRIBUTE}]`)].map(
          (element) =>
            `${element.tagName.toLowerCase()}=${element.getAttribute(PREPARING_ATTRIBUTE)}`,
        ),
      );
      return new DOMRect();
    });
    layOutAhead(document);
    jest.runAllTimers();
    expect(laidOut).toEqual([
      // Two elements: whole.
      ['dialog=around', 'header='],
      // A list of two items: each.
      ['dialog=around', 'ul=around', 'li='],
      ['dialog=around', 'ul=around', 'li='],
      // 20 elements inside, through a wrapper: each paragraph, 8 and 9 elements.
      ['dialog=around', 'div=around', 'div=around', 'p='],
      ['dialog=around', 'div=around', 'div=around', 'p='],
    ]);
  });
});

/** The prerendered sections below the fold, in their slots, after one overlay. */
function sections() {
  document.body.innerHTML = `
    <dialog ${OVERLAY_ATTRIBUTE}="about"><div class="modal-panel"><header>About</header></div></dialog>
    <div ${LAZY_SECTION_ATTRIBUTE}="projects"><section id="projects"><h2>Projects</h2></section></div>
    <div ${LAZY_SECTION_ATTRIBUTE}="journey"><section id="journey">
      <h2>My Journey</h2><ol><li id="first">2022</li><li id="second">2025</li></ol>
    </section></div>
    <div ${LAZY_SECTION_ATTRIBUTE}="contact"><section id="contact">
      <h2>Let's Connect</h2><ul><li id="only">Sign in</li></ul>
    </section></div>`;
}

/**
 * Each forced layout with something marked: the element laid out and the marks in force, as
 * "tag#id=value". A section's top is where `tops` puts it, else far below the first screen.
 */
function watchMarks(tops: Record<string, number> = {}): string[][] {
  const laidOut: string[][] = [];
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const marked = [...document.querySelectorAll(`[${PREPARING_ATTRIBUTE}]`)].map(
      (element) =>
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}=${element.getAttribute(PREPARING_ATTRIBUTE)}`,
    );
    if (marked.length > 0) laidOut.push([this.id || this.tagName.toLowerCase(), ...marked]);
    return new DOMRect(0, tops[this.id] ?? 10 * window.innerHeight, 400, 900);
  });
  return laidOut;
}

describe('the sections below the fold laid out ahead (src/startup/layoutAhead.ts)', () => {
  it('lays out after the overlays each part of each section but Projects, then each whole', () => {
    sections();
    const laidOut = watchMarks();
    layOutAhead(document);
    jest.runAllTimers();
    expect(laidOut).toEqual([
      ['dialog', 'dialog=around', 'header='],
      ['journey', 'section#journey=around', 'h2='],
      ['journey', 'section#journey=around', 'ol=around', 'li#first='],
      ['journey', 'section#journey=around', 'ol=around', 'li#second='],
      ['journey', 'section#journey='],
      ['contact', 'section#contact=around', 'h2='],
      ['contact', 'section#contact=around', 'ul='],
      ['contact', 'section#contact='],
    ]);
    expect(markedAnywhere()).toBe(0);
  });

  it('leaves alone a section the visitor has scrolled near or past, whose parts would move', () => {
    sections();
    const laidOut = watchMarks({ journey: 1.5 * window.innerHeight });
    layOutAhead(document);
    jest.runAllTimers();
    expect(laidOut).toEqual([
      ['dialog', 'dialog=around', 'header='],
      ['contact', 'section#contact=around', 'h2='],
      ['contact', 'section#contact=around', 'ul='],
      ['contact', 'section#contact='],
    ]);
  });

  it("lays out no piece inside a list whose contents the browser skips until they're on screen", () => {
    const cards = ['TypeScript', 'React', 'Redux']
      .map((name) => `<li><img alt=""><b>${name}</b><i>since 2020</i></li>`)
      .join('');
    // The tech strip: a track of 26 elements, its list and the list's copy.
    document.body.innerHTML = `
      <div ${LAZY_SECTION_ATTRIBUTE}="tech"><section id="tech"><div id="track">
        <ul id="list">${cards}</ul>
        <ul id="copy" aria-hidden="true" style="content-visibility: auto">${cards}</ul>
      </div></section></div>`;
    const laidOut = watchMarks();
    layOutAhead(document);
    jest.runAllTimers();
    expect(laidOut).toEqual([
      ['tech', 'section#tech=around', 'div#track=around', 'ul#list=around', 'li='],
      ['tech', 'section#tech=around', 'div#track=around', 'ul#list=around', 'li='],
      ['tech', 'section#tech=around', 'div#track=around', 'ul#list=around', 'li='],
      ['tech', 'section#tech='],
    ]);
  });

  it('leaves the sections alone on a restored visit, where they are laid out from the start', () => {
    sections();
    document.documentElement.setAttribute(RESTORED_VISIT_ATTRIBUTE, '');
    try {
      const laidOut = watchMarks();
      layOutAhead(document);
      jest.runAllTimers();
      expect(laidOut).toEqual([['dialog', 'dialog=around', 'header=']]);
    } finally {
      document.documentElement.removeAttribute(RESTORED_VISIT_ATTRIBUTE);
    }
  });
});
