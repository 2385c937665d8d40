import { DEFERRED_SCRIPTS_ID } from './contract';

/** How long the loader waits for the first-contentful-paint entry before it goes on anyway. */
export const FIRST_PAINT_SHOWN_WITHIN_MS = 250;

const painted = (list: Pick<PerformanceObserverEntryList, 'getEntriesByName'>) =>
  list.getEntriesByName('first-contentful-paint').length > 0;

/**
 * Adds the page's scripts (the JSON list with id DEFERRED_SCRIPTS_ID), in order, once its
 * first frame is on screen: after the frame's paint task (requestAnimationFrame, then a task),
 * and once the browser has reported the first contentful paint, so running them never delays
 * that frame. Lighthouse's simulation also counts a preloaded script as blocking the paint
 * unless the trace shows it ran after it. Without paint timing, or when the entry does not
 * come (a tab hidden before its first paint gets none), the paint task or
 * FIRST_PAINT_SHOWN_WITHIN_MS is enough. `afterwards` runs once they are added.
 */
export function addScriptsAfterFirstPaint(
  doc: Document,
  afterwards: () => void = () => undefined,
): void {
  let added = false;
  function addScripts() {
    if (added) return;
    added = true;
    const list = doc.getElementById(DEFERRED_SCRIPTS_ID)?.textContent ?? '[]';
    for (const src of JSON.parse(list) as string[]) {
      const script = doc.createElement('script');
      script.src = src;
      script.async = false;
      doc.body.appendChild(script);
    }
    afterwards();
  }
  requestAnimationFrame(() => {
    setTimeout(() => {
      const types =
        typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes;
      if (!types || !types.includes('paint') || painted(performance)) {
        addScripts();
        return;
      }
      const observer = new PerformanceObserver((list) => {
        if (!painted(list)) return;
        observer.disconnect();
        addScripts();
      });
      observer.observe({ type: 'paint' });
      setTimeout(() => {
        observer.disconnect();
        addScripts();
      }, FIRST_PAINT_SHOWN_WITHIN_MS);
    });
  });
}
