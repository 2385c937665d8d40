import { OVERLAY_ATTRIBUTE, PREPARING_ATTRIBUTE } from '../../src/startup/contract';
import { prepareOverlays } from '../../src/startup/overlayPreparation';

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

describe("the first screen's overlays laid out ahead (src/startup/overlayPreparation.ts)", () => {
  it('lays out each part of each closed panel once, marked, in a task of its own', () => {
    const dialogs = overlays({ about: ['header', 'p', 'ul'], menu: ['h2', 'nav'] });
    const laidOut = watchLayouts();
    prepareOverlays(document);
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

  it('leaves alone an overlay the visitor has opened meanwhile', () => {
    const [about] = overlays({ about: ['header', 'p'], menu: ['h2'] });
    const laidOut = watchLayouts();
    prepareOverlays(document);
    jest.advanceTimersToNextTimer();
    about.setAttribute('open', '');
    jest.runAllTimers();
    expect(laidOut).toEqual(['about marked: HEADER', 'menu marked: H2']);
    expect(markedAnywhere()).toBe(0);
  });

  it('waits for idle moments where the browser has them, one part in each', () => {
    overlays({ about: ['header', 'p'] });
    const laidOut = watchLayouts();
    const idleCallbacks: IdleRequestCallback[] = [];
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (callback: IdleRequestCallback) => idleCallbacks.push(callback),
    });
    try {
      prepareOverlays(document);
      jest.runAllTimers();
      expect(laidOut).toEqual([]);
      const idle = () => idleCallbacks.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
      idle();
      expect(laidOut).toEqual(['about marked: HEADER']);
      idle();
      idle();
      expect(laidOut).toEqual(['about marked: HEADER', 'about marked: P']);
      expect(idleCallbacks).toEqual([]);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
  });
});
