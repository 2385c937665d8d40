import path from 'node:path';
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  axeViolations,
  launchChromium,
  offlineContext,
  sampleVisitor,
  SCREENSHOT_DIR,
  storeVisitorState,
  waitForHydration,
} from './support/browser';
import { devTools, recordDevToolsActions, untilState } from './support/devTools';
import type { DevToolsView } from './support/devTools';
import { DIST, readStackState } from './support/stackState';
import { PAGE_TEXTS_ID } from '../../src/app/pageTexts';
import type { PageCatalogue } from '../../src/content/catalogue';
import { pageKinds } from '../../src/sections/kinds.generated';
import { shownKinds } from '../../src/sections/pageSections';
import { en, hi, owner } from '../support/sample';

const origin = readStackState().web;
const PHONE_412 = { width: 412, height: 823 };
const TOUCH = { isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };
/** The sections below the fold whose controls answer a visitor: React hydrates them. */
const ANSWERING_SECTIONS = pageKinds.filter((kind) => kind.answers).map(({ id }) => id);
/** Text and links only: their chunks never come (any such kind, shown or not). */
const PRERENDERED_CHUNKS = new RegExp(
  `/(${[...pageKinds.filter((kind) => !kind.answers).map(({ id }) => id), 'footer'].join('|')})\\.[0-9a-f]{8}\\.js$`,
);
/** The texts the built English page carries (its latest posts among them), as its script reads them. */
const builtTexts = JSON.parse(
  /<script type=application\/json id=page-texts>([^<]*)<\/script>/.exec(
    fs.readFileSync(path.join(DIST, 'index.html'), 'utf8'),
  )?.[1] ?? 'null',
) as PageCatalogue;
/**
 * In page order, the sections the sample's pages show (the same in both languages), then the
 * footer: the kinds with nothing to show in the sample (experience, education…) have no slot.
 */
const LAZY_SECTIONS = [...shownKinds(owner, builtTexts).map(({ id }) => id), 'footer'];
/** The shown sections with nothing that answers a visitor: they keep their prerendered HTML. */
const PRERENDERED_SECTIONS = LAZY_SECTIONS.filter((name) => !ANSWERING_SECTIONS.includes(name));
/** React's minified hydration errors: mismatch, recovery by client render, text mismatch. */
const HYDRATION_ERROR = /Minified React error #(418|423|425)|[Hh]ydrat/;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Runs in the page before its scripts: once the test sets window.__lateFrames, each animation
 * frame callback waits 400 ms more, as a frame does behind a busy phone's main thread.
 */
function holdFramesOnRequest() {
  const view = window as unknown as { __lateFrames?: boolean };
  const requestFrame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    view.__lateFrames
      ? window.setTimeout(() => requestFrame(callback), 400)
      : requestFrame(callback);
}

/** From now on the page's animation frames come late (a page opened with `lateFrames`). */
async function holdFrames(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __lateFrames: boolean }).__lateFrames = true;
  });
}

interface StartingPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions. */
  problems: string[];
  /** Lets the page's main script arrive: until then React owns nothing. */
  releaseMainScript: () => void;
}

/**
 * The production page with its main script held back, so a test can press buttons while the
 * page is painted but not yet hydrated. Held, not slowed: the window lasts until the test
 * releases the script, on any machine. (A 4x CPU throttle here cost 106 of the file's 238 s of
 * CPU, 2026-12-03, spinning on cores the other suites needed; how fast a tap is answered is
 * `npm run bench`'s question.)
 */
async function startingPage(
  viewport: { width: number; height: number },
  { dark = true, signedIn = false, touch = true, pagePath = '/', lateFrames = false } = {},
): Promise<StartingPage> {
  const { context } = await offlineContext(browser, viewport, touch ? TOUCH : {});
  await storeVisitorState(context, { dark, signedIn });
  await context.addInitScript(recordDevToolsActions);
  if (lateFrames) await context.addInitScript(holdFramesOnRequest);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  let releaseMainScript = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    releaseMainScript = resolve;
  });
  await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(new URL(pagePath, origin).href, { waitUntil: 'commit' });
  await page.locator('.hero-buttons button').first().waitFor();
  return { context, page, problems, releaseMainScript };
}

const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/** Taps (or clicks) the button and checks it was pressed before React owned the page. */
async function pressBeforeHydration(page: Page, name: string, how: 'tap' | 'click' = 'tap') {
  const button = page.getByRole('button', { name, exact: true });
  if (how === 'tap') await button.tap();
  else await button.click();
  expect(await hydrated(page)).toBe(false);
  await expect(button.getAttribute('data-input-pending')).resolves.toBe('');
  await expect(button.getAttribute('aria-busy')).resolves.toBe('true');
}

const OVERLAYS = [
  {
    overlay: 'About Me',
    opener: en.hero.about,
    dialog: en.about.heading,
    closeControl: true,
    actions: /^ui\/about/,
    opened: 'ui/aboutOpened',
    closed: 'ui/aboutClosed',
    isOpen: (state: ReturnType<DevToolsView['__state']>) => state.ui.aboutOpen,
  },
  {
    overlay: "the phone's 'Connect with me' menu",
    opener: en.topBar.connect,
    dialog: en.topBar.connect,
    closeControl: true,
    actions: /^ui\/mobileMenu/,
    opened: 'ui/mobileMenuOpened',
    closed: 'ui/mobileMenuClosed',
    isOpen: (state: ReturnType<DevToolsView['__state']>) => state.ui.mobileMenuOpen,
  },
  {
    overlay: "the theme toggle's first question",
    opener: en.themeToggle.toLight,
    dialog: en.themeDialog.questions[0],
    // A question has Yes and No, which the store answers; the backdrop dismisses it.
    closeControl: false,
    actions: /^themeDialog\/dialog(Opened|Dismissed)$/,
    opened: 'themeDialog/dialogOpened',
    closed: 'themeDialog/dialogDismissed',
    isOpen: (state: ReturnType<DevToolsView['__state']>) => state.themeDialog.step === 1,
  },
];

/** Whether focus is in the open dialog, which is modal (the page behind it inert). */
const focusInOpenModal = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    return dialog !== null && dialog.matches(':modal') && dialog.contains(document.activeElement);
  });

/** A tap on the dimmed backdrop, below the panel. */
const tapBackdrop = (page: Page) => page.touchscreen.tap(PHONE_412.width / 2, PHONE_412.height - 8);

type Box = { x: number; y: number; width: number; height: number };

/**
 * The theme toggle, and where it and the first question's Yes are on screen: the question
 * opened once before hydration to measure, then dismissed.
 */
async function whereTheQuestionShows(page: Page) {
  const toggle = page.getByRole('button', { name: en.themeToggle.toLight });
  const firstQuestion = page.getByRole('dialog', { name: en.themeDialog.questions[0] });
  await toggle.tap();
  const yes = await firstQuestion.getByRole('button', { name: en.themeDialog.yes }).boundingBox();
  const at = await toggle.boundingBox();
  if (!yes || !at) throw new Error('the toggle or Yes is not on screen');
  await page.keyboard.press('Escape');
  await firstQuestion.waitFor({ state: 'hidden' });
  return { toggle, at, yes };
}

/** From now on, for each trusted event of this type: was a dialog opening (data-opening)? */
async function recordOpeningAt(page: Page, type: 'pointerdown' | 'click') {
  await page.evaluate((eventType) => {
    const view = window as unknown as { __openingAt: boolean[] };
    view.__openingAt = [];
    window.addEventListener(
      eventType,
      (event) => {
        if (event.isTrusted) {
          view.__openingAt.push(document.querySelector('dialog[data-opening]') !== null);
        }
      },
      true,
    );
  }, type);
  return () => page.evaluate(() => (window as unknown as { __openingAt: boolean[] }).__openingAt);
}

/**
 * Yes pressed before hydration is held; once the main script comes, the store answers it with
 * the second question, which is then dismissed. Returns that question.
 */
async function yesHeldThenAnswered(page: Page, releaseMainScript: () => void) {
  await expect(
    page.getByRole('button', { name: en.themeDialog.yes }).getAttribute('data-input-pending'),
  ).resolves.toBe('');
  expect(await hydrated(page)).toBe(false);
  releaseMainScript();
  const secondQuestion = page.getByRole('dialog', { name: en.themeDialog.questions[1] });
  await secondQuestion.waitFor();
  await page.keyboard.press('Escape');
  await secondQuestion.waitFor({ state: 'hidden' });
  return secondQuestion;
}

/** How a dialog looks: its panel's box, what is under three points of the screen, and more. */
type DialogLook = {
  modal: boolean;
  ariaHidden: string | null;
  focusInside: boolean;
  panel: number[];
  under: Record<'panel' | 'topBar' | 'bottom', 'panel' | 'backdrop' | 'page'>;
};
type DrawnView = { __drawn: DialogLook | null; __look: (dialog: Element | null) => DialogLook };

/**
 * Runs in the page: `__look` tells how a dialog looks, and `__drawn` is set to how the first
 * dialog displayed while opening (data-opening="shown") looks, as the frame that draws it sees
 * it (the observer runs right after that frame's callback).
 */
function watchFirstDrawn() {
  const view = window as unknown as DrawnView;
  view.__look = (dialog) => {
    if (!(dialog instanceof HTMLDialogElement)) throw new Error('no dialog');
    const panel = (dialog.firstElementChild as Element).getBoundingClientRect();
    const at = (x: number, y: number) => {
      const element = document.elementFromPoint(x, y);
      if (element === dialog) return 'backdrop';
      return dialog.contains(element) ? 'panel' : 'page';
    };
    return {
      modal: dialog.matches(':modal'),
      ariaHidden: dialog.getAttribute('aria-hidden'),
      focusInside: dialog.contains(document.activeElement),
      panel: [panel.x, panel.y, panel.width, panel.height].map(Math.round),
      under: {
        panel: at(panel.x + panel.width / 2, panel.y + panel.height / 2),
        topBar: at(innerWidth / 2, 8),
        bottom: at(innerWidth / 2, innerHeight - 8),
      },
    };
  };
  view.__drawn = null;
  new MutationObserver(() => {
    const shown = document.querySelector('dialog[data-opening="shown"]');
    if (shown && view.__drawn === null) view.__drawn = view.__look(shown);
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-opening'] });
}

describe("the first screen's overlays answer before the page's script (main script held back)", () => {
  it.each(OVERLAYS)(
    '$overlay: opens at the tap as a modal, keeps Tab inside, closes; the store takes over without a seam',
    async ({ opener, dialog: name, closeControl, actions, opened, closed, isOpen }) => {
      const { context, page, problems, releaseMainScript } = await startingPage(PHONE_412);
      try {
        const openerButton = page.getByRole('button', { name: opener, exact: true });
        const dialog = page.getByRole('dialog', { name });
        await openerButton.tap();
        await dialog.waitFor();
        expect(await hydrated(page)).toBe(false);
        expect(await focusInOpenModal(page)).toBe(true);
        // Round the dialog's controls both ways (About and the question have two or three).
        for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
          await page.keyboard.press(key);
          expect(await focusInOpenModal(page)).toBe(true);
        }
        expect(await axeViolations(page)).toEqual([]);

        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await expect(openerButton.evaluate((b) => b === document.activeElement)).resolves.toBe(
          true,
        );
        await openerButton.tap();
        await dialog.waitFor();
        if (closeControl) await dialog.getByRole('button', { name: en.common.close }).tap();
        else await tapBackdrop(page);
        await dialog.waitFor({ state: 'hidden' });
        await openerButton.tap();
        await dialog.waitFor();
        expect(await hydrated(page)).toBe(false);

        // Left open: React must render it as it is, and leave it and the focus alone.
        await page.evaluate(() => {
          const watch = window as unknown as {
            __focused: Element | null;
            __dialogChanges: number;
            __shift: number;
          };
          watch.__focused = document.activeElement;
          watch.__dialogChanges = 0;
          watch.__shift = 0;
          new MutationObserver((records) => {
            watch.__dialogChanges += records.length;
          }).observe(document.querySelector('dialog[open]') as Element, {
            attributes: true,
            attributeFilter: ['open', 'class', 'style'],
          });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              watch.__shift += (entry as unknown as { value: number }).value;
            }
          }).observe({ type: 'layout-shift' });
        });
        releaseMainScript();
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        await page.waitForTimeout(300);
        const seam = await page.evaluate(() => {
          const watch = window as unknown as {
            __focused: Element | null;
            __dialogChanges: number;
            __shift: number;
          };
          return {
            focusKept: document.activeElement === watch.__focused,
            dialogChanges: watch.__dialogChanges,
            shift: watch.__shift,
          };
        });
        expect(seam).toEqual({ focusKept: true, dialogChanges: 0, shift: 0 });
        await dialog.waitFor();
        const { actions: seen, state } = await devTools(page);
        expect(seen.filter((type) => actions.test(type))).toEqual([
          opened,
          closed,
          opened,
          closed,
          opened,
        ]);
        expect(isOpen(state)).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);

        // React owns it now: Escape closes it, and the store follows (from its close event).
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await untilState(page, (now) => !isOpen(now));
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it.each(OVERLAYS)(
    '$overlay: drawn in the frame after the tap as it looks open, over the page, then made modal',
    async ({ opener, dialog: name }) => {
      const { context, page, problems } = await startingPage(PHONE_412);
      try {
        await page.evaluate(watchFirstDrawn);
        await page.getByRole('button', { name: opener, exact: true }).tap();
        await page.getByRole('dialog', { name }).waitFor();
        const { drawn, open } = await page.evaluate(() => {
          const view = window as unknown as DrawnView;
          return { drawn: view.__drawn, open: view.__look(document.querySelector('dialog[open]')) };
        });
        // Before it is modal it is hidden from assistive technology, and looks as it does open.
        expect(drawn).toEqual({ ...open, modal: false, ariaHidden: 'true', focusInside: false });
        expect(open).toMatchObject({ modal: true, ariaHidden: null, focusInside: true });
        expect(open.under).toEqual({ panel: 'panel', topBar: 'backdrop', bottom: 'backdrop' });
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('on the Hindi page, each of the three opens before hydration, in Hindi; axe-clean before and after it', async () => {
    const { context, page, problems, releaseMainScript } = await startingPage(PHONE_412, {
      pagePath: '/hi/',
    });
    try {
      const openEachAndClose = async () => {
        const overlays = [
          [hi.hero.about, hi.about.heading],
          [hi.topBar.connect, hi.topBar.connect],
          [hi.themeToggle.toLight, hi.themeDialog.questions[0]],
        ];
        for (const [opener, name] of overlays) {
          await page.getByRole('button', { name: opener, exact: true }).tap();
          const dialog = page.getByRole('dialog', { name });
          await dialog.waitFor();
          expect(await focusInOpenModal(page)).toBe(true);
          expect(await axeViolations(page)).toEqual([]);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
        }
      };
      await openEachAndClose();
      expect(await hydrated(page)).toBe(false);
      releaseMainScript();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const { actions } = await devTools(page);
      expect(
        actions.filter((type) => /^(ui\/(about|mobileMenu)|themeDialog\/dialog)/.test(type)),
      ).toEqual([
        'ui/aboutOpened',
        'ui/aboutClosed',
        'ui/mobileMenuOpened',
        'ui/mobileMenuClosed',
        'themeDialog/dialogOpened',
        'themeDialog/dialogDismissed',
      ]);
      // React's dialogs now, the same elements.
      await openEachAndClose();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an overlay opened and closed before hydration stays closed after it', async () => {
    const { context, page, problems, releaseMainScript } = await startingPage(PHONE_412);
    try {
      await page.getByRole('button', { name: en.hero.about, exact: true }).tap();
      const dialog = page.getByRole('dialog', { name: en.about.heading });
      await dialog.getByRole('button', { name: en.common.close }).tap();
      await dialog.waitFor({ state: 'hidden' });
      releaseMainScript();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.waitForTimeout(300);
      await expect(dialog.isVisible()).resolves.toBe(false);
      const { actions, state } = await devTools(page);
      expect(actions.filter((type) => type.startsWith('ui/about'))).toEqual([
        'ui/aboutOpened',
        'ui/aboutClosed',
      ]);
      expect(state.ui.aboutOpen).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a Yes pressed before hydration is held, then answered by the store: the second question', async () => {
    const { context, page, problems, releaseMainScript } = await startingPage(PHONE_412);
    try {
      await page.getByRole('button', { name: en.themeToggle.toLight }).tap();
      await page.getByRole('dialog', { name: en.themeDialog.questions[0] }).waitFor();
      await pressBeforeHydration(page, en.themeDialog.yes);
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'pending-412-dark.png') });
      releaseMainScript();
      await page.getByRole('dialog', { name: en.themeDialog.questions[1] }).waitFor();
      await expect(page.locator('[data-input-pending]').count()).resolves.toBe(0);
      expect(await focusInOpenModal(page)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a Yes tapped before the question’s panel is drawn lands on Yes, before hydration and after', async () => {
    const { context, page, problems, releaseMainScript } = await startingPage(PHONE_412, {
      lateFrames: true,
    });
    try {
      const { toggle, yes } = await whereTheQuestionShows(page);
      await holdFrames(page);
      const openingAtPress = await recordOpeningAt(page, 'pointerdown');
      const toggleThenYes = async () => {
        await toggle.tap();
        await page.touchscreen.tap(yes.x + yes.width / 2, yes.y + yes.height / 2);
      };

      // The start-up code's question: the tap is held on Yes, and the store answers it.
      await toggleThenYes();
      expect(await openingAtPress()).toEqual([false, true]);
      const secondQuestion = await yesHeldThenAnswered(page, releaseMainScript);

      // React's question, opened in the same two steps.
      await toggleThenYes();
      expect(await openingAtPress()).toEqual([false, true, false, true]);
      await secondQuestion.waitFor();
      expect(await focusInOpenModal(page)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a Yes tapped with the toggle, both taps queued at once, lands on Yes, before hydration and after', async () => {
    const { context, page, problems, releaseMainScript } = await startingPage(PHONE_412, {
      lateFrames: true,
    });
    try {
      const { at, yes } = await whereTheQuestionShows(page);
      // Both taps sent without waiting: the browser handles both touches before the first
      // one's click, so the second's click comes while the question is opening. The frames
      // are held back as on a busy phone: on a quick machine the frame that draws the panel
      // could otherwise come between the two clicks.
      await holdFrames(page);
      const cdp = await context.newCDPSession(page);
      const tap = (box: Box) => [
        cdp.send('Input.dispatchTouchEvent', {
          type: 'touchStart',
          touchPoints: [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }],
        }),
        cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
      ];
      const openingAtClick = await recordOpeningAt(page, 'click');

      await Promise.all([...tap(at), ...tap(yes)]);
      const secondQuestion = await yesHeldThenAnswered(page, releaseMainScript);
      expect(await openingAtClick()).toEqual([false, true]);

      await Promise.all([...tap(at), ...tap(yes)]);
      await secondQuestion.waitFor();
      expect(await openingAtClick()).toEqual([false, true, false, true]);
      expect(await focusInOpenModal(page)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the theme toggle in the light theme turns the page dark at once, and the store agrees', async () => {
    const { context, page, problems, releaseMainScript } = await startingPage(PHONE_412, {
      dark: false,
    });
    try {
      // The prerendered toggle's name is the default (dark) theme's until React owns it; its
      // glyph already follows the stored theme: the moon, for "to dark".
      const toggle = page.locator('[data-theme-toggle]');
      // The glyph is the CSS's generated content, with no alternative text (theme.styles.ts).
      const glyph = () => toggle.evaluate((button) => getComputedStyle(button, '::before').content);
      await expect(glyph()).resolves.toBe('"☾" / ""');
      await toggle.tap();
      await expect(page.getAttribute('html', 'data-theme')).resolves.toBe('dark');
      await expect(glyph()).resolves.toBe('"☀" / ""');
      expect(await hydrated(page)).toBe(false);
      releaseMainScript();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(toggle.getAttribute('aria-label')).resolves.toBe(en.themeToggle.toLight);
      const { state } = await devTools(page);
      expect(state.theme.darkMode).toBe(true);
      await expect(page.getAttribute('html', 'data-theme')).resolves.toBe('dark');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('input before hydration is held and replayed (main script held back)', () => {
  it('Enter on a focused About Me before hydration opens the overlay after', async () => {
    const { context, page, problems, releaseMainScript } = await startingPage(
      { width: 1280, height: 800 },
      { touch: false },
    );
    try {
      await page.getByRole('button', { name: 'About Me' }).focus();
      await page.keyboard.press('Enter');
      expect(await hydrated(page)).toBe(false);
      releaseMainScript();
      await page.getByRole('dialog', { name: 'ABOUT ME' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a lazy section's button (the strip's pause) waits for its section, then works", async () => {
    const { context, page, problems, releaseMainScript } = await startingPage(PHONE_412);
    try {
      await pressBeforeHydration(page, 'Pause tech strip');
      releaseMainScript();
      await page.getByRole('button', { name: 'Play tech strip' }).waitFor();
      await page.locator('[data-lazy-section="tech-stack"][data-hydrated]').waitFor({
        state: 'attached',
      });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the language switch is a link: before hydration it opens the Hindi page, which then hydrates', async () => {
    const { context, page, problems, releaseMainScript } = await startingPage(PHONE_412);
    try {
      // At 412 px the switch shows its globe; its name, in Hindi, is the link's name.
      await page.getByRole('link', { name: 'हिन्दी' }).tap();
      // Not its load event: the held main script delays it whenever the page paints before
      // it loads, which on a slow machine it does (the script is asked for after first paint).
      await page.waitForURL(/\/hi\/$/, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: hi.name }).waitFor();
      expect(await hydrated(page)).toBe(false);
      await expect(page.getAttribute('html', 'lang')).resolves.toBe('hi');
      releaseMainScript();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: hi.hero.about }).tap();
      await page.getByRole('dialog', { name: hi.about.heading }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('links work natively before hydration: the logo goes back to #top', async () => {
    const { context, page, problems, releaseMainScript } = await startingPage(PHONE_412);
    try {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await page.getByRole('link', { name: /back to top/ }).tap();
      expect(await hydrated(page)).toBe(false);
      await page.waitForFunction(() => window.location.hash === '#top' && window.scrollY < 50);
      releaseMainScript();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * Waits until the scroll has stopped with the section's top where the page puts a section it
 * scrolls to (below the top bar: the page's scroll-padding-top), or as near as the end of
 * the page lets it come.
 */
const scrolledTo = (page: Page, id: string) =>
  page.waitForFunction(
    (sectionId) => {
      const watch = window as unknown as { __lastY?: number };
      const root = document.documentElement;
      const top = document.getElementById(sectionId)?.getBoundingClientRect().top ?? NaN;
      const still = watch.__lastY === window.scrollY;
      watch.__lastY = window.scrollY;
      const below = parseFloat(getComputedStyle(root).scrollPaddingTop);
      const atEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 1;
      return still && (Math.abs(top - below) <= 1 || (atEnd && top > below && top < innerHeight));
    },
    id,
    { polling: 100 },
  );

describe("'Latest Works' and 'Contact' scroll before the page's script (main script held back)", () => {
  it('each scrolls to its section at the tap; the store takes over, reading where the page is', async () => {
    const { context, page, problems, releaseMainScript } = await startingPage(PHONE_412);
    try {
      await page.getByRole('button', { name: en.hero.latestWorks, exact: true }).tap();
      await scrolledTo(page, 'projects');
      await page.getByRole('button', { name: en.topBar.contactMe, exact: true }).tap();
      await scrolledTo(page, 'contact');
      expect(await hydrated(page)).toBe(false);
      await expect(page.locator('[data-input-pending]').count()).resolves.toBe(0);

      releaseMainScript();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      // Its section hydrates where the visitor is, and the language switch follows.
      await page.locator('[data-lazy-section="contact"][data-hydrated]').waitFor({
        state: 'attached',
      });
      await page.waitForFunction(
        () => (window as unknown as DevToolsView).__state().ui.sectionInView === 'contact',
      );
      const { actions } = await devTools(page);
      expect(actions.filter((type) => type === 'ui/mobileMenuClosed')).toHaveLength(2);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * Where Journey's top is once it has stayed put for 10 frames: the sections around it have
 * taken their real sizes, and the browser has restored or anchored the scroll.
 */
const settledJourneyTop = (page: Page) =>
  page.evaluate(async () => {
    const top = () =>
      Math.round(document.getElementById('journey')?.getBoundingClientRect().top ?? NaN);
    let last = top();
    for (let still = 0; still < 10;) {
      await new Promise(requestAnimationFrame);
      const now = top();
      still = now === last ? still + 1 : 0;
      last = now;
    }
    return last;
  });

/**
 * The visitor reads Journey: scrolled to it, and to it again once the sections above have
 * their real sizes. A jump from the top straight after the load meets the sections above still
 * at their placeholder size; on a busy machine they take their real size a few frames later,
 * in a frame that does not anchor the scroll on Journey (docs/performance.md).
 */
async function readJourney(page: Page) {
  const toJourney = () => page.evaluate(() => document.getElementById('journey')?.scrollIntoView());
  await toJourney();
  await settledJourneyTop(page);
  await toJourney();
  await settledJourneyTop(page);
}

describe('the sections below the fold skip their layout while off screen', () => {
  it('are laid out ahead, a part at a time, where no frame sees it, and still skip off screen', async () => {
    const { context } = await offlineContext(browser, PHONE_412, TOUCH);
    try {
      const page = await loadWatchingLayoutAhead(context);
      const laidOutWhole = LAZY_SECTIONS.filter((name) => name !== 'projects');
      await page.waitForFunction(
        (count) => (window as unknown as LayoutAheadView).__laidOutWhole.length === count,
        laidOutWhole.length,
      );
      const { whole, parts, framesWithMarks } = await page.evaluate(() => {
        const { __laidOutWhole, __parts, __framesWithMarks } = window as unknown as LayoutAheadView;
        return { whole: __laidOutWhole, parts: __parts, framesWithMarks: __framesWithMarks };
      });
      expect(whole).toEqual(laidOutWhole);
      expect(parts).toBeGreaterThanOrEqual(2 * laidOutWhole.length);
      expect(framesWithMarks).toBe(0);
      const headingDrawn = () =>
        page.evaluate(() =>
          document
            .getElementById('contact-heading')
            ?.checkVisibility({ contentVisibilityAuto: true }),
        );
      expect(await headingDrawn()).toBe(false);
      await page.evaluate(() => document.getElementById('contact')?.scrollIntoView());
      // Drawn in a frame after the scroll, however late that frame comes.
      await page.waitForFunction(() =>
        document
          .getElementById('contact-heading')
          ?.checkVisibility({ contentVisibilityAuto: true }),
      );
    } finally {
      await context.close();
    }
  });

  it('laid out ahead while the visitor reads one of them, move nothing on screen', async () => {
    const { context } = await offlineContext(browser, PHONE_412, TOUCH);
    try {
      const page = await loadWatchingLayoutAhead(context);
      await readJourney(page);
      const journeyTops = await page.evaluate(async () => {
        const journey = document.getElementById('journey');
        const tops: number[] = [];
        const started = performance.now();
        while (performance.now() - started < 3000) {
          await new Promise(requestAnimationFrame);
          tops.push(Math.round(journey?.getBoundingClientRect().top ?? NaN));
        }
        return tops;
      });
      const laidOutWhole = await page.evaluate(
        () => (window as unknown as LayoutAheadView).__laidOutWhole,
      );
      expect(laidOutWhole).toContain('footer');
      expect(new Set(journeyTops)).toEqual(new Set([journeyTops[0]]));
    } finally {
      await context.close();
    }
  });

  it.each([
    ['a reload', (page: Page) => page.reload({ waitUntil: 'load' })],
    [
      'a return through history',
      async (page: Page) => {
        await page.goto(new URL('/privacy/', origin).href, { waitUntil: 'load' });
        await page.goBack({ waitUntil: 'load' });
      },
    ],
  ])('yet %s puts the visitor back where they were reading', async (_, comeBack) => {
    const { context } = await offlineContext(browser, PHONE_412, TOUCH);
    try {
      const page = await context.newPage();
      await page.goto(new URL('/', origin).href, { waitUntil: 'load' });
      const journeyTop = () => settledJourneyTop(page);
      // Journey is third below the fold: the two sections above it have their real sizes.
      await readJourney(page);
      const before = await journeyTop();
      expect(before).toBeGreaterThan(-10);
      expect(before).toBeLessThan(PHONE_412.height);
      await comeBack(page);
      await page.waitForFunction(() => window.scrollY > 0);
      expect(Math.abs((await journeyTop()) - before)).toBeLessThanOrEqual(2);
    } finally {
      await context.close();
    }
  });
});

interface LayoutAheadView {
  __laidOutWhole: string[];
  __parts: number;
  __framesWithMarks: number;
}

/**
 * Runs in the page before its scripts: keeps which sections were laid out ahead whole (their
 * slot's name), how many parts were laid out on their own, and how many frames found a mark.
 */
function watchLayoutAhead() {
  const view = window as unknown as LayoutAheadView;
  view.__laidOutWhole = [];
  view.__parts = 0;
  view.__framesWithMarks = 0;
  new MutationObserver((records) => {
    for (const { target, oldValue } of records) {
      const element = target as Element;
      const slot = element.parentElement?.closest('[data-lazy-section]');
      if (!slot || oldValue !== '' || element.hasAttribute('data-preparing')) continue;
      if (element.parentElement === slot) {
        view.__laidOutWhole.push(slot.getAttribute('data-lazy-section') ?? '');
      } else view.__parts += 1;
    }
  }).observe(document, {
    subtree: true,
    attributeFilter: ['data-preparing'],
    attributeOldValue: true,
  });
  const everyFrame = () => {
    if (document.querySelector('[data-preparing]')) view.__framesWithMarks += 1;
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}

/** `/` on the phone, loaded, with watchLayoutAhead running in it from the start. */
async function loadWatchingLayoutAhead(context: BrowserContext): Promise<Page> {
  await context.addInitScript(watchLayoutAhead);
  const page = await context.newPage();
  await page.goto(new URL('/', origin).href, { waitUntil: 'load' });
  return page;
}

const CLASS_IN_SELECTOR = /\.([A-Za-z][\w-]*)/g;

/** Class names in styled-components' sheet now that were not in the prerendered styles. */
async function classesAddedByHydration(page: Page, prerenderedCss: string): Promise<string[]> {
  const classesIn = (text: string) => [...text.matchAll(CLASS_IN_SELECTOR)].map((m) => m[1]);
  const prerendered = new Set(classesIn(prerenderedCss));
  const selectors = await page.evaluate(() => {
    const sheet = document.querySelector<HTMLStyleElement>('style[data-styled]')?.sheet;
    const texts: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) texts.push(rule.selectorText);
        else if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
      }
    };
    if (sheet) collect(sheet.cssRules);
    return texts;
  });
  return [...new Set(selectors.flatMap(classesIn))].filter((name) => !prerendered.has(name));
}

/**
 * Class names on the page's elements that no stylesheet defines (a typo between a component
 * and its static CSS). styled-components' own component ids (sc-…) carry no rules.
 */
async function classesWithoutRules(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const defined = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(new RegExp(pattern, 'g'))) {
            defined.add(match[1]);
          }
        } else if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const used = new Set<string>();
    for (const element of document.querySelectorAll('#root [class]')) {
      for (const name of element.classList) used.add(name);
    }
    return [...used].filter((name) => !defined.has(name) && !name.startsWith('sc-'));
  }, CLASS_IN_SELECTOR.source);
}

describe.each([
  { theme: 'dark', dark: true, signedIn: false, pagePath: '/', texts: en },
  { theme: 'dark', dark: true, signedIn: true, pagePath: '/', texts: en },
  { theme: 'light', dark: false, signedIn: false, pagePath: '/', texts: en },
  { theme: 'light', dark: false, signedIn: true, pagePath: '/', texts: en },
  { theme: 'dark', dark: true, signedIn: false, pagePath: '/hi/', texts: hi },
  { theme: 'light', dark: false, signedIn: true, pagePath: '/hi/', texts: hi },
])('start-up of $pagePath in the $theme theme, signed in: $signedIn', (visit) => {
  const { dark, signedIn, pagePath, texts } = visit;
  it('hydrates the top bar and hero first, then each answering section near the viewport, keeping its HTML', async () => {
    const { context, page, problems, releaseMainScript } = await startingPage(PHONE_412, {
      dark,
      signedIn,
      pagePath,
    });
    const prerenderedChunksFetched: string[] = [];
    page.on('request', (request) => {
      if (PRERENDERED_CHUNKS.test(request.url())) prerenderedChunksFetched.push(request.url());
    });
    try {
      // The prerendered sections, to check React keeps these very nodes. The HTML may still be
      // arriving after the hero has painted: wait until the parser has reached the end.
      await page.waitForFunction(() => document.readyState !== 'loading');
      const prerendered = await page.evaluate((names) => {
        const nodes = names.map(
          (name) => document.querySelector(`[data-lazy-section="${name}"]`)?.firstElementChild,
        );
        (window as unknown as { __serverNodes: unknown[] }).__serverNodes = nodes;
        return nodes.map((node) => node instanceof HTMLElement);
      }, LAZY_SECTIONS);
      expect(prerendered).toEqual(LAZY_SECTIONS.map(() => true));
      const prerenderedCss = await page.evaluate(
        () => document.querySelector('style[data-styled]')?.textContent ?? '',
      );
      // The top bar and hero are styled by the static CSS in index.html: they hydrate with
      // styled-components' chunk (the sections' style engine) held back, and every class they
      // render has its rules.
      let releaseStyleEngine = () => undefined as void;
      const styleEngineReleased = new Promise<void>((resolve) => {
        releaseStyleEngine = resolve;
      });
      await page.route(/\/styled-components\.[0-9a-f]{8}\.js$/, async (route) => {
        await styleEngineReleased;
        await route.continue();
      });
      releaseMainScript();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      expect(await classesWithoutRules(page)).toEqual([]);
      releaseStyleEngine();
      // Far below the fold, the contact section and the footer wait for the visitor.
      for (const name of ['contact', 'footer']) {
        await expect(
          page.locator(`[data-lazy-section="${name}"]`).getAttribute('data-hydrated'),
        ).resolves.toBeNull();
      }
      for (const name of LAZY_SECTIONS) {
        // The slot has no box of its own (display: contents): scroll to its section.
        await page.locator(`[data-lazy-section="${name}"] > *`).scrollIntoViewIfNeeded();
        if (!ANSWERING_SECTIONS.includes(name)) continue;
        await page
          .locator(`[data-lazy-section="${name}"][data-hydrated]`)
          .waitFor({ state: 'attached' });
      }
      // Scrolled through and idle, the text-only sections are still as prerendered.
      await page.waitForLoadState('networkidle');
      for (const name of PRERENDERED_SECTIONS) {
        await expect(
          page.locator(`[data-lazy-section="${name}"]`).getAttribute('data-hydrated'),
        ).resolves.toBeNull();
      }
      expect(prerenderedChunksFetched).toEqual([]);
      const kept = await page.evaluate((names) => {
        const before = (window as unknown as { __serverNodes: unknown[] }).__serverNodes;
        return names.map(
          (name, i) =>
            document.querySelector(`[data-lazy-section="${name}"]`)?.firstElementChild ===
            before[i],
        );
      }, LAZY_SECTIONS);
      expect(kept).toEqual(LAZY_SECTIONS.map(() => true));
      // styled-components came with the sections and took over their prerendered rules: they
      // were hydrated with the prerendered class names and it added no rule of its own
      // (a signed-in visitor's contact section is new, so its rules are left out).
      if (!signedIn) expect(await classesAddedByHydration(page, prerenderedCss)).toEqual([]);
      expect(await classesWithoutRules(page)).toEqual([]);
      if (signedIn) {
        await page.getByText(sampleVisitor.displayName).waitFor();
      } else {
        await page.getByRole('button', { name: texts.contact.signIn }).waitFor();
      }
      expect(problems.filter((problem) => HYDRATION_ERROR.test(problem))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the scripts of the first screen', () => {
  it("all open with V8's compile hint, so Chromium compiles them while they download", async () => {
    const { context } = await offlineContext(browser, PHONE_412, TOUCH);
    try {
      const page = await context.newPage();
      const sources = new Map<string, Promise<string>>();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const file = path.basename(new URL(response.url()).pathname);
        sources.set(file.split('.')[0], response.text());
      });
      // Nothing scrolled or pressed: what every visit's start-up loads.
      await page.goto(origin, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect([...sources.keys()].sort()).toEqual([
        'main',
        'matter',
        'persistence',
        'physics',
        'projects',
        'styled-components',
      ]);
      for (const [name, source] of sources) {
        expect({ name, opening: (await source).slice(0, 29) }).toEqual({
          name,
          opening: '//# allFunctionsCalledOnLoad\n',
        });
      }
    } finally {
      await context.close();
    }
  });
});

describe('the first paint (CPU 4x)', () => {
  it.each(['/', '/hi/'])(
    'on %s comes with the whole page parsed, the last section and the page texts in it',
    async (pagePath) => {
      const { context } = await offlineContext(browser, PHONE_412, TOUCH);
      try {
        // What the page holds at its first animation frame, noted from before its own script.
        await context.addInitScript((pageTextsId) => {
          requestAnimationFrame(() => {
            (window as unknown as { atFirstFrame: unknown }).atFirstFrame = {
              footer: document.querySelector('#root footer') !== null,
              pageTexts: document.getElementById(pageTextsId) !== null,
            };
          });
        }, PAGE_TEXTS_ID);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(new URL(pagePath, origin).href, { waitUntil: 'load' });
        await expect(
          page.evaluate(() => (window as unknown as { atFirstFrame: unknown }).atFirstFrame),
        ).resolves.toEqual({ footer: true, pageTexts: true });
      } finally {
        await context.close();
      }
    },
  );
});
