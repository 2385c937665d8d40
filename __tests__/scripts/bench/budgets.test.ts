/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The bench is plain ES modules run by Node; Jest here compiles to CommonJS, so each check
 * runs the module in a Node child and reads back what `expression(module)` returns.
 */
function run(file: string, expression: string): unknown {
  const url = pathToFileURL(path.join(__dirname, '../../../scripts/bench', file)).href;
  const script = `import * as m from ${JSON.stringify(url)}; console.log(JSON.stringify((${expression})(m)));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

describe("the bench's zero-JavaScript reference", () => {
  it('is the page without any script or script preload, and with everything else', () => {
    const page = [
      '<html><head><script>document.documentElement.dataset.theme="dark"</script>',
      '<link rel=modulepreload href=/main.js><link rel="preload" as="script" href="/a.js">',
      '<link rel=preload as=image href=/hero.avif><link rel=icon href=/favicon.svg>',
      '<style>h1{color:red}</style>',
      '<script type="application/json" id="texts">{"a":"</b>"}</script></head>',
      '<body><h1>Aarav Mehta</h1><img src=/hero.avif alt=""><script src=/main.js defer></script>',
      '<SCRIPT>\nvar x = "<p>";\n</SCRIPT></body></html>',
    ].join('');
    expect(run('reference.mjs', `(m) => m.zeroJavaScriptPage(${JSON.stringify(page)})`)).toBe(
      [
        '<html><head>',
        '',
        '<link rel=preload as=image href=/hero.avif><link rel=icon href=/favicon.svg>',
        '<style>h1{color:red}</style>',
        '</head>',
        '<body><h1>Aarav Mehta</h1><img src=/hero.avif alt="">',
        '</body></html>',
      ].join(''),
    );
  });
});

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
  startup: {
    'page /': {
      taps: [{ deadWindow: 700 }, { deadWindow: 760 }, { deadWindow: 900 }],
      lost: [{ lost: 0 }, { lost: null }, { lost: 0 }],
      // An unmeasured run is NaN, which JSON carries as null.
      answers: {
        about: [40, 60, 140],
        menu: [30, null, 35],
        theme: [45, 50, 55] as (number | null)[],
        works: [20, 25, 30],
        contact: [22, 26, 31],
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
    expect(actualOf(rows, 'phone dead window')).toBe(760);
    // The median and the slowest run; unmeasured runs are left out.
    expect(actualOf(rows, 'phone tap at first paint to About overlay')).toBe('60, 140');
    expect(actualOf(rows, 'phone tap at first paint to phone menu')).toBe('33, 35');
    expect(actualOf(rows, "phone tap at first paint to 'Contact' scroll")).toBe('26, 31');
    expect(rows.some((row) => /LCP.*(mobile|desktop)|transferred/.test(row.budget))).toBe(false);
  });

  it('fail the budget that a measurement breaks, and only that one', () => {
    const slowPage = structuredClone(goodMeasurements);
    slowPage.paints['page /'] = paintsAt(900, 890, 880);
    slowPage.phoneScroll['/'].bytesByType.script = 200 * 1024;
    slowPage.phoneScroll['/'].images = [{ ratio: 2.4 }];
    slowPage.startup['page /'].lost = [{ lost: null }, { lost: 1 }];
    slowPage.startup['page /'].answers.menu = [90, 560, 610];
    // A good median with one run over the worst-run budget.
    slowPage.startup['page /'].answers.works = [20, 25, 151];
    expect(failing(checksOf(slowPage))).toEqual([
      'whole phone visit: JS KB gzip (/)',
      'observed LCP / / its reference (phone, median)',
      'widest image served / shown (device px) (/)',
      'phone lost taps (worst measured run) (/)',
      'phone tap at first paint to phone menu ms (median, worst) (/)',
      "phone tap at first paint to 'Latest Works' scroll ms (median, worst) (/)",
    ]);
  });

  it('fail the lost-taps, answer and LCP budgets when no run was measured at all', () => {
    const unmeasured = structuredClone(goodMeasurements);
    unmeasured.startup['page /'].lost = [{ lost: null }, { lost: null }];
    unmeasured.startup['page /'].answers.theme = [null, null];
    unmeasured.paints['page /'] = [{ fcp: null, lcp: null }] as never;
    expect(failing(checksOf(unmeasured))).toEqual([
      'observed LCP / / its reference (phone, median)',
      'phone lost taps (worst measured run) (/)',
      "phone tap at first paint to theme dialog's first question ms (median, worst) (/)",
    ]);
  });
});

describe("the observed LCP's range on a rerun", () => {
  const range = (page: (number | null)[], reference: (number | null)[]) =>
    run(
      'budgets.mjs',
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
