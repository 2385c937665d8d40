import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ROOT } from './staticServer';

export const SCREENSHOT_DIR = path.join(ROOT, 'test-results', 'screenshots');
const AXE_PATH = path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface VisitOptions {
  width: number;
  height: number;
  dark: boolean;
  signedIn?: boolean;
}

export const sampleVisitor = {
  email: 'riya@example.com',
  value: true,
  displayName: 'Riya Sen',
  // A local image, since every request off 127.0.0.1 is aborted.
  photoURL: '/images/projects/todonest.svg',
};

/** A fresh context: the theme and session stored as the app stores them, offline except 127.0.0.1. */
export async function openPage(
  browser: Browser,
  origin: string,
  options: VisitOptions,
): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height },
  });
  const requests: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname !== '127.0.0.1') return route.abort();
    requests.push(url.pathname);
    return route.continue();
  });
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
    { dark: options.dark, user: options.signedIn ? sampleVisitor : null },
  );
  const page = await context.newPage();
  await page.goto(origin, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { context, page, requests };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe-core from node_modules, injected into the page; returns its violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<unknown> } }).axe;
    const result = (await axe.run(document)) as { violations: AxeViolation[] };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

export async function fullPageScreenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
