/* global window, requestAnimationFrame -- page.evaluate callbacks run in the browser */
// npm run bench:trace: a 5 s Chromium performance trace of the built page while the tech
// strip scrolls and the pointer moves, reporting frame times, long tasks and layout work.
// It uses whatever the page has: a tech strip when one is found, the page itself otherwise.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveStatic } from './server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 4301;
const DURATION_MS = 5000;
// Debian's Chromium and the flags it needs here (as root, no network): scripts/chromium.json.
const chromiumSettings = JSON.parse(
  readFileSync(new URL('../chromium.json', import.meta.url), 'utf8'),
);
// The strip is found by what it says it is, whichever component renders it.
const STRIP_SELECTOR = [
  '[data-testid*="tech" i]',
  '[id*="tech" i]',
  '[class*="strip" i]',
  '[aria-label*="tech" i]',
  '[aria-label*="skills" i]',
  '#skills',
].join(', ');

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const round = (value) => Math.round(value * 10) / 10;

/** Main-thread work of the page's renderer between two trace timestamps (µs). */
function analyseTrace(events, start, end) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter(
    (e) => main && e.pid === main.pid && e.tid === main.tid && e.ts >= start && e.ts <= end,
  );
  const complete = (name) => onMain.filter((e) => e.ph === 'X' && e.name === name);
  const tasks = complete('RunTask');
  const layouts = complete('Layout');
  // A Layout inside a script call was forced by JavaScript reading geometry.
  const scripts = onMain.filter(
    (e) =>
      e.ph === 'X' &&
      ['FunctionCall', 'FireAnimationFrame', 'TimerFire', 'EventDispatch'].includes(e.name),
  );
  const forced = layouts.filter((l) =>
    scripts.some((s) => l.ts >= s.ts && l.ts + l.dur <= s.ts + s.dur),
  );
  const sum = (list) => list.reduce((total, e) => total + e.dur, 0) / 1000;
  return {
    tasks: tasks.length,
    longTasks: tasks.filter((t) => t.dur > 50_000).map((t) => round(t.dur / 1000)),
    layouts: layouts.length,
    forcedLayouts: forced.length,
    layoutMs: round(sum(layouts)),
    styleRecalcs: complete('UpdateLayoutTree').length,
    styleMs: round(sum(complete('UpdateLayoutTree'))),
    paints: complete('Paint').length,
    scriptMs: round(sum(scripts)),
  };
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const server = await serveStatic(path.join(ROOT, 'dist'), PORT);
  const browser = await chromium.launch(chromiumSettings);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'networkidle' });
    // Let hydration and the after-first-paint work (physics, idle loads) settle first.
    await page.waitForTimeout(1500);

    const strip = page.locator(STRIP_SELECTOR).first();
    const hasStrip = (await strip.count()) > 0;
    if (hasStrip) await strip.scrollIntoViewIfNeeded();
    const box = hasStrip ? await strip.boundingBox() : null;
    const target = box ?? { x: 0, y: 0, width: 1280, height: 800 };
    console.info(
      hasStrip
        ? `Tech strip found: ${await strip.evaluate((el) => el.outerHTML.slice(0, 120))}…`
        : 'No tech strip on the page: tracing page scroll and pointer moves.',
    );

    await page.evaluate(() => {
      const frames = [];
      const tick = (time) => {
        frames.push(time);
        if (!window.__benchStop) requestAnimationFrame(tick);
      };
      window.__benchFrames = frames;
      requestAnimationFrame(tick);
    });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
      ],
    });
    const started = Date.now();
    let step = 0;
    while (Date.now() - started < DURATION_MS) {
      const angle = step / 12;
      const x = target.x + target.width / 2 + Math.cos(angle) * Math.min(300, target.width / 2 - 1);
      const y =
        target.y + target.height / 2 + Math.sin(angle) * Math.min(150, target.height / 2 - 1);
      await page.mouse.move(x, y, { steps: 2 });
      if (step % 10 === 0) {
        // Over a strip the wheel scrolls it (or the page); back and forth keeps it in view.
        await page.mouse.wheel(step % 20 === 0 ? 240 : 0, step % 20 === 0 ? 120 : -120);
      }
      step += 1;
      await page.waitForTimeout(16);
    }
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const frames = await page.evaluate(() => {
      window.__benchStop = true;
      return window.__benchFrames;
    });

    const events = trace.traceEvents;
    const times = events.filter((e) => e.ts > 0).map((e) => e.ts);
    const work = analyseTrace(events, Math.min(...times), Math.max(...times));
    const intervals = frames.slice(1).map((time, i) => time - frames[i]);
    const inWindow = intervals.slice(-Math.round(DURATION_MS / 16.7));
    const report = {
      subject: hasStrip ? 'tech strip + pointer' : 'page scroll + pointer (no strip found)',
      frames: inWindow.length,
      'frame ms median': round(percentile(inWindow, 50)),
      'frame ms p95': round(percentile(inWindow, 95)),
      'frame ms max': round(Math.max(...inWindow)),
      'frames > 33 ms': inWindow.filter((ms) => ms > 33.4).length,
      'main-thread tasks': work.tasks,
      'long tasks (> 50 ms)': work.longTasks.length,
      'long task ms': work.longTasks.join(', ') || '-',
      layouts: work.layouts,
      'layouts per frame': round(work.layouts / Math.max(1, inWindow.length)),
      'forced (JS) layouts': work.forcedLayouts,
      'layout ms': work.layoutMs,
      'style recalcs': work.styleRecalcs,
      'style ms': work.styleMs,
      paints: work.paints,
      'script ms': work.scriptMs,
    };
    console.table(report);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
