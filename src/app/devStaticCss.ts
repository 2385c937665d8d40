import { GLOBAL_CSS } from '../styles/globalCss';

/**
 * Development only: index.html's static CSS is written once, when the dev server starts;
 * this puts this bundle's copy in its place, so a CSS edit shows on the next reload. The
 * first view's CSS comes from the caller: it is gathered in components/, above this layer.
 */
export function refreshStaticCss(firstViewCss: string) {
  const refresh = (id: string, css: string) => {
    const style = document.getElementById(id);
    if (style) style.textContent = css;
  };
  refresh('global-styles', GLOBAL_CSS);
  refresh('first-view-styles', firstViewCss);
}
