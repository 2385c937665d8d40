import { SCROLL_SHADOW_THRESHOLD_PX } from '../startup/contract';

/**
 * The top bar's shadow once the page is scrolled more than the home page's threshold: the same
 * `data-scrolled` its CSS (TopBar.styles.ts) draws the shadow from, read at most once a frame.
 */
export function followScroll(doc: Document = document): void {
  const view = doc.defaultView;
  const bar = doc.querySelector<HTMLElement>('.top-bar');
  if (!view || !bar) return;
  let pending = false;
  const update = () => {
    pending = false;
    bar.dataset.scrolled = String(view.scrollY > SCROLL_SHADOW_THRESHOLD_PX);
  };
  update();
  view.addEventListener(
    'scroll',
    () => {
      if (pending) return;
      pending = true;
      view.requestAnimationFrame(update);
    },
    { passive: true },
  );
}
