/* global window, document, MutationObserver -- page scripts run in the browser */
// The start-up runs' instrumentation of the page (startup.mjs): a script added before the
// page's own, which writes window.__startup, the record every load of the sweep and of the
// lost-taps runs reads back.

/**
 * Runs in the page before its own scripts, on the page's clock: the first paint, the load,
 * hydration, the first trusted touch and every trusted click, and the frame in which each
 * answer first shows.
 */
export function instrumentPage() {
  const record = {
    firstPaint: null,
    loaded: null,
    tap: null,
    clicks: [],
    overlayOpen: null,
    themeQuestion: null,
    secondQuestion: null,
    menuOpen: null,
    scrolled: null,
    hydrated: null,
  };
  let firstQuestion = null;
  window.__startup = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') record.firstPaint = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  window.addEventListener('load', () => {
    record.loaded = performance.now();
  });
  // The first scrolled frame, timed by the frame's own time (the timestamp of its animation
  // frame callbacks, which run in the frame whose scroll event first sees the page moved), not
  // by when the page's thread got to it: a smooth scroll runs on the compositor, which draws
  // it while a busy main thread may dispatch its scroll event tens of ms later.
  let scrollSeen = false;
  window.addEventListener(
    'scroll',
    () => {
      if (scrollSeen || window.scrollY <= 0) return;
      scrollSeen = true;
      window.requestAnimationFrame((frameTime) => {
        record.scrolled = frameTime;
      });
    },
    { capture: true, passive: true },
  );
  // The page's own animation frame callbacks, noted as each runs: an answer the page shows
  // from one is drawn in that very frame. The note ends in a microtask queued after the
  // callback, so the mutations it made are seen (their observer's microtask was queued first).
  let frameNow = null;
  let frameStamp = null;
  let frameStart = 0;
  const requestFrame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    requestFrame((time) => {
      if (time !== frameStamp) {
        frameStamp = time;
        frameStart = performance.now();
      }
      frameNow = frameStart;
      try {
        callback(time);
      } finally {
        queueMicrotask(() => {
          frameNow = null;
        });
      }
    });
  // The touch as it happened, before it waited for the page: the tap's own timeStamp.
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (event.isTrusted && record.tap === null) record.tap = event.timeStamp;
    },
    { capture: true, passive: true },
  );
  window.addEventListener(
    'click',
    (event) => {
      if (event.isTrusted) record.clicks.push(event.timeStamp);
    },
    true,
  );
  // Shown, not only in the page: the overlays are prerendered closed (checkVisibility also
  // reads builds that rendered them only when open, for comparisons).
  const shown = (element) => element?.checkVisibility() ?? false;
  // Each answer, noted at `at`: the time of the frame that draws it.
  const noteAnswers = (at) => {
    if (record.overlayOpen === null && shown(document.getElementById('about-heading'))) {
      record.overlayOpen = at;
    }
    // One question is visible at a time; the next one has other words.
    const question = [...document.querySelectorAll('.theme-dialog-heading')].find(shown);
    if (record.themeQuestion === null && question) {
      record.themeQuestion = at;
      firstQuestion = question.textContent;
    } else if (record.secondQuestion === null && question && firstQuestion !== null) {
      if (question.textContent !== firstQuestion) record.secondQuestion = at;
    }
    if (record.menuOpen === null && shown(document.getElementById('connect-heading'))) {
      record.menuOpen = at;
    }
  };
  // checkVisibility() needs the page's style up to date, and computes it if it is not. It is
  // called only where the browser computes that style anyway, in a frame: right after the
  // page's own frame callback that changed the page (that frame draws the change), else at
  // the start of the next frame. Called in the task that changed the page, it made the
  // page's tasks longer than a visitor's: in one traced load, 22 ms of style in the 57 ms
  // task that evaluates the sections' style engine.
  let checkRequested = false;
  new MutationObserver(() => {
    if (record.hydrated === null && document.documentElement.hasAttribute('data-hydrated')) {
      record.hydrated = performance.now();
    }
    if (frameNow !== null) {
      noteAnswers(frameNow);
      return;
    }
    if (checkRequested) return;
    checkRequested = true;
    requestFrame(() => {
      const frameTime = performance.now();
      checkRequested = false;
      noteAnswers(frameTime);
    });
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    // An overlay's panel shows in the frame after its `open` (data-opening, dialogFocus.ts).
    attributeFilter: ['open', 'data-opening', 'data-hydrated'],
  });
}
