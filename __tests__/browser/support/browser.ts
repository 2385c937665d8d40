import fs from 'node:fs';
import path from 'node:path';
import { chromium, errors } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import chromiumSettings from '../../../scripts/chromium.json';
import { GAPI_STAND_IN_SCRIPT } from './gapiStandIn';
import { ROOT } from './stackState';

export const SCREENSHOT_DIR = path.join(ROOT, 'test-results', 'screenshots');
const AXE_PATH = path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');

/**
 * Debian's Chromium with the flags it needs here (as root, no network). Playwright turns
 * the popup blocker off; `blockPopups` keeps it on, as in a visitor's browser.
 */
export function launchChromium({ blockPopups = false } = {}): Promise<Browser> {
  return chromium.launch({
    ...chromiumSettings,
    ...(blockPopups ? { ignoreDefaultArgs: ['--disable-popup-blocking'] } : {}),
  });
}

export interface VisitOptions {
  width: number;
  height: number;
  dark: boolean;
  signedIn?: boolean;
  /** false holds the hero's falling shapes back (holdHeroPhysics). */
  heroPhysics?: boolean;
}

export const sampleVisitor = {
  email: 'riya@example.com',
  value: true,
  displayName: 'Riya Sen',
  // A local image, since every request off 127.0.0.1 is aborted.
  photoURL: '/favicon.png',
};

/** What a context saw leave the machine: every such request is refused. */
export interface Traffic {
  /** Paths requested from 127.0.0.1. */
  requests: string[];
  /** Outside URLs that were refused. */
  blocked: string[];
  /** How many times the gapi stand-in was served (the app and the emulator's iframe). */
  gapiServed: number;
}

/** Content-Security-Policy violations the pages reported since the last check (cspCheck.ts). */
const cspViolations: string[] = [];

/** The violations reported since the last call, forgotten once taken. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

const GAPI_URL = /^https:\/\/apis\.google\.com\/js\/api\.js(\?|$)/;

/**
 * A fresh context, offline except 127.0.0.1: Google's api.js is answered with the test's
 * own stand-in (see gapiStandIn.ts) and every other outside request is aborted. Applies
 * to every page of the context, popups and iframes included.
 */
export async function offlineContext(
  browser: Browser,
  viewport: { width: number; height: number },
  device: Pick<BrowserContextOptions, 'isMobile' | 'hasTouch' | 'deviceScaleFactor'> = {},
): Promise<{ context: BrowserContext; traffic: Traffic }> {
  const context = await browser.newContext({ viewport, ...device });
  const traffic: Traffic = { requests: [], blocked: [], gapiServed: 0 };
  // The preview server sends the hosting's CSP: Chromium reports each violation on the console.
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await context.route('**/*', (route) => {
    const href = route.request().url();
    if (GAPI_URL.test(href)) {
      traffic.gapiServed += 1;
      return route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN_SCRIPT });
    }
    const url = new URL(href);
    if (url.hostname !== '127.0.0.1') {
      traffic.blocked.push(href);
      return route.abort('blockedbyclient');
    }
    traffic.requests.push(url.pathname);
    return route.continue();
  });
  return { context, traffic };
}

/** The hero's falling shapes: their chunk (matter.js's scene), by its file name. */
const HERO_PHYSICS_CHUNK = /\/physics\.[0-9a-f]+\.js$/;

/**
 * Holds the hero's falling shapes back in a context or a tab: their chunk is asked for and
 * never answered, so the hero stays as its first paint drew it. For checks that are not
 * about the shapes: where they are when axe reads the page is chance (one sat behind the
 * title on a busy machine, "partially obscured", 2026-12-03), and they cost each load of a
 * home page about 1 s of CPU over its first 6 s (2026-12-04).
 */
export async function holdHeroPhysics(target: BrowserContext | Page): Promise<void> {
  await target.route(HERO_PHYSICS_CHUNK, () => undefined);
}

/** The prerendered page answers clicks only once React has hydrated it (App marks <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
}

/** Every page of the context starts with this theme and session, stored as the app stores them. */
export async function storeVisitorState(
  context: BrowserContext,
  { dark, signedIn = false }: { dark: boolean; signedIn?: boolean },
): Promise<void> {
  await context.addInitScript(
    ({ dark, user }) => {
      window.localStorage.setItem(
        'persist:portfolio',
        JSON.stringify({
          theme: JSON.stringify({ darkMode: dark }),
          _persist: JSON.stringify({ version: 1, rehydrated: true }),
        }),
      );
      if (user) window.localStorage.setItem('authUser', JSON.stringify(user));
    },
    { dark, user: signedIn ? sampleVisitor : null },
  );
}

export type Theme = 'dark' | 'light';

/**
 * One offline tab per stored theme, for checks that read a page once per width and theme. A
 * new tab is a new renderer process, some 1.4 s of CPU on a 2-core CI machine whatever it
 * loads; a load in a tab that is already open is about 0.15 s (2026-12-04). So each theme's tab
 * is opened once and set to the width asked for; the caller loads the page in it again. Not
 * for what a first visit alone shows (layout shifts as fonts and scripts arrive, start-up).
 * `browser` is asked for at the first tab: suites launch theirs in beforeAll.
 */
export function themeTabs(
  browser: () => Browser,
  prepare?: (context: BrowserContext) => Promise<void>,
) {
  const tabs = new Map<string, Page>();
  return {
    /** `device` (a phone's touch and pixel ratio) is a context's own: a tab of its own too. */
    async tab(
      theme: Theme,
      viewport: { width: number; height: number },
      device: Parameters<typeof offlineContext>[2] = {},
    ): Promise<Page> {
      const key = `${theme} ${JSON.stringify(device)}`;
      let page = tabs.get(key);
      if (!page) {
        const { context } = await offlineContext(browser(), viewport, device);
        await storeVisitorState(context, { dark: theme === 'dark' });
        await prepare?.(context);
        page = await context.newPage();
        tabs.set(key, page);
      }
      await page.setViewportSize(viewport);
      return page;
    },
    async close(): Promise<void> {
      for (const page of tabs.values()) await page.context().close();
      tabs.clear();
    },
  };
}

/** A fresh offline context with the theme and session stored as the app stores them. */
export async function openPage(
  browser: Browser,
  origin: string,
  options: VisitOptions,
): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  const { context, traffic } = await offlineContext(browser, {
    width: options.width,
    height: options.height,
  });
  await storeVisitorState(context, options);
  if (options.heroPhysics === false) await holdHeroPhysics(context);
  const page = await context.newPage();
  await page.goto(origin, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { context, page, requests: traffic.requests };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

export interface AxeFindings {
  violations: AxeViolation[];
  /** What axe could not decide ("needs review"), in the same shape. */
  incomplete: AxeViolation[];
}

/** axe-core from node_modules, injected into the page; its violations and what it left undecided. */
export async function axeFindings(page: Page): Promise<AxeFindings> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(fs.readFileSync(AXE_PATH, 'utf8'));
  return page.evaluate(async () => {
    type Result = Omit<AxeViolation, 'nodes'> & {
      nodes: {
        target: string[];
        failureSummary?: string;
        any: { message: string }[];
        all: { message: string }[];
        none: { message: string }[];
      }[];
    };
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<unknown> } }
    ).axe;
    const result = (await axe.run(document, { resultTypes: ['violations', 'incomplete'] })) as {
      violations: Result[];
      incomplete: Result[];
    };
    const brief = (list: Result[], undecided: boolean) =>
      list.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target,
          // An undecided node has no failure summary: its checks' messages say why.
          failureSummary: undecided
            ? [...n.any, ...n.all, ...n.none].map((check) => check.message).join(' ')
            : n.failureSummary,
        })),
      }));
    return {
      violations: brief(result.violations, false),
      incomplete: brief(result.incomplete, true),
    };
  });
}

/** axe-core from node_modules, injected into the page; returns its violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeFindings(page)).violations;
}

/** Collects a page's console errors and uncaught exceptions, as they come. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** How long one capture may take: about 1 s for a whole page on two busy cores. */
const CAPTURE_TIMEOUT_MS = 15_000;

/**
 * The whole page as a visitor scrolling through it sees each part, saved as `name`.png. The
 * sections below the fold skip their rendering while off screen (content-visibility), which a
 * capture of the whole page would show as empty space: they are drawn for the picture, then
 * left as they were.
 *
 * Chromium's capture beyond the viewport has once never answered on a starved CI machine
 * (1 in some 250 such captures there; the page's own checks had passed). The picture is for
 * people to look at, so a capture that hangs is asked for once more, and said so; a second
 * hang fails the test.
 */
export async function fullPageScreenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const drawAll = (visible: boolean) =>
    page.evaluate((draw) => {
      for (const section of document.querySelectorAll<HTMLElement>('.section-slot > *')) {
        section.style.contentVisibility = draw ? 'visible' : '';
      }
    }, visible);
  const capture = () =>
    page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${name}.png`),
      fullPage: true,
      timeout: CAPTURE_TIMEOUT_MS,
    });
  await drawAll(true);
  try {
    await capture();
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    console.warn(`${name}.png: no capture in ${CAPTURE_TIMEOUT_MS} ms, asking once more`);
    await capture();
  }
  await drawAll(false);
}
