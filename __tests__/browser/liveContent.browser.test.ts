import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { spawnChild, waitForHttp } from '../../scripts/local-stack/childProcesses';
import type { Child } from '../../scripts/local-stack/childProcesses';
import { resolvePorts, STACK_HOST } from '../../scripts/local-stack/ports';
import { HOSTED_SETTING_KEYS } from '../../src/config';
import { launchChromium, offlineContext } from './support/browser';
import { ROOT } from './support/stackState';

/**
 * `npm start`'s live content (scripts/build/liveContent.ts): the development server on a copy
 * of the sample in a temporary folder (PORT moves it), saves to that copy, and what the open
 * page shows. The test waits for each state, with a ceiling far above the 2 s budget (no test
 * depends on the machine's speed); it logs the save-to-page figures docs/local-stack.md quotes.
 */

const SAVES = 5;
const CEILING_MS = 30_000;
const OVERLAY = 'iframe[title="Build errors and warnings"]';

let folder = '';
let server: Child | undefined;
let browser: Browser | undefined;
let origin = '';
/** Every line the server printed: what the owner's terminal shows. */
const printed: string[] = [];

const file = (name: string) => path.join(folder, name);
const edit = (name: string, change: (text: string) => string) =>
  writeFileSync(file(name), change(readFileSync(file(name), 'utf8')));
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Until the server has done all a save starts: the page's compilation, then the post cards and
 * resumes (Chromium prints the PDFs) and the compilation that serves them.
 */
async function settled(since: number): Promise<void> {
  const deadline = Date.now() + CEILING_MS * 2;
  for (;;) {
    const after = printed.slice(since);
    const linked = after.findIndex((line) => line.startsWith('Resumes made'));
    if (linked >= 0 && after.slice(linked).some((line) => /compiled/.test(line))) return;
    if (Date.now() > deadline) throw new Error(`The server did not settle:\n${after.join('\n')}`);
    await delay(100);
  }
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'live-content-'));
  cpSync(path.join(ROOT, 'sample'), folder, { recursive: true });
  const ports = resolvePorts(process.env);
  origin = `http://${STACK_HOST}:${ports.web}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTENT_DIR: folder,
    PORT: String(ports.web),
    AUTH_EMULATOR_PORT: String(ports.auth),
    FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    INBOX_PORT: String(ports.inbox),
  };
  for (const key of HOSTED_SETTING_KEYS) env[key] = '';
  server = spawnChild(
    'web',
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
      'serve',
      '--mode',
      'development',
    ],
    { cwd: ROOT, env },
    (_source, line) => printed.push(line),
  );
  await waitForHttp(
    server,
    'The dev server',
    `${origin}/`,
    (status) => status === 200,
    240_000,
    240_000,
  );
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

it('shows a name saved in words/en.yaml on the open page, save after save', async () => {
  const { context } = await offlineContext(browser as Browser, { width: 1280, height: 800 });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await heading(page, 'Aarav Mehta').waitFor();
  const first = printed.length;
  const figures: number[] = [];
  // New names each run, so the social card is drawn as for an owner's own edit.
  const run = Date.now().toString(36);
  for (let save = 1; save <= SAVES; save += 1) {
    const name = `Live ${run} ${save}`;
    const since = printed.length;
    const saved = Date.now();
    edit('words/en.yaml', (text) => text.replace(/^name: .*$/m, `name: ${name}`));
    await heading(page, name).waitFor({ timeout: CEILING_MS });
    figures.push(Date.now() - saved);
    await settled(since);
  }
  const sorted = [...figures].sort((a, b) => a - b);
  // The server's part: the content and writing steps before the page's compilation.
  const steps = printed
    .slice(first)
    .flatMap((line) => /^Content built again .* in (\d+) ms\.$/.exec(line)?.[1] ?? []);
  console.info(
    `Save to page updated, ${SAVES} saves: median ${sorted[Math.floor(SAVES / 2)]} ms, ${sorted[0]}–${sorted[SAVES - 1]} ms (${figures.join(', ')}); the content steps took ${steps.join(', ')} ms of them.`,
  );
  expect(figures).toHaveLength(SAVES);
  await context.close();
}, 300_000);

it("shows a broken save's message in the page and the terminal, and recovers on the next save", async () => {
  const { context } = await offlineContext(browser as Browser, { width: 1280, height: 800 });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const since = printed.length;
  edit('site.yaml', (text) => text.replace(/^copyrightYear: .*$/m, 'copyrightYear: soon'));
  const message = page
    .frameLocator(OVERLAY)
    .getByText(/site\.yaml: copyrightYear: .*Write the footer's year\./);
  await message.waitFor({ timeout: CEILING_MS });
  expect(printed.slice(since).join('\n')).toMatch(
    /site\.yaml: copyrightYear: expected number.*Write the footer's year\./,
  );

  edit('site.yaml', (text) => text.replace(/^copyrightYear: .*$/m, 'copyrightYear: 2031'));
  await page.locator(OVERLAY).waitFor({ state: 'detached', timeout: CEILING_MS });
  // The footer (a section loaded as it nears the screen) says the year site.yaml now has.
  const year = page.getByText(/© .+ 2031/);
  for (const deadline = Date.now() + CEILING_MS; !(await year.isVisible());) {
    if (Date.now() > deadline) throw new Error('The footer never showed 2031.');
    await page.keyboard.press('End');
    await delay(250);
  }
  await settled(since);
  await context.close();
}, 120_000);

it("shows a post's new title on its page once its Markdown is saved", async () => {
  const { context } = await offlineContext(browser as Browser, { width: 1280, height: 800 });
  const page = await context.newPage();
  const post = '/blog/refill-double-booking/';
  await page.goto(`${origin}${post}`);
  await heading(page, 'Two taps, one cylinder: stopping double bookings in Refill Buddy').waitFor();
  const title = 'Two taps, one cylinder, saved live';
  edit('posts/refill-double-booking.en.md', (text) =>
    text.replace(/^title: .*$/m, `title: '${title}'`),
  );
  await heading(page, title).waitFor({ timeout: CEILING_MS });
  await context.close();
}, 120_000);
