// The first screen's controls the start-up sweep taps (startup.mjs): where each sits on the
// phone, and the record field (startupPage.mjs) that says when its answer showed.
import { PHONE_DEVICE } from './phone.mjs';

/** 'About Me' on every language's page: the hero's button that opens a dialog. */
const ABOUT_BUTTON = '.hero-buttons button[aria-haspopup="dialog"]';
/** The phone's 'Connect with me' button in the top bar. */
const MENU_BUTTON = '.top-bar-connect';
/** 'Latest Works' (the hero's other button) and the top bar's 'Contact'. */
const WORKS_BUTTON = '.hero-buttons button:not([aria-haspopup])';
const CONTACT_BUTTON = '.top-bar-contact';
/**
 * The first screen's answers to a tap: where to tap (tapTargets) and the record field that
 * says when the answer showed.
 */
export const FIRST_SCREEN_ANSWERS = {
  about: { tap: 'about', shown: 'overlayOpen' },
  menu: { tap: 'menu', shown: 'menuOpen' },
  theme: { tap: 'toggle', shown: 'themeQuestion' },
  works: { tap: 'works', shown: 'scrolled' },
  contact: { tap: 'contact', shown: 'scrolled' },
};

/**
 * Where the first screen's controls sit on the phone, read once from an
 * unthrottled load: reading them in a measured run would wait for its busy main thread.
 */
export async function tapTargets(browser, url) {
  const context = await browser.newContext(PHONE_DEVICE);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const centreOf = async (selector) => {
      const box = await page.locator(selector).first().boundingBox();
      if (!box) throw new Error(`${selector} is not on the first screen.`);
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const places = {
      about: await centreOf(ABOUT_BUTTON),
      toggle: await centreOf('[data-theme-toggle]'),
      menu: await centreOf(MENU_BUTTON),
      works: await centreOf(WORKS_BUTTON),
      contact: await centreOf(CONTACT_BUTTON),
    };
    // The first question's Yes, where it shows once the toggle is pressed (the default theme
    // is dark).
    await page.locator('[data-theme-toggle]').click();
    places.yes = await centreOf('.theme-dialog-button--primary >> visible=true');
    return places;
  } finally {
    await context.close();
  }
}
