import type { Browser } from 'playwright-core';
import { LiveServer } from '../../scripts/local-stack/liveServer';
import {
  HeadingWatch,
  levelOneHeading,
  saveAndSee,
  SHOWN_CEILING_MS,
} from '../../scripts/local-stack/livePage';
import { launchChromium, offlineContext } from './support/browser';
import { ROOT } from './support/stackState';

/**
 * `npm start`'s live content (scripts/build/liveContent.ts): the development server on a copy
 * of the sample in a temporary folder (PORT moves it; scripts/local-stack/liveServer.ts), saves
 * to that copy, and what the open page shows. The test waits for each state with a ceiling far
 * above the 2 s budget, which `npm run bench -- --hot-reload-only` judges: no test depends on
 * the machine's speed.
 */

const SAVES = 3;
const OVERLAY = 'iframe[title="Build errors and warnings"]';

let server: LiveServer | undefined;
let browser: Browser | undefined;

const live = () => server as LiveServer;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = await LiveServer.start({ rootDir: ROOT });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('shows a name saved in words/en.yaml on the open page, save after save', async () => {
  const { context } = await offlineContext(browser as Browser, { width: 1280, height: 800 });
  const watch = await HeadingWatch.on(context);
  const page = await context.newPage();
  await page.goto(`${live().origin}/`);
  await levelOneHeading(page, 'Aarav Mehta').waitFor();
  // New names each run, so the social card is drawn as for an owner's own edit.
  const run = Date.now().toString(36);
  for (let save = 1; save <= SAVES; save += 1) {
    const name = `Live ${run} ${save}`;
    const { save: saved } = await saveAndSee(live(), watch, {
      file: 'words/en.yaml',
      change: (text) => text.replace(/^name: .*$/m, `name: ${name}`),
      heading: name,
    });
    await levelOneHeading(page, name).waitFor({ timeout: SHOWN_CEILING_MS });
    await live().settled(saved.since);
  }
  await context.close();
}, 300_000);

it("shows a broken save's message in the page and the terminal, and recovers on the next save", async () => {
  const { context } = await offlineContext(browser as Browser, { width: 1280, height: 800 });
  const page = await context.newPage();
  await page.goto(`${live().origin}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const broken = live().save('site.yaml', (text) =>
    text.replace(/^copyrightYear: .*$/m, 'copyrightYear: soon'),
  );
  const message = page
    .frameLocator(OVERLAY)
    .getByText(/site\.yaml: copyrightYear: .*Write the footer's year\./);
  await message.waitFor({ timeout: SHOWN_CEILING_MS });
  // The same message in the owner's terminal.
  await live().untilPrinted(
    broken.since,
    /site\.yaml: copyrightYear: expected number.*Write the footer's year\./,
  );

  live().save('site.yaml', (text) => text.replace(/^copyrightYear: .*$/m, 'copyrightYear: 2031'));
  await page.locator(OVERLAY).waitFor({ state: 'detached', timeout: SHOWN_CEILING_MS });
  // The footer (a section loaded as it nears the screen) says the year site.yaml now has.
  const year = page.getByText(/© .+ 2031/);
  for (const deadline = Date.now() + SHOWN_CEILING_MS; !(await year.isVisible());) {
    if (Date.now() > deadline) throw new Error('The footer never showed 2031.');
    await page.keyboard.press('End');
    await delay(250);
  }
  await live().settled(broken.since);
  await context.close();
}, 120_000);

it("shows a post's new title on its page once its Markdown is saved", async () => {
  const { context } = await offlineContext(browser as Browser, { width: 1280, height: 800 });
  const watch = await HeadingWatch.on(context);
  const page = await context.newPage();
  await page.goto(`${live().origin}/blog/refill-double-booking/`);
  await levelOneHeading(
    page,
    'Two taps, one cylinder: stopping double bookings in Refill Buddy',
  ).waitFor();
  const title = 'Two taps, one cylinder, saved live';
  await saveAndSee(live(), watch, {
    file: 'posts/refill-double-booking.en.md',
    change: (text) => text.replace(/^title: .*$/m, `title: '${title}'`),
    heading: title,
  });
  await levelOneHeading(page, title).waitFor({ timeout: SHOWN_CEILING_MS });
  await context.close();
}, 120_000);
