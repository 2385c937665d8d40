import { OVERLAY_ATTRIBUTE, PREPARING_ATTRIBUTE } from '../../src/startup/contract';
import { prepareOverlays } from '../../src/startup/overlayPreparation';

/** The prerendered page's overlays, closed, as the start-up code finds them. */
function overlays(names: string[]): HTMLDialogElement[] {
  document.body.innerHTML = names
    .map((name) => `<dialog ${OVERLAY_ATTRIBUTE}="${name}"><h2>${name}</h2></dialog>`)
    .join('');
  return [...document.querySelectorAll('dialog')];
}

/** Which dialogs were laid out, and whether each was marked while it was (jsdom has no layout). */
function watchLayouts(): string[] {
  const laidOut: string[] = [];
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    laidOut.push(
      `${this.getAttribute(OVERLAY_ATTRIBUTE)}${this.hasAttribute(PREPARING_ATTRIBUTE) ? ' (marked)' : ''}`,
    );
    return new DOMRect();
  });
  return laidOut;
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("the first screen's overlays laid out ahead (src/startup/overlayPreparation.ts)", () => {
  it('lays out each closed overlay once, marked, each in a task of its own, and unmarks it', () => {
    const dialogs = overlays(['about', 'menu', 'theme-question']);
    const laidOut = watchLayouts();
    prepareOverlays(document);
    expect(laidOut).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(laidOut).toEqual(['about (marked)']);
    jest.advanceTimersToNextTimer();
    expect(laidOut).toEqual(['about (marked)', 'menu (marked)']);
    jest.runAllTimers();
    expect(laidOut).toEqual(['about (marked)', 'menu (marked)', 'theme-question (marked)']);
    expect(dialogs.filter((dialog) => dialog.hasAttribute(PREPARING_ATTRIBUTE))).toEqual([]);
    expect(dialogs.map((dialog) => dialog.open)).toEqual([false, false, false]);
  });

  it('leaves alone an overlay the visitor has opened meanwhile', () => {
    const [about] = overlays(['about', 'menu']);
    about.setAttribute('open', '');
    const laidOut = watchLayouts();
    prepareOverlays(document);
    jest.runAllTimers();
    expect(laidOut).toEqual(['menu (marked)']);
    expect(about.hasAttribute(PREPARING_ATTRIBUTE)).toBe(false);
  });

  it('waits for idle moments where the browser has them, one overlay in each', () => {
    overlays(['about', 'menu']);
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
      expect(laidOut).toEqual(['about (marked)']);
      idle();
      idle();
      expect(laidOut).toEqual(['about (marked)', 'menu (marked)']);
      expect(idleCallbacks).toEqual([]);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
  });
});
