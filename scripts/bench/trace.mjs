/* global window, requestAnimationFrame -- page.evaluate callbacks run in the browser */
// npm run bench:trace: Chromium performance traces of the built page's two animations, 5 s
// each: the hero's physics while the pointer moves over it, and the tech strip scrolling
// (the pointer moving beside it, since hovering pauses it). Reports frame times, long
// tasks and the layout and style work done meanwhile.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_SETTINGS } from './chromium.mjs';
import { serveStatic } from './server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT ?? 4301);
const DURATION_MS = 5000;
const HERO = '[data-testid="hero-physics"]';
const STRIP = '[data-testid="tech-track"]';

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

/** Traces DURATION_MS of the page while the pointer circles inside `pointerArea`. */
async function traceScene(browser, page, subject, pointerArea) {
  await page.evaluate(() => {
    const frames = [];
    window.__benchStop = false;
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
  const { x, y, width, height } = pointerArea;
  for (let step = 0; Date.now() - started < DURATION_MS; step += 1) {
    const angle = step / 12;
    await page.mouse.move(
      x + width / 2 + Math.cos(angle) * (width / 2 - 1),
      y + height / 2 + Math.sin(angle) * (height / 2 - 1),
      { steps: 2 },
    );
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
  return {
    subject,
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
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const server = await serveStatic(path.join(ROOT, 'dist'), PORT);
  const browser = await chromium.launch(CHROMIUM_SETTINGS);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'networkidle' });
    // The physics arrives after first paint, as its own chunk.
    await page
      .locator(`${HERO} [data-shape]`)
      .first()
      .waitFor({ state: 'attached', timeout: 15000 });
    const hero = await page.locator(HERO).boundingBox();
    const physics = await traceScene(browser, page, 'hero physics + pointer', {
      x: hero.x + hero.width / 4,
      y: hero.y + hero.height / 4,
      width: hero.width / 2,
      height: hero.height / 2,
    });

    const strip = page.locator(STRIP);
    await strip.scrollIntoViewIfNeeded();
    const box = await strip.boundingBox();
    // Above the strip, not on it: hovering the strip pauses it.
    const strips = await traceScene(browser, page, 'tech strip (pointer beside it)', {
      x: 200,
      y: Math.max(0, box.y - 160),
      width: 880,
      height: 120,
    });
    console.table([physics, strips]);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
