/* global window -- page callbacks run in the browser */
// Layout shift of a returning visitor: signed in (authUser stored) with the submission limit
// reached, so the signed-in view and the limit banner both arrive after hydration.
import { chromium } from 'playwright-core';
import { CHROMIUM_SETTINGS } from './chromium.mjs';

const STORED_USER = {
  email: 'riya@example.com',
  value: true,
  displayName: 'Riya Sen',
  photoURL: '',
};

/** Summed layout-shift score (the CLS of one load) per viewport, after `settleMs`. */
export async function signedInLayoutShift(url, settleMs = 3000) {
  const browser = await chromium.launch(CHROMIUM_SETTINGS);
  const results = {};
  try {
    for (const [name, viewport] of Object.entries({
      mobile: { width: 412, height: 823 },
      desktop: { width: 1350, height: 940 },
    })) {
      const context = await browser.newContext({ viewport });
      // Nothing but this machine is reachable; stray requests (e.g. the photo) fail fast.
      await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort());
      await context.addInitScript((user) => {
        window.localStorage.setItem('authUser', JSON.stringify(user));
        window.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (!entry.hadRecentInput) window.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      }, STORED_USER);
      const page = await context.newPage();
      await page.goto(url);
      // A count at the limit inside the open window, written the way the page writes it.
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const open = window.indexedDB.open('emailDB', 20);
            open.onupgradeneeded = () => {
              if (!open.result.objectStoreNames.contains('globalSubmissions')) {
                open.result.createObjectStore('globalSubmissions', { keyPath: 'id' });
              }
            };
            open.onsuccess = () => {
              const tx = open.result.transaction('globalSubmissions', 'readwrite');
              tx.objectStore('globalSubmissions').put({
                id: 'submissionCount',
                count: 2,
                timestamp: Date.now(),
              });
              tx.oncomplete = () => {
                open.result.close();
                resolve();
              };
              tx.onerror = () => resolve();
            };
            open.onerror = () => resolve();
          }),
      );
      // The second load is the measured one: session and count are both stored now.
      await page.reload();
      await page.waitForTimeout(settleMs);
      results[name] = await page.evaluate(() => window.__shift);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
