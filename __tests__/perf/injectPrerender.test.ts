import { createHash } from 'node:crypto';
import {
  injectPrerender,
  inlineScriptHashes,
  DEFERRED_SCRIPT_LOADER,
  FIRST_PAINT_SHOWN_WITHIN_MS,
  loadScriptsAfterFirstPaint,
} from '../../scripts/prerender/injectPrerender';

const template =
  '<html><head><script>setTheme()</script><script defer src="/react.1.js"></script>' +
  '<script defer="defer" src=/main.2.js></script></head><body><div id="root"></div></body></html>';

describe('putting the prerendered page into index.html', () => {
  it('fills #root and appends the styles to <head>', () => {
    const html = injectPrerender(template, {
      html: '<h1>Hi</h1>',
      styleTags: '<style>h1{}</style>',
    });
    expect(html).toContain('<style>h1{}</style></head>');
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
  });

  it('refuses a template without an empty #root', () => {
    expect(() =>
      injectPrerender('<head></head><div id="app"></div>', { html: '', styleTags: '' }),
    ).toThrow(/root/);
  });

  it('moves the script tags into one loader that adds them in order after first paint', () => {
    const html = loadScriptsAfterFirstPaint(template);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toContain('<script>setTheme()</script>');
    const list = /<script type="application\/json" id="deferred-scripts">(.*?)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(list?.[1] ?? '[]')).toEqual(['/react.1.js', '/main.2.js']);
    expect(html).toContain(`<script>${DEFERRED_SCRIPT_LOADER}</script></body>`);
  });

  it('asks for the scripts from the start of <head> with low-priority preload hints, in order', () => {
    const html = loadScriptsAfterFirstPaint(template);
    expect(html).toMatch(
      /^<html><head><link rel="preload" as="script" fetchpriority="low" href="\/react\.1\.js"><link rel="preload" as="script" fetchpriority="low" href="\/main\.2\.js"><script>setTheme\(\)<\/script>/,
    );
  });

  it('hashes every inline script, and only those, for the CSP', () => {
    const expected = `'sha256-${createHash('sha256').update('setTheme()').digest('base64')}'`;
    expect(inlineScriptHashes(template)).toEqual([expected]);
  });

  it('skips data blocks, and keeps the loader hash the same whatever the chunk names', () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const renamed = template.replace('/main.2.js', '/main.3.js');
    const withJsonLd = (html: string) =>
      html.replace('</head>', '<script type="application/ld+json">{"a":1}</script></head>');
    const hashes = inlineScriptHashes(withJsonLd(loadScriptsAfterFirstPaint(template)));
    expect(hashes).toEqual([sha('setTheme()'), sha(DEFERRED_SCRIPT_LOADER)]);
    expect(inlineScriptHashes(loadScriptsAfterFirstPaint(renamed))).toEqual(hashes);
  });
});

describe('the loader in the page', () => {
  type PaintEntries = { getEntriesByName: (name: string) => unknown[] };
  const FCP = 'first-contentful-paint';
  const entries = (names: string[]): PaintEntries => ({
    getEntriesByName: (name) => names.filter((entry) => entry === name),
  });

  /** Runs the loader on the page built from `template`, with the browser's clock in our hands. */
  function runLoader(browser: { paintTiming: boolean; paintedBeforeCheck?: boolean }) {
    const html = loadScriptsAfterFirstPaint(template);
    const added: string[] = [];
    const frames: (() => void)[] = [];
    let timers: { callback: () => void; ms: number }[] = [];
    let observer: { callback: (list: PaintEntries) => void; disconnected: boolean } | null = null;
    const fakeDocument = {
      getElementById: (id: string) => ({
        textContent: new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(
          html,
        )?.[1],
      }),
      createElement: () => ({ src: '', async: true }),
      body: {
        appendChild: (s: { src: string; async: boolean }) => added.push(`${s.src}:${s.async}`),
      },
    };
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: (list: PaintEntries) => void) {
        observer = { callback, disconnected: false };
      }
      observe(options: { type: string }) {
        expect(options).toEqual({ type: 'paint' });
      }
      disconnect() {
        if (observer) observer.disconnected = true;
      }
    }
    new Function(
      'requestAnimationFrame',
      'setTimeout',
      'document',
      'window',
      'performance',
      DEFERRED_SCRIPT_LOADER,
    )(
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms = 0) => timers.push({ callback, ms }),
      fakeDocument,
      { PerformanceObserver: browser.paintTiming ? FakeObserver : undefined },
      entries(browser.paintedBeforeCheck ? [FCP] : []),
    );
    const runTimers = (ms: number) => {
      const due = timers.filter((timer) => timer.ms === ms);
      timers = timers.filter((timer) => timer.ms !== ms);
      due.forEach((timer) => timer.callback());
    };
    return {
      added,
      paintFrame: () => frames.splice(0).forEach((callback) => callback()),
      runTimers,
      reportPaint: (names: string[]) => {
        if (observer && !observer.disconnected) observer.callback(entries(names));
      },
    };
  }

  it('adds the scripts in document order once the first contentful paint is reported', () => {
    const page = runLoader({ paintTiming: true });
    expect(page.added).toEqual([]);
    page.paintFrame();
    page.runTimers(0);
    expect(page.added).toEqual([]);
    page.reportPaint(['first-paint']);
    expect(page.added).toEqual([]);
    page.reportPaint(['first-paint', FCP]);
    expect(page.added).toEqual(['/react.1.js:false', '/main.2.js:false']);
    page.runTimers(FIRST_PAINT_SHOWN_WITHIN_MS);
    expect(page.added).toHaveLength(2);
  });

  it('adds them after the paint task when the paint was reported before it', () => {
    const page = runLoader({ paintTiming: true, paintedBeforeCheck: true });
    page.paintFrame();
    expect(page.added).toEqual([]);
    page.runTimers(0);
    expect(page.added).toEqual(['/react.1.js:false', '/main.2.js:false']);
  });

  it('goes on without the entry after a while (a tab hidden before its first paint gets none)', () => {
    const page = runLoader({ paintTiming: true });
    page.paintFrame();
    page.runTimers(0);
    expect(page.added).toEqual([]);
    page.runTimers(FIRST_PAINT_SHOWN_WITHIN_MS);
    expect(page.added).toEqual(['/react.1.js:false', '/main.2.js:false']);
    page.reportPaint([FCP]);
    expect(page.added).toHaveLength(2);
  });

  it('adds them after the paint task in a browser without paint timing', () => {
    const page = runLoader({ paintTiming: false });
    page.paintFrame();
    expect(page.added).toEqual([]);
    page.runTimers(0);
    expect(page.added).toEqual(['/react.1.js:false', '/main.2.js:false']);
  });
});
