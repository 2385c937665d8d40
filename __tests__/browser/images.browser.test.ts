import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, offlineContext, waitForHydration } from './support/browser';
import { readStackState } from './support/stackState';

const { web: origin } = readStackState();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * A page on a device of this size, with the layout shifts of the projects section and of
 * everything after it (what a loading image could push) summed from the first paint on.
 * The fixed top bar comes before it: its own first frames under a loaded CPU are not the
 * images' doing.
 */
async function openDevice(
  viewport: { width: number; height: number },
  deviceScaleFactor: number,
): Promise<{ context: BrowserContext; page: Page; failedImages: string[] }> {
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort());
  await context.addInitScript(() => {
    const counted = window as unknown as { layoutShift: number };
    counted.layoutShift = 0;
    type Shift = { value: number; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const projects = document.getElementById('projects');
        const fromProjectsOn = (entry.sources ?? []).some(
          (source) =>
            !!source.node &&
            !!projects &&
            (projects.contains(source.node) ||
              (projects.compareDocumentPosition(source.node) & Node.DOCUMENT_POSITION_FOLLOWING) !==
                0),
        );
        if (fromProjectsOn) counted.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const failedImages: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400) {
      failedImages.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'image') failedImages.push(`failed ${request.url()}`);
  });
  await page.goto(origin, { waitUntil: 'load' });
  await waitForHydration(page);
  return { context, page, failedImages };
}

interface ShownImage {
  alt: string;
  currentSrc: string;
  complete: boolean;
  /** The width of the file itself, in pixels. */
  fileWidth: number;
  /** What the `sizes` attribute told the browser the image would be (CSS px). */
  sizesWidth: number;
  shownWidth: number;
  shownDevicePx: number;
}

const SCREENSHOT = '#projects picture img';

/** How long one screenshot may take to come once it is in view. */
const SCREENSHOT_LOAD_MS = 10_000;

/**
 * Scrolls each project screenshot into view, waits until it has come, and reports what was
 * served. Every wait is bounded and says what it saw (CI once hung here for a whole test
 * timeout). The image is looked up again at every step rather than held, so a node replaced
 * while its section hydrates is still the one measured; the file's own width is read from the
 * file with sharp, not through the page's `decode()`, which waits on the compositor.
 */
async function widthOfFile(href: string): Promise<number> {
  const file = await fetch(new URL(new URL(href).pathname, origin));
  const { width = 0 } = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
  return width;
}

async function projectImages(page: Page): Promise<ShownImage[]> {
  const count = await page.locator(SCREENSHOT).count();
  const shown: ShownImage[] = [];
  for (let index = 0; index < count; index++) {
    const image = page.locator(SCREENSHOT).nth(index);
    await image.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page
      .waitForFunction(
        ({ selector, index }) =>
          document.querySelectorAll<HTMLImageElement>(selector)[index]?.complete === true,
        { selector: SCREENSHOT, index },
        { timeout: SCREENSHOT_LOAD_MS },
      )
      .catch(async () => {
        const state = await image.evaluate(
          (element: HTMLImageElement) =>
            `currentSrc "${element.currentSrc}", top ${Math.round(element.getBoundingClientRect().top)} px, ` +
            `html[${[...document.documentElement.attributes].map((a) => a.name).join(' ')}]`,
        );
        throw new Error(
          `screenshot ${index} did not come within ${SCREENSHOT_LOAD_MS} ms: ${state}`,
        );
      });
    const seen = await image.evaluate((element: HTMLImageElement) => ({
      alt: element.alt,
      currentSrc: element.currentSrc,
      complete: element.complete && element.naturalWidth > 0,
      // naturalWidth of an image picked from a srcset is scaled to its `sizes` width.
      sizesWidth: element.naturalWidth,
      shownWidth: element.getBoundingClientRect().width,
      devicePixelRatio: window.devicePixelRatio,
    }));
    const fileWidth = seen.complete ? await widthOfFile(seen.currentSrc) : 0;
    shown.push({
      alt: seen.alt,
      currentSrc: seen.currentSrc && new URL(seen.currentSrc).pathname,
      complete: seen.complete,
      fileWidth,
      sizesWidth: seen.sizesWidth,
      shownWidth: seen.shownWidth,
      shownDevicePx: seen.shownWidth * seen.devicePixelRatio,
    });
  }
  return shown;
}

describe('the project screenshots in Chromium', () => {
  it.each([
    ['a 390 px phone at 3x', { width: 390, height: 844 }, 3],
    ['a 1280 px desktop at 1x', { width: 1280, height: 800 }, 1],
  ])(
    'on %s: AVIF at about the shown width, none broken, nothing shifts while they load',
    async (_label, viewport, scale) => {
      const { context, page, failedImages } = await openDevice(viewport, scale);
      try {
        const images = await projectImages(page);
        expect(images).toHaveLength(6);
        for (const image of images) {
          expect(image.complete).toBe(true);
          expect(image.currentSrc).toMatch(/\.avif$/);
          // Wide enough to be sharp, never more than 1.5x what the screen shows.
          expect(image.fileWidth).toBeGreaterThanOrEqual(Math.floor(image.shownDevicePx));
          expect(image.fileWidth).toBeLessThanOrEqual(1.5 * image.shownDevicePx);
        }
        expect(failedImages).toEqual([]);
        const broken = await page.evaluate(() =>
          [...document.images]
            .filter((image) => !image.complete || image.naturalWidth === 0)
            .map((image) => image.currentSrc || image.src),
        );
        expect(broken).toEqual([]);
        expect(
          await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
        ).toBe(0);
      } finally {
        await context.close();
      }
    },
  );

  // One width inside each branch of the card's `sizes`, and either side of the 960px breakpoint.
  it.each([360, 600, 940, 1000, 1180, 1440])(
    'at %s px the sizes attribute names the width the card really shows',
    async (width) => {
      const { context, page } = await openDevice({ width, height: 900 }, 1);
      try {
        const [first] = await projectImages(page);
        expect(Math.abs(first.sizesWidth - first.shownWidth)).toBeLessThanOrEqual(1);
      } finally {
        await context.close();
      }
    },
  );
});

describe('the project screenshots while the page script downloads', () => {
  it('are not asked for until it has come, then show in the boxes kept for them', async () => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort());
    let sendScript = () => {};
    const scriptSent = new Promise<void>((resolve) => {
      sendScript = resolve;
    });
    await context.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
      await scriptSent;
      await route.continue();
    });
    const page = await context.newPage();
    const screenshotRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/images/projects/')) {
        screenshotRequests.push(request.url());
      }
    });
    try {
      await page.goto(origin, { waitUntil: 'commit' });
      const firstBox = page.locator('#projects .media').first();
      await firstBox.scrollIntoViewIfNeeded();
      // Long enough for Chromium to have asked for a lazy image in view.
      await page.waitForTimeout(700);
      expect(screenshotRequests).toEqual([]);
      const heldBox = await firstBox.boundingBox();
      expect(heldBox?.height).toBeGreaterThan(100);

      sendScript();
      const firstImage = firstBox.locator('img');
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('#projects .media img');
        return image !== null && image.complete && image.naturalWidth > 0;
      });
      expect(screenshotRequests.length).toBeGreaterThan(0);
      const shownBox = await firstBox.boundingBox();
      expect(Math.abs((shownBox?.y ?? 0) - (heldBox?.y ?? 0))).toBeLessThanOrEqual(1);
      expect(Math.abs((shownBox?.height ?? 0) - (heldBox?.height ?? 0))).toBeLessThanOrEqual(1);
      expect((await firstImage.boundingBox())?.height).toBeCloseTo(shownBox?.height ?? 0, 0);
    } finally {
      await context.close();
    }
  });
});

describe('the page shared as a link and saved to a home screen', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context } = await offlineContext(browser, { width: 1280, height: 800 }));
    page = await context.newPage();
    await page.goto(origin, { waitUntil: 'load' });
  });

  afterAll(async () => {
    await context?.close();
  });

  const meta = (selector: string) => page.locator(selector).getAttribute('content');
  /** A URL of the page's head, fetched from the local server (og:image names the real site). */
  const fetchLocal = (href: string) => fetch(new URL(new URL(href, origin).pathname, origin));

  it('names a 1200 x 630 PNG social card with its size and alt text, as a large Twitter card', async () => {
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await meta('meta[property="og:image:width"]')).toBe('1200');
    expect(await meta('meta[property="og:image:height"]')).toBe('630');
    expect(await meta('meta[property="og:image:type"]')).toBe('image/png');
    expect(await meta('meta[property="og:image:alt"]')).toMatch(/^Aarav Mehta, FULL Stack/);
    const image = await meta('meta[property="og:image"]');
    expect(image).toMatch(/^https:\/\/aarav-mehta\.example\.dev\/social-card\.[0-9a-f]{8}\.png$/);

    const response = await fetchLocal(image as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const card = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(card).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('links a 180 px apple-touch-icon and a web manifest with 192 and 512 px icons', async () => {
    const sizeOf = async (href: string) => {
      const response = await fetchLocal(href);
      expect(response.headers.get('content-type')).toBe('image/png');
      const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      return [width, height];
    };
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await sizeOf(touchIcon as string)).toEqual([180, 180]);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await fetchLocal(manifestHref as string);
    // The host adds a charset: application/manifest+json; charset=utf-8.
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json(;|$)/);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Aarav Mehta · FULL Stack Developer', start_url: '/' });
    for (const icon of manifest.icons) {
      const [side] = icon.sizes.split('x').map(Number);
      expect(await sizeOf(icon.src)).toEqual([side, side]);
    }
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  });
});
