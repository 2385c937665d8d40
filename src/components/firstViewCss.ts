import { aboutOverlayCss } from './AboutOverlay.styles';
import { heroCss } from './Hero.styles';
import { reloadOfferCss } from './ReloadOffer.styles';
import { modalDialogCss } from './common/ModalDialog.styles';
import { uiCss } from './common/ui.styles';
import { themeControlsCss } from './theme/theme.styles';
import { topBarCss } from './TopBar.styles';
import {
  LAZY_SECTION_ATTRIBUTE,
  PREPARING_AROUND,
  PREPARING_ATTRIBUTE,
  RESTORED_VISIT_ATTRIBUTE,
} from '../startup/contract';

/**
 * The CSS of everything in the first script (the top bar, hero, About overlay, mobile menu,
 * theme dialog and the shared building blocks), written into index.html's <head> by the
 * build like the page-wide CSS: it is ready at the first paint and no style engine runs for
 * it in the browser. The sections below the fold keep styled-components, which loads with
 * their chunks. Later rules win over earlier ones of the same specificity, so the shared
 * blocks come first.
 */
export const FIRST_VIEW_CSS = [
  uiCss,
  modalDialogCss,
  topBarCss,
  themeControlsCss,
  heroCss,
  aboutOverlayCss,
  reloadOfferCss,
  `
/* lazySections.tsx: a section's slot adds no box. */
.section-slot {
  display: contents;
}
/* The sections below the fold are neither styled nor laid out while off screen, so a tap on
   the first screen does not wait behind them (docs/performance.md); each keeps its size once
   shown. Not Projects, the first of them: it starts at the first screen's edge, where it is
   laid out right after the first paint anyway, in front of a tap; laid out with the first
   paint instead, the first paint came 20-25 ms sooner on the phone profile. Not on a reload
   or a return through history: the browser puts the page back at its old pixel offset, which
   needs every section at its real size (startup/restoredVisit.ts). */
html:not([${RESTORED_VISIT_ATTRIBUTE}]) .section-slot:not([${LAZY_SECTION_ATTRIBUTE}='projects']) > * {
  content-visibility: auto;
  contain-intrinsic-size: auto 900px;
}
/* Laid out ahead, one part of a section at a time, in a forced layout inside a task
   (startup/layoutAhead.ts): the section's contents laid out at the size it has while skipped,
   so nothing around it moves; its other parts and their contents skipped. */
html:not([${RESTORED_VISIT_ATTRIBUTE}]) .section-slot:not([${LAZY_SECTION_ATTRIBUTE}='projects']) > [${PREPARING_ATTRIBUTE}] {
  content-visibility: visible;
  contain: strict;
}
.section-slot [${PREPARING_ATTRIBUTE}='${PREPARING_AROUND}'] > :not([${PREPARING_ATTRIBUTE}]) {
  content-visibility: hidden;
}
`,
].join('');
