/* global document -- sectionsLedTo runs in the browser */
// The first screen's controls the start-up sweep taps (startup.mjs): the three every page has
// (About Me, the phone menu, the theme toggle), then one per section a button of the first
// screen scrolls to ('Latest Works' to #projects and 'Contact' to #contact on the sample),
// named after it. Those sections are read from the built page: the ones it shows, in its
// order, as the build wrote them from the section registry (src/sections/), so a new kind,
// or an owner's other choice of sections, needs no edit here.
import { PHONE_DEVICE } from './phone.mjs';

/** 'About Me' on every language's page: the hero's button that opens a dialog. */
const ABOUT_BUTTON = '.hero-buttons button[aria-haspopup="dialog"]';
/** The phone's 'Connect with me' button in the top bar. */
const MENU_BUTTON = '.top-bar-connect';
const THEME_TOGGLE = '[data-theme-toggle]';

/**
 * The controls every page has, by the sweep's name for each: where to tap (a key of
 * tapTargets' places), the record field (startupPage.mjs) that says when the answer showed,
 * and its name in the reports.
 */
const PAGE_CONTROLS = {
  about: { tap: 'about', shown: 'overlayOpen', label: 'About Me' },
  menu: { tap: 'menu', shown: 'menuOpen', label: 'phone menu' },
  theme: { tap: 'toggle', shown: 'themeQuestion', label: 'theme toggle' },
};

/** A control that scrolls to a section is named after the section: '#projects'. */
const isSectionControl = (control) => control.startsWith('#');

/** Where to tap for `control` and the record field that says when its answer showed. */
export function answerOf(control) {
  if (isSectionControl(control)) return { tap: control, shown: 'scrolled' };
  const answer = PAGE_CONTROLS[control];
  if (!answer) {
    const names = Object.keys(PAGE_CONTROLS).join(', ');
    throw new Error(`"${control}" is not a control: ${names} or #<section>.`);
  }
  return answer;
}

/** A control's name in the reports. */
export const controlName = (control) =>
  isSectionControl(control)
    ? `the button to ${control}`
    : (PAGE_CONTROLS[control]?.label ?? control);

/** The controls of a page whose places tapTargets read, in the sweep's order. */
export const controlsOf = (places) => [
  ...Object.keys(PAGE_CONTROLS),
  ...Object.keys(places).filter(isSectionControl),
];

/**
 * In the page: the sections it shows (each kind's <section id> in its slot), in its order,
 * that a button scrolls to.
 */
export function sectionsLedTo() {
  const ledTo = new Set(
    [...document.querySelectorAll('[data-scrolls-to]')].map((button) =>
      button.getAttribute('data-scrolls-to'),
    ),
  );
  return [...document.querySelectorAll('[data-lazy-section] > section[id]')]
    .map((section) => section.id)
    .filter((id) => ledTo.has(id));
}

/**
 * Where the first screen's controls sit on the phone, read once from an unthrottled load
 * (reading them in a measured run would wait for its busy main thread): about, menu, toggle,
 * one '#<section>' per section a button leads to, and yes (the theme's first question's).
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
      toggle: await centreOf(THEME_TOGGLE),
      menu: await centreOf(MENU_BUTTON),
    };
    for (const id of await page.evaluate(sectionsLedTo)) {
      places[`#${id}`] = await centreOf(`[data-scrolls-to="${id}"]`);
    }
    // The first question's Yes, where it shows once the toggle is pressed (the default theme
    // is dark).
    await page.locator(THEME_TOGGLE).click();
    places.yes = await centreOf('.theme-dialog-button--primary >> visible=true');
    return places;
  } finally {
    await context.close();
  }
}
