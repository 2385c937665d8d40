import { modalDialogCss } from '../../src/components/common/ModalDialog.styles';
import { uiCss } from '../../src/components/common/ui.styles';
import { themeControlsCss } from '../../src/components/theme/theme.styles';
import { topBarCss } from '../../src/components/TopBar.styles';
import { READY_ATTRIBUTE } from '../../src/documents/contract';
import { THEME_TOGGLE_ATTRIBUTE } from '../../src/startup/contract';
import { GLOBAL_CSS } from '../../src/styles/globalCss';
import { paletteDeclarations, palettes, theme } from '../../src/styles/theme';

/**
 * The CSS of every document on the page shell (pageShell.ts), in its <style>: the page-wide CSS
 * (palettes, type per script, focus ring), the home page's building blocks, dialog, top bar and
 * toggle, then the document CSS: a readable column; headings, lists, code, tables, quotes,
 * images; the top bar and footer as on the home page, left out of print with the toasts; both
 * themes through the custom properties of src/styles/globalCss.ts, the system's where no script
 * set one. Written compact: no comments, no runs of white space.
 */

const { colors, fonts, type, breakpoints } = theme;

/** The document CSS, on top of the page-wide CSS (palettes, type per script, focus ring). */
export const DOCUMENT_CSS = `
body { font-size: 1.0625rem; overflow-wrap: break-word; }
/* One column for the text; the top bar and the footer span the page, as on the home page. */
main { width: min(42rem, 100% - 2 * clamp(1rem, 4vw, 2rem)); margin: 0 auto; padding: 1rem 0; }
h1, h2, h3, h4 { line-height: ${type.lineHeightHeading}; }
h1 { font-size: clamp(1.75rem, 6vw, 2.5rem); margin: 0.5rem 0 1rem; }
h2 { font-size: 1.375rem; margin: 2.25rem 0 0.75rem; }
h3 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
h4 { font-size: 1rem; margin: 1.25rem 0 0.5rem; }
p, ul, ol, pre, table, blockquote, figure { margin: 0 0 1rem; }
ul, ol { padding-left: 1.5rem; }
li { margin-bottom: 0.375rem; }
a { text-underline-offset: 0.15em; }
code, pre { font-family: ${fonts.mono}; font-size: 0.92em; }
code { padding: 0.05em 0.3em; border-radius: 0.25rem; background: ${colors.surfaceRaised}; overflow-wrap: anywhere; }
pre { padding: 1rem; overflow-x: auto; line-height: 1.5; border-radius: 0.5rem; border: 1px solid ${colors.border}; background: ${colors.surface}; }
pre code { padding: 0; background: none; font-size: inherit; overflow-wrap: normal; }
table { display: block; width: max-content; max-width: 100%; overflow-x: auto; border-collapse: collapse; }
th, td { padding: 0.4rem 0.75rem; border: 1px solid ${colors.border}; text-align: start; vertical-align: top; }
th { background: ${colors.surfaceRaised}; }
/* A Markdown table's column alignment (:-:, --:) as classes: HTML's align attribute is obsolete. */
.align-left { text-align: left; }
.align-center { text-align: center; }
.align-right { text-align: right; }
blockquote { margin-inline: 0; padding-inline-start: 1rem; border-inline-start: 4px solid ${colors.border}; color: ${colors.textMuted}; }
img, video { height: auto; }
figcaption { color: ${colors.textMuted}; font-size: 0.9em; }
hr { border: 0; border-top: 1px solid ${colors.border}; margin: 2rem 0; }

/* The home page's top bar (TopBar.styles.ts), in the page's flow and kept at the top. */
.top-bar { position: sticky; top: 0; }
.top-bar a, .site-footer a { text-decoration: none; }
/* Not the prose's list spacing: the bars' lists are rows of controls. */
.top-bar li, .site-footer li { margin: 0; }
/* There is no 'Connect with me' menu here to take the blog's link and the language switch:
   they stay in the bar, as icons on a phone (their names stay their accessible names). */
@media (max-width: ${breakpoints.phone}) { .top-bar-blog { display: inline-flex; } }
@media (max-width: 359px) { .top-bar-languages { display: block; } }
/* The toggle needs the script: without script (no theme script ran) it is not there; with it,
   it keeps its room, hidden until the documents' script answers it. */
:root:not([data-theme]) [${THEME_TOGGLE_ATTRIBUTE}] { display: none; }
[${THEME_TOGGLE_ATTRIBUTE}]:not([${READY_ATTRIBUTE}]) { visibility: hidden; }

/* The footer of the home page (components/sections/Footer.tsx). */
.site-footer { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1rem; margin-top: 2rem; padding: 1.5rem clamp(1rem, 4vw, 2rem); border-top: 1px solid ${colors.border}; background: ${colors.surface}; }
.site-footer p { margin: 0; }
.site-footer ul { display: flex; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }

/* The theme dialog's toasts, drawn as react-hot-toast draws the home page's. */
.toasts { position: fixed; inset: 1rem 1rem auto; z-index: 20; display: flex; flex-direction: column; align-items: center; gap: 0.5rem; pointer-events: none; }
.toast { display: flex; align-items: center; gap: 0.6rem; max-width: min(22rem, 100%); margin: 0; padding: 0.6rem 0.9rem; border-radius: 0.5rem; background: #fff; color: #363636; line-height: 1.3; box-shadow: 0 3px 10px rgb(0 0 0 / 10%), 0 3px 3px rgb(0 0 0 / 5%); pointer-events: auto; }
.toast[data-position='top-right'] { align-self: flex-end; }
.toast--error::before { content: '\\2715'; flex: none; display: grid; place-items: center; width: 1.25rem; height: 1.25rem; border-radius: 50%; background: #ff4b4b; color: #fff; font-size: 0.7rem; font-weight: 700; }
@media (prefers-reduced-motion: no-preference) {
  .toast { animation: toast-in 0.35s cubic-bezier(0.21, 1.02, 0.73, 1); }
}
@keyframes toast-in { from { opacity: 0; transform: translateY(-0.75rem); } }
@media print { .top-bar, .site-footer, .toasts { display: none; } }
`;

/** Where no script set <html data-theme> (script off, a printed page), the system's theme picks. */
const SYSTEM_THEME_CSS = `
:root:not([data-theme]) { color-scheme: dark light; }
@media (prefers-color-scheme: light) {
  :root:not([data-theme]) { color-scheme: light; ${paletteDeclarations(palettes.light)} }
}
`;

/** The shell's part of the home page's first-view CSS: its building blocks, dialog, bar, toggle. */
const SITE_CSS = `${uiCss}${modalDialogCss}${topBarCss}${themeControlsCss}`;

/** CSS without its comments and runs of white space: what the page carries. */
export const compactCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    // Not before a colon: `a :focus` and `a:focus` are different selectors.
    .replace(/:\s+/g, ':')
    .trim();

/** A document's whole CSS, its own (`css`) last. */
export const documentCss = (css: string) =>
  compactCss(`${GLOBAL_CSS}${SITE_CSS}${DOCUMENT_CSS}${SYSTEM_THEME_CSS}${css}`);
