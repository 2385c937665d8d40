/* global window, document -- page callbacks run in the browser */
// A phone visitor scrolling the whole page once: the bytes each resource type costs, and
// how much wider than it is shown each image was served.
import { chromium } from 'playwright-core';
import { CHROMIUM_SETTINGS } from './chromium.mjs';
import { PHONE_DEVICE } from './phone.mjs';

/**
 * Loads `url` on the phone, scrolls step by step to the footer, waits for every image, and
 * returns the transferred bytes per resource type and each image's served/shown width.
 */
export async function phoneScrollBytes(url) {
  const browser = await chromium.launch(CHROMIUM_SETTINGS);
  try {
    const context = await browser.newContext(PHONE_DEVICE);
    await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort());
    const page = await context.newPage();
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(async () => {
      const footer = document.querySelector('footer');
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      footer?.scrollIntoView();
    });
    await page.waitForFunction(() =>
      [...document.images].every((image) => image.complete && image.naturalWidth > 0),
    );
    await page.waitForLoadState('networkidle');

    const bytesByType = {};
    const scripts = finished
      .filter((request) => request.resourceType() === 'script')
      .map((request) => new URL(request.url()).pathname.split('/').pop());
    for (const request of finished) {
      const sizes = await request.sizes();
      const type = request.resourceType();
      bytesByType[type] = (bytesByType[type] ?? 0) + sizes.responseBodySize;
    }
    const images = await page.evaluate(() =>
      Promise.all(
        [...document.images].map(async (image) => {
          // With srcset, naturalWidth is scaled by the chosen density: the file's own width
          // comes from loading it alone (from the cache).
          const file = new window.Image();
          file.src = image.currentSrc;
          await file.decode();
          return {
            src: new URL(image.currentSrc).pathname,
            servedWidth: file.naturalWidth,
            shownDevicePx: Math.round(
              image.getBoundingClientRect().width * window.devicePixelRatio,
            ),
          };
        }),
      ),
    );
    await context.close();
    return {
      bytesByType,
      scripts,
      images: images
        .filter((image) => !image.src.endsWith('.svg'))
        .map((image) => ({ ...image, ratio: image.servedWidth / image.shownDevicePx })),
    };
  } finally {
    await browser.close();
  }
}

/** Lighthouse's image audits and insight: none may fail. */
const IMAGE_AUDITS = [
  'image-aspect-ratio',
  'image-size-responsive',
  'unsized-images',
  // Lighthouse 13 folded the LCP image's priority and the image formats, sizes and
  // compression into these two insights.
  'lcp-discovery-insight',
  'image-delivery-insight',
];

export function failingImageAudits(lhr) {
  return IMAGE_AUDITS.filter((id) => {
    const audit = lhr.audits[id];
    return (
      audit &&
      audit.score !== null &&
      audit.score < 1 &&
      !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)
    );
  });
}
