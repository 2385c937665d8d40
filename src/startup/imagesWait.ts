import { IMAGES_WAIT_ATTRIBUTE } from './contract';

/** The screenshots show after this long even if the page's script never comes. */
export const IMAGES_WAIT_AT_MOST_MS = 5000;

/**
 * Screenshots below the first screen (loading="lazy") wait until the page's script has come
 * (its load or error event; at most IMAGES_WAIT_AT_MOST_MS): on a slow phone connection,
 * Chromium's lazy-load distance would fetch the nearest ones beside it and slow the page's
 * first answer. The window's load event comes too early for this: it does not wait for a
 * preloaded script. IMAGES_WAIT_ATTRIBUTE hides them (globalCss.ts); the box around each keeps
 * its size, so nothing moves when they come.
 */
export function holdImagesUntilScriptArrives(doc: Document): void {
  const root = doc.documentElement;
  const scriptDone = (event: Event) => {
    if (event.target instanceof HTMLScriptElement) release();
  };
  function release() {
    root.removeAttribute(IMAGES_WAIT_ATTRIBUTE);
    doc.removeEventListener('load', scriptDone, true);
    doc.removeEventListener('error', scriptDone, true);
  }
  root.setAttribute(IMAGES_WAIT_ATTRIBUTE, '');
  doc.addEventListener('load', scriptDone, true);
  doc.addEventListener('error', scriptDone, true);
  setTimeout(release, IMAGES_WAIT_AT_MOST_MS);
}
