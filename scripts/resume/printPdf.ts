import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { PaperSize } from './resumeContent';

/** The flags Chromium needs on the build machines (as root, no network): scripts/chromium.json. */
const settings = JSON.parse(readFileSync(path.join(__dirname, '..', 'chromium.json'), 'utf8')) as {
  executablePath: string;
  args: string[];
};

/** Where Chromium is looked for, in order: CHROMIUM_PATH, scripts/chromium.json, usual places. */
export function chromiumCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  return [
    env.CHROMIUM_PATH ?? '',
    settings.executablePath,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ].filter((candidate, index, all) => candidate !== '' && all.indexOf(candidate) === index);
}

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  return chromiumCandidates(env).find((candidate) => existsSync(candidate)) ?? null;
}

/**
 * Chromium's print to PDF: its layout and text shaping (HarfBuzz, so Devanagari comes out
 * right), the fonts it uses embedded as subsets, links kept, a tagged PDF (structure and
 * language) for screen readers and applicant-tracking systems. The browser starts at the first
 * page to print, so a build whose resumes are all cached never starts it, nor loads
 * playwright-core (about 1 s to require).
 */
export class PdfPrinter {
  private browser: Promise<Browser> | null = null;

  constructor(private readonly executablePath: string) {}

  async print(html: string, paper: PaperSize): Promise<Buffer> {
    this.browser ??= import('playwright-core').then(({ chromium }) =>
      chromium.launch({ executablePath: this.executablePath, args: settings.args }),
    );
    const page = await (await this.browser).newPage();
    try {
      await page.setContent(html, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      return await page.pdf({
        format: paper,
        printBackground: true,
        preferCSSPageSize: true,
        tagged: true,
      });
    } finally {
      await page.close();
    }
  }

  async close(): Promise<void> {
    if (this.browser) await (await this.browser).close();
    this.browser = null;
  }
}
