import { paletteDeclarations, palettes, theme } from './theme';
import { IMAGES_WAIT_ATTRIBUTE, INPUT_PENDING_ATTRIBUTE } from '../startup/contract';

/**
 * The page-wide CSS: both palettes as custom properties (switched by <html data-theme>),
 * resets, focus ring, reduced motion. It never changes at run time, so the build writes it
 * into index.html's <head> as a plain <style>: no style engine compiles it in the browser.
 */
export const GLOBAL_CSS = `
:root, :root[data-theme='dark'] {
  color-scheme: dark;
  ${paletteDeclarations(palettes.dark)}
}
:root[data-theme='light'] {
  color-scheme: light;
  ${paletteDeclarations(palettes.light)}
}
/* Type that suits the page's script. Latin: letter-spaced labels, an italic slogan. Devanagari
   joins each word's letters under one headline and stacks vowel signs above and below them:
   no letter-spacing, no slanted italic, taller lines. A language in such a script joins the
   second rule (its code in :lang()). */
:root {
  --tracking: 1;
  --emphasis-style: italic;
  --line-height-body: 1.6;
  --line-height-heading: 1.2;
  --line-height-display: 1.1;
}
:root:lang(hi) {
  --tracking: 0;
  --emphasis-style: normal;
  --line-height-body: 1.75;
  --line-height-heading: 1.45;
  --line-height-display: 1.35;
}
*, *::before, *::after { box-sizing: border-box; }
html { scroll-padding-top: 5rem; }
body {
  margin: 0;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font-family: ${theme.fonts.body};
  line-height: ${theme.type.lineHeightBody};
  -webkit-font-smoothing: antialiased;
}
a { color: ${theme.colors.accent}; }
img, svg { max-width: 100%; }
:focus-visible {
  outline: 3px solid ${theme.colors.focus};
  outline-offset: 2px;
}
/* A press held by the start-up code until React owns the button (src/startup/earlyInput.ts). */
[${INPUT_PENDING_ATTRIBUTE}] {
  cursor: progress;
  outline: 3px dashed ${theme.colors.focus};
  outline-offset: 3px;
  animation: input-pending 0.6s ease-in-out infinite alternate;
}
@keyframes input-pending {
  to { outline-offset: 6px; }
}
/* Lazy screenshots wait for the page's script (src/startup/imagesWait.ts); their boxes keep the space. */
[${IMAGES_WAIT_ATTRIBUTE}] img[loading='lazy'] { display: none; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}
`;
