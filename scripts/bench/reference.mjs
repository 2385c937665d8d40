// The reference the bench compares each page's LCP with: the built page itself (each
// language's own) with every script taken out but the site's theme script, which every themed
// page that does not flash the other theme needs; so it never goes stale when the content
// changes, and it measures the cost of the page's own start-up code beyond that script.

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script\s*>/gi;
const LINK_ELEMENT = /<link\b[^>]*>/gi;
/** Where the theme script goes, kept while the page's scripts are taken out. */
const THEME_SCRIPT_MARK = '<!--bench:theme-script-->';

const preloadsScript = (link) =>
  /\brel=["']?modulepreload\b/i.test(link) ||
  (/\brel=["']?preload\b/i.test(link) && /\bas=["']?script\b/i.test(link));

/**
 * The page's HTML without a <script> element (inline, external or data blocks) and without
 * a script preload: the same markup, styles, fonts and images, and no JavaScript.
 */
export function zeroJavaScriptPage(html) {
  return html
    .replace(SCRIPT_ELEMENT, '')
    .replace(LINK_ELEMENT, (link) => (preloadsScript(link) ? '' : link));
}

/**
 * The theme script as the build inlines it in its documents that have no other script (the
 * privacy notice: `privacyHtml`, dist/privacy/index.html), read from there so that the
 * reference carries the measured build's own.
 */
export function themeScriptOf(privacyHtml, file = 'dist/privacy/index.html') {
  const scripts = [...privacyHtml.matchAll(INLINE_SCRIPT)].map((match) => match[1]);
  if (scripts.length !== 1) {
    throw new Error(
      `${file} has ${scripts.length} inline scripts; the bench takes the theme script from ` +
        'it and needs exactly one (the build inlines src/startup/inline/theme.ts there).',
    );
  }
  return scripts[0];
}

/**
 * The reference of a page: the zero-JavaScript page with the theme script inlined where the
 * page has its first script, the head script at the top of <head> that sets the theme.
 */
export function referencePage(html, themeScript) {
  const at = html.search(INLINE_SCRIPT);
  const head = html.search(/<\/head\s*>/i);
  if (at < 0 || head < 0 || at > head) {
    throw new Error(
      'The page has no inline script in its <head>, where the reference puts the theme script: ' +
        'is it a build of this site (src/startup/inline/head.ts)?',
    );
  }
  const marked = `${html.slice(0, at)}${THEME_SCRIPT_MARK}${html.slice(at)}`;
  return zeroJavaScriptPage(marked).replace(
    THEME_SCRIPT_MARK,
    () => `<script>${themeScript}</script>`,
  );
}
