/** @jest-environment node */
import path from 'node:path';
import { callModuleInNode } from '../../support/nodeChild';

/**
 * The bench is plain ES modules run by Node; Jest here compiles to CommonJS, so each check
 * runs the module in a Node child and reads back what `expression(module)` returns.
 */
function run(file: string, expression: string): unknown {
  return callModuleInNode(path.join(__dirname, '../../../scripts/bench', file), expression);
}

describe("the bench's reference", () => {
  it('is the page without any script or script preload, and with everything else', () => {
    const page = [
      '<html><head><script>document.documentElement.dataset.theme="dark"</script>',
      '<link rel=modulepreload href=/main.js><link rel="preload" as="script" href="/a.js">',
      '<link rel=preload as=image href=/hero.avif><link rel=icon href=/favicon.png>',
      '<style>h1{color:red}</style>',
      '<script type="application/json" id="texts">{"a":"</b>"}</script></head>',
      '<body><h1>Aarav Mehta</h1><img src=/hero.avif alt=""><script src=/main.js defer></script>',
      '<SCRIPT>\nvar x = "<p>";\n</SCRIPT></body></html>',
    ].join('');
    expect(run('reference.mjs', `(m) => m.zeroJavaScriptPage(${JSON.stringify(page)})`)).toBe(
      [
        '<html><head>',
        '',
        '<link rel=preload as=image href=/hero.avif><link rel=icon href=/favicon.png>',
        '<style>h1{color:red}</style>',
        '</head>',
        '<body><h1>Aarav Mehta</h1><img src=/hero.avif alt="">',
        '</body></html>',
      ].join(''),
    );
  });

  const THEME = 'document.documentElement.dataset.theme="light"';

  it("carries the theme script where the page has its head script, and nothing else's", () => {
    const page = [
      '<html><head><link rel=expect href=#root blocking=render><script>start()</script>',
      '<link rel=preload as=script href=/main.js><style>p{}</style></head>',
      '<body><p>Hi</p><script type=application/json>{"$&":1}</script><script>load()</script>',
      '</body></html>',
    ].join('');
    expect(
      run('reference.mjs', `(m) => m.referencePage(${JSON.stringify(page)}, '${THEME}')`),
    ).toBe(
      [
        '<html><head><link rel=expect href=#root blocking=render>',
        `<script>${THEME}</script>`,
        '<style>p{}</style></head><body><p>Hi</p></body></html>',
      ].join(''),
    );
  });

  it('says what is wrong when a page or the privacy notice is not as the build writes them', () => {
    const failure = (expression: string) => {
      try {
        run('reference.mjs', expression);
      } catch (error) {
        return String((error as { stderr?: string }).stderr);
      }
      return 'no error';
    };
    expect(
      failure(
        `(m) => m.referencePage('<html><head></head><body><script>x()</script></body></html>', '')`,
      ),
    ).toMatch(/no inline script in its <head>/);
    expect(
      failure(
        `(m) => m.themeScriptOf('<head><script>a()</script><script>b()</script></head>', 'p.html')`,
      ),
    ).toMatch(/p\.html has 2 inline scripts/);
    expect(
      run('reference.mjs', `(m) => m.themeScriptOf('<head><script>${THEME}</script></head>')`),
    ).toBe(THEME);
  });
});

/** One load of the start-up sweep: a tap `after` ms after a first paint at 500, answered in `ms`. */
const sweepLoad = (after: number, ms: number | null, longTasks: unknown[] = []) => ({
  tapAt: 500 + after,
  firstPaint: 500,
  answerMs: ms,
  longTasks,
});
const sweepOf = (...times: (number | null)[]) => times.map((ms, i) => sweepLoad(i * 100, ms));

/** One projected load (projected.mjs): a tap's thread ms (null: never answered), its tasks'. */
const projectedLoad = (
  answer: string,
  tapMs: number | null,
  taskMs = [10],
  beforePaint = false,
) => ({
  answer,
  work: {
    taskMs,
    tapBeforePaint: beforePaint,
    tap:
      tapMs === null || beforePaint
        ? null
        : { threadMs: tapMs, wallMs: tapMs * 2, afterPaintMs: 300 },
  },
});
const projectedOf = (answer: string, ...taps: number[]) =>
  taps.map((ms) => projectedLoad(answer, ms));
/** Thread ms, doubled by the multiplier: every tap's p50 at most 25 and p95 at most 50. */
const goodProjected = () => [
  // A tap before the first paint is not counted.
  projectedLoad('about', 400, [10], true),
  ...projectedOf('about', 10, 20, 25, 12),
  ...projectedOf('menu', 5, 6, 7, 8),
  ...projectedOf('theme', 20, 21, 22, 45),
  ...projectedOf('#projects', 3, 4, 5, 6),
  ...projectedOf('#contact', 10, 12, 14, 16),
];
const CALIBRATION = {
  runs: 6,
  index: 1000,
  threadIndex: 2000,
  threadIndexBefore: 2000,
  threadIndexDuring: 2000,
  threadIndexAfter: 2000,
  // Each run 2000: twice the mid-tier phone's 1000 in every resample, so only the taps move
  // the ranges.
  threadIndexes: [2000, 2000, 2000, 2000],
  multiplier: 2,
  lowTierMultiplier: 6,
};

/** What bench.mjs measures for one page that keeps every budget. */
const lighthouseRun = (lcp: number) => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 500,
  lcp,
  tbt: 20,
  cls: 0,
  speedIndex: 600,
  jsTransfer: 90 * 1024,
  benchmarkIndex: 1500,
  imageAuditsFailed: [],
});
const paintsAt = (...lcps: number[]) => lcps.map((lcp) => ({ fcp: lcp - 100, lcp }));
const goodMeasurements = {
  chunks: {
    '/': [
      { file: 'main.1a2b3c4d.js', raw: 250_000, gzip: 90 * 1024, initial: true },
      { file: 'contact.1a2b3c4d.js', raw: 9_000, gzip: 3_000, initial: false },
    ],
  },
  // Lighthouse's simulated LCP of the page is well above the reference's: not judged.
  lighthouse: {
    'page //mobile': [lighthouseRun(1600), lighthouseRun(1620), lighthouseRun(1610)],
    'page //desktop': [lighthouseRun(400)],
    'reference //mobile': [lighthouseRun(700)],
    'reference //desktop': [lighthouseRun(180)],
  },
  // Observed: the page's median LCP 880 against the reference's 800, one slow run of each.
  paints: {
    'page /': paintsAt(860, 880, 2000),
    'reference /': paintsAt(1900, 800, 790),
  },
  phoneScroll: {
    '/': { bytesByType: { image: 60 * 1024, script: 120 * 1024 }, images: [{ ratio: 1.2 }] },
  },
  signedInShift: { '/': { phone: 0, desktop: 0 } },
  projected: { calibration: CALIBRATION, sweep: { 'page /': goodProjected() } },
  startup: {
    'page /': {
      probe: { firstPaint: 500, idleAt: 2000 },
      lost: [{ lost: 0 }, { lost: null }, { lost: 0 }],
      sweep: {
        // The tap before the first paint (a 900 ms wait) is not counted.
        about: [sweepLoad(-100, 900), ...sweepOf(40, 60, 140)],
        menu: sweepOf(30, 34, 35),
        theme: sweepOf(45, 50, 55),
        '#projects': sweepOf(20, 25, 30),
        '#contact': sweepOf(22, 26, 31),
      },
    },
  },
};
const PAGES = [{ name: 'page /', page: '/' }];

type Row = { budget: string; actual: unknown; pass: string };
const checksOf = (measured: unknown) =>
  run(
    'budgets.mjs',
    `(m) => m.benchChecks(${JSON.stringify(PAGES)}, ${JSON.stringify(measured)})`,
  ) as Row[];
const failing = (rows: Row[]) => rows.filter((row) => row.pass === 'FAIL').map((row) => row.budget);
const actualOf = (rows: Row[], start: string) =>
  rows.find((row) => row.budget.startsWith(start))?.actual;

describe("the bench's budgets", () => {
  it('pass when every measurement keeps its budget, medians deciding', () => {
    const rows = checksOf(goodMeasurements);
    expect(failing(rows)).toEqual([]);
    expect(actualOf(rows, 'observed LCP / / its reference')).toMatch(
      /^1\.10, a rerun \d\.\d\d-\d\.\d\d$/,
    );
    expect(actualOf(rows, 'first view: JS KB gzip (/)')).toBe('90.0');
    expect(actualOf(rows, 'whole phone visit: JS KB gzip (/)')).toBe('120.0');
    // Projected (thread ms times 2): the taps after the first paint, p50 and p95.
    // Each with its rerun range, within the taps measured (10, 20, 25 and 12 ms of thread).
    expect(actualOf(rows, 'projected tap on About Me ms, p50, p95 (4 taps)')).toMatch(
      /^24 \(20-40\), 50 \(24-50\)$/,
    );
    expect(actualOf(rows, 'projected tap on theme toggle')).toMatch(/^42 \(\d+-\d+\), 90 \(/);
    expect(actualOf(rows, 'projected longest task after first paint per load ms, p95')).toBe(
      '20 (20-20)',
    );
    expect(actualOf(rows, 'loads with a projected task > 50 ms')).toBe('0 of 21 (0-15 %)');
    expect(actualOf(rows, "projected to the phone: this machine's Lighthouse")).toBe(
      '2000 (1000), 2.00x',
    );
    // The live sweep at 4x is reported, not judged.
    expect(rows.some((row) => row.budget.startsWith('phone sweep'))).toBe(false);
    expect(rows.some((row) => /LCP.*(mobile|desktop)|transferred/.test(row.budget))).toBe(false);
  });

  it('fail the budget that a measurement breaks, and only that one', () => {
    const slowPage = structuredClone(goodMeasurements);
    slowPage.paints['page /'] = paintsAt(900, 890, 880);
    slowPage.phoneScroll['/'].bytesByType.script = 200 * 1024;
    slowPage.phoneScroll['/'].images = [{ ratio: 2.4 }];
    slowPage.startup['page /'].lost = [{ lost: null }, { lost: 1 }];
    // The live sweep's slow taps are not judged.
    slowPage.startup['page /'].sweep.menu = sweepOf(90, 560, 610);
    const sweep = slowPage.projected.sweep['page /'];
    // The menu's median over 50 ms projected; Latest Works' (#projects) p95 over 100.
    sweep.push(...projectedOf('menu', 30, 30, 30, 30, 30));
    sweep.push(projectedLoad('#projects', 51));
    expect(failing(checksOf(slowPage))).toEqual([
      'whole phone visit: JS KB gzip (/)',
      'observed LCP / / its reference (phone, median)',
      'widest image served / shown (device px) (/)',
      'phone lost taps (worst measured run) (/)',
      'projected tap on phone menu ms, p50, p95 (9 taps) (/)',
      'projected tap on the button to #projects ms, p50, p95 (5 taps) (/)',
    ]);
  });

  it('judge the longest task per load at its p95, and the loads with one over 50 ms as a rate', () => {
    const longTasks = structuredClone(goodMeasurements);
    const sweep = longTasks.projected.sweep['page /'];
    // 26 ms of thread time, 52 projected: one load in 22 is over 50 ms, and no more than 5 %.
    sweep.push(projectedLoad('menu', 5, [26]));
    const rows = checksOf(longTasks);
    expect(failing(rows)).toEqual([
      'loads with a projected task > 50 ms (95 % interval of the rate) (/)',
    ]);
    expect(actualOf(rows, 'loads with a projected task > 50 ms')).toBe('1 of 22 (1-22 %)');
    expect(actualOf(rows, 'projected longest task after first paint per load ms, p95')).toMatch(
      /^20 \(20-52\)$/,
    );
    // One in 50 keeps the rate, and its p95 then tells.
    sweep.push(...Array.from({ length: 28 }, () => projectedLoad('menu', 5, [5])));
    expect(failing(checksOf(longTasks))).toEqual([]);
    sweep.push(...Array.from({ length: 3 }, () => projectedLoad('menu', 5, [30])));
    expect(failing(checksOf(longTasks))).toEqual([
      'projected longest task after first paint per load ms, p95 (/)',
      'loads with a projected task > 50 ms (95 % interval of the rate) (/)',
    ]);
  });

  it('fail the lost-taps, tap and LCP budgets when no run was measured at all', () => {
    const unmeasured = structuredClone(goodMeasurements);
    unmeasured.startup['page /'].lost = [{ lost: null }, { lost: null }];
    const sweep = unmeasured.projected.sweep['page /'];
    // Every tap on the theme toggle before the first paint; one on #projects never answered.
    unmeasured.projected.sweep['page /'] = [
      ...sweep.filter((load) => load.answer !== 'theme'),
      projectedLoad('theme', 5, [5], true),
      projectedLoad('#projects', null),
    ];
    unmeasured.paints['page /'] = [{ fcp: null, lcp: null }] as never;
    const rows = checksOf(unmeasured);
    expect(failing(rows)).toEqual([
      'observed LCP / / its reference (phone, median)',
      'phone lost taps (worst measured run) (/)',
      'projected tap on the button to #projects ms, p50, p95 (5 taps) (/)',
      'projected tap on theme toggle ms, p50, p95 (0 taps) (/)',
    ]);
    expect(actualOf(rows, 'projected tap on the button to #projects')).toMatch(
      /^10 \(\d+-(\d+|Infinity)\), Infinity \(\d+-Infinity\)$/,
    );
  });

  it('count a load whose trace was not read as over every budget', () => {
    const unread = structuredClone(goodMeasurements);
    unread.projected.sweep['page /'].push({ answer: 'menu', work: null } as never);
    expect(failing(checksOf(unread))).toEqual([
      'projected tap on phone menu ms, p50, p95 (5 taps) (/)',
      'loads with a projected task > 50 ms (95 % interval of the rate) (/)',
    ]);
  });
});

describe("the projected figures' rerun ranges", () => {
  const rangeOf = (threadIndexes: number[]) => {
    const measured = structuredClone(goodMeasurements);
    measured.projected.calibration = { ...CALIBRATION, threadIndexes };
    // Twenty menu taps, 10 to 29 ms of thread.
    measured.projected.sweep['page /'] = projectedOf(
      'menu',
      ...Array.from({ length: 20 }, (_, i) => 10 + i),
    );
    const actual = String(actualOf(checksOf(measured), 'projected tap on phone menu'));
    const [, p50, low, high] = /^(\d+) \((\d+)-(\d+)\)/.exec(actual)!.map(Number);
    return { p50, low, high };
  };

  it("carry the benchmark's noise: the same taps, a wider range when its runs disagree", () => {
    const steady = rangeOf([2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000]);
    // The same median run (2000), the runs around it spread ±50 %.
    const noisy = rangeOf([1000, 1200, 1400, 2000, 2000, 2600, 2800, 3000]);
    expect(noisy.p50).toBe(steady.p50);
    expect(noisy.low).toBeLessThan(steady.low);
    expect(noisy.high).toBeGreaterThan(steady.high);
  });
});

describe("the start-up sweep's summary", () => {
  it('counts the taps after the first paint: median, p90, worst and when the worst came', () => {
    const loads = [sweepLoad(-50, 700), ...sweepOf(50, 10, 90, 20, 80, 30, 70, 40, 60, 300)];
    expect(run('liveSweep.mjs', `(m) => m.sweepSummary(${JSON.stringify(loads)})`)).toEqual({
      taps: 10,
      beforePaint: 1,
      median: 55,
      p90: 90,
      worst: 300,
      worstAfterPaint: 900,
    });
  });

  it('names each long task after what spent most of it, and counts them by load', () => {
    const task = (duration: number, parts: Record<string, number>) => ({
      start: 900,
      duration,
      parts,
    });
    const sweep = {
      about: [
        sweepLoad(0, 40, [
          task(172, { 'main: evaluation': 160, other: 12 }),
          task(60, { "main: React's scheduled work": 50, 'style, layout and paint': 10 }),
        ]),
        sweepLoad(100, 40),
      ],
      menu: [sweepLoad(0, 40, [task(90, { 'main: evaluation': 80, other: 10 })])],
    };
    const summary = run('liveSweep.mjs', `(m) => m.longTaskSummary(${JSON.stringify(sweep)})`);
    expect(summary).toMatchObject({
      loads: 3,
      loadsWithAny: 2,
      mostInOneLoad: 2,
      tasks: 3,
      each: [
        { duration: 172, answer: 'about', tapAfterPaint: 0 },
        { duration: 90, answer: 'menu', tapAfterPaint: 0 },
        { duration: 60, answer: 'about', tapAfterPaint: 0 },
      ],
      longest: { duration: 172, answer: 'about', tapAfterPaint: 0 },
      byKind: {
        'main: evaluation': { tasks: 2, longest: 172 },
        "main: React's scheduled work": { tasks: 1, longest: 60 },
      },
    });
  });

  it("counts the long tasks in which the page's thread itself ran over 50 ms", () => {
    const task = (thread: { runMs: number; waitMs: number } | null) => ({
      start: 900,
      duration: 70,
      parts: { other: 70 },
      thread,
    });
    const sweep = {
      '#contact': [
        sweepLoad(0, 40, [task({ runMs: 66, waitMs: 4 }), task({ runMs: 24, waitMs: 46 })]),
        sweepLoad(100, 40, [task({ runMs: 51, waitMs: 19 }), task({ runMs: 50, waitMs: 20 })]),
        // Not read: it counts, as the budget counts every task over 50 ms.
        sweepLoad(200, 40, [task(null)]),
      ],
    };
    const summary = run('liveSweep.mjs', `(m) => m.longTaskSummary(${JSON.stringify(sweep)})`);
    expect(summary).toMatchObject({ tasks: 5, threadLong: 3 });
  });
});

describe("a long task's parts", () => {
  it('name a timer that resolved a promise (no source of its own) by what such a timer starts', () => {
    const timer = {
      invokerType: 'user-callback',
      invoker: 'TimerHandler:setTimeout',
      sourceURL: '',
    };
    expect(run('longTasks.mjs', `(m) => m.scriptKind(${JSON.stringify(timer)})`)).toBe(
      'a promise resolved by a timer (a start-up step, the physics scene)',
    );
  });

  it('are the scripts that ran in it by chunk and caller, the style and layout, and the rest', () => {
    const frames = [
      {
        start: 1000,
        end: 1120,
        styleAndLayoutStart: 1100,
        scripts: [
          {
            start: 1000,
            duration: 70,
            invokerType: 'classic-script',
            invoker: 'http://127.0.0.1/main.5fa03d0c.js',
            sourceURL: 'http://127.0.0.1/main.5fa03d0c.js',
            forcedStyleAndLayout: 10,
          },
          {
            start: 1075,
            duration: 20,
            invokerType: 'event-listener',
            invoker: 'MessagePort.onmessage',
            sourceURL: 'http://127.0.0.1/main.5fa03d0c.js',
            forcedStyleAndLayout: 0,
          },
          // Another task's script, in the same frame: not this task's.
          {
            start: 1300,
            duration: 30,
            invokerType: 'user-callback',
            invoker: 'TimerHandler:setTimeout',
            sourceURL: 'http://127.0.0.1/physics.c0fa1b4d.js',
            forcedStyleAndLayout: 0,
          },
        ],
      },
    ];
    expect(
      run(
        'longTasks.mjs',
        `(m) => m.longTasksAfter(900, { tasks: [{ start: 1000, duration: 120 }, { start: 800, duration: 90 }, { start: 1300, duration: 40 }], frames: ${JSON.stringify(frames)} })`,
      ),
    ).toEqual([
      {
        start: 1000,
        duration: 120,
        parts: {
          'main: evaluation': 60,
          "main: React's scheduled work": 20,
          'style, layout and paint': 20,
          'style and layout (forced by script)': 10,
          'other (parsing, garbage collection, image decoding)': 10,
        },
      },
    ]);
  });
});

describe("the observed LCP's range on a rerun", () => {
  const range = (page: (number | null)[], reference: (number | null)[]) =>
    run(
      'ratios.mjs',
      `(m) => m.observedLcpRerunRange(${JSON.stringify(page.map((lcp) => ({ lcp })))}, ${JSON.stringify(reference.map((lcp) => ({ lcp })))})`,
    ) as [number, number] | null;

  it('is the ratio itself when every round measured the same', () => {
    expect(range([330, 330, 330], [300, 300, 300])).toEqual([1.1, 1.1]);
  });

  it('spreads around the ratio as the rounds do, the same on every call', () => {
    const page = [300, 320, 340, 360, 380, 400, 420, 440, 460];
    const reference = [300, 300, 310, 320, 320, 330, 340, 350, 360];
    const [low, high] = range(page, reference) as [number, number];
    const ratio = 380 / 320;
    expect(low).toBeLessThan(ratio);
    expect(high).toBeGreaterThan(ratio);
    expect(low).toBeGreaterThan(1);
    expect(range(page, reference)).toEqual([low, high]);
  });

  it('leaves out a round without an LCP, and has none below two rounds', () => {
    expect(range([330, null, 330], [300, 300, 300])).toEqual([1.1, 1.1]);
    expect(range([330, null], [300, 300])).toBeNull();
  });
});
