// The zero-JavaScript reference the bench compares each page's LCP with: the built page
// itself (each language's own) with every script taken out, so it never goes stale when the
// content changes.

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK_ELEMENT = /<link\b[^>]*>/gi;

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
