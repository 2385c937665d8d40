import { DEFERRED_SCRIPTS_ID } from '../../src/startup/contract';
import {
  addScriptsAfterFirstPaint,
  FIRST_PAINT_SHOWN_WITHIN_MS,
} from '../../src/startup/deferredScripts';

const FCP = 'first-contentful-paint';
type PaintList = Pick<PerformanceObserverEntryList, 'getEntriesByName'>;
const entries = (names: string[]): PaintList => ({
  getEntriesByName: (name: string) =>
    names.filter((entry) => entry === name).map((entry) => ({ name: entry }) as PerformanceEntry),
});

/** The page's scripts as the loader finds them: in <body>, in the order they were added. */
const added = () =>
  [...document.body.querySelectorAll('script[src]')].map(
    (script) => `${script.getAttribute('src')}:${(script as HTMLScriptElement).async}`,
  );

/** The loader on a page listing two scripts, with the browser's frames and paint timing ours. */
function startLoader(
  browser: { paintTiming: boolean; paintedBeforeCheck?: boolean },
  afterwards?: () => void,
) {
  document.body.innerHTML = `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">["/react.1.js","/main.2.js"]</script>`;
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  let observer: { callback: (list: PaintList) => void; disconnected: boolean } | null = null;
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: (list: PaintList) => void) {
      observer = { callback, disconnected: false };
    }
    observe(options: { type: string }) {
      expect(options).toEqual({ type: 'paint' });
    }
    disconnect() {
      if (observer) observer.disconnected = true;
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', {
    configurable: true,
    value: browser.paintTiming ? FakeObserver : undefined,
  });
  // jsdom has no paint timing: the page's performance object stands in with what it reports.
  Object.defineProperty(window, 'performance', {
    configurable: true,
    value: entries(browser.paintedBeforeCheck ? [FCP] : []),
  });
  addScriptsAfterFirstPaint(document, afterwards);
  return {
    paintFrame: () => frames.splice(0).forEach((callback) => callback(0)),
    reportPaint: (names: string[]) => {
      if (observer && !observer.disconnected) observer.callback(entries(names));
    },
  };
}

const jsdomPerformance = window.performance;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['performance'] });
});

afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(window, 'performance', { configurable: true, value: jsdomPerformance });
});

describe('the deferred scripts (src/startup/deferredScripts.ts)', () => {
  it('adds the scripts in document order once the first contentful paint is reported', () => {
    const page = startLoader({ paintTiming: true });
    expect(added()).toEqual([]);
    page.paintFrame();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    page.reportPaint(['first-paint']);
    expect(added()).toEqual([]);
    page.reportPaint(['first-paint', FCP]);
    expect(added()).toEqual(['/react.1.js:false', '/main.2.js:false']);
    jest.advanceTimersByTime(FIRST_PAINT_SHOWN_WITHIN_MS);
    expect(added()).toHaveLength(2);
  });

  it('adds them after the paint task when the paint was reported before it', () => {
    const page = startLoader({ paintTiming: true, paintedBeforeCheck: true });
    page.paintFrame();
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(['/react.1.js:false', '/main.2.js:false']);
  });

  it('goes on without the entry after a while (a tab hidden before its first paint gets none)', () => {
    const page = startLoader({ paintTiming: true });
    page.paintFrame();
    jest.advanceTimersByTime(FIRST_PAINT_SHOWN_WITHIN_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(['/react.1.js:false', '/main.2.js:false']);
    page.reportPaint([FCP]);
    expect(added()).toHaveLength(2);
  });

  it('adds them after the paint task in a browser without paint timing', () => {
    const page = startLoader({ paintTiming: false });
    page.paintFrame();
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(['/react.1.js:false', '/main.2.js:false']);
  });

  it('runs what comes afterwards once, after the scripts are added', () => {
    const addedWhenCalled: string[][] = [];
    const page = startLoader({ paintTiming: true }, () => addedWhenCalled.push(added()));
    page.paintFrame();
    jest.advanceTimersByTime(0);
    expect(addedWhenCalled).toEqual([]);
    page.reportPaint([FCP]);
    jest.advanceTimersByTime(FIRST_PAINT_SHOWN_WITHIN_MS);
    expect(addedWhenCalled).toEqual([['/react.1.js:false', '/main.2.js:false']]);
  });
});
