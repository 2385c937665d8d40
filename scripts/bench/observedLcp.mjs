/* global window -- page scripts run in the browser */
// Observed LCP (measuring only: budgets.mjs judges, report.mjs prints): each page and the
// zero-JavaScript reference loaded in turn on the phone profile (startup.mjs), in the same
// browser, round after round, the order flipped each round so a machine that slows down or
// speeds up during the run weighs on both alike. What the browser reported is what a visitor
// saw, where Lighthouse's simulation only estimates it.
import { chromium } from 'playwright-core';
import { CHROMIUM_SETTINGS } from './chromium.mjs';
import { phonePage } from './phone.mjs';

/** After the load and a quiet network, this long for a late, larger paint to be reported. */
const SETTLE_MS = 1000;

/** Runs in the page before its scripts: the first contentful paint and the last LCP entry. */
function watchPaints() {
  const seen = { fcp: null, lcp: null };
  window.__paints = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function loadOnce(browser, url) {
  const { context, page } = await phonePage(browser, (preparing) =>
    preparing.addInitScript(watchPaints),
  );
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => window.__paints);
  } finally {
    await context.close();
  }
}

/** `rounds` loads of each target ({ name, url }); returns { [name]: [{ fcp, lcp }, ...] }. */
export async function observedPaints(targets, rounds) {
  const browser = await chromium.launch(CHROMIUM_SETTINGS);
  const results = Object.fromEntries(targets.map(({ name }) => [name, []]));
  try {
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      for (const { name, url } of order) results[name].push(await loadOnce(browser, url));
    }
  } finally {
    await browser.close();
  }
  return results;
}
