import { createHash } from 'node:crypto';
import type { PrerenderedPage } from '../../src/prerender';
import { DEFERRED_SCRIPTS_ID } from '../../src/startup/contract';

const HEAD_START = /<head\b[^>]*>/;
const EMPTY_ROOT = /<div id="?root"?\s*><\/div>/;
const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const SRC_ATTRIBUTE = /\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/;
/** A data block (JSON, JSON-LD): never executed, so no CSP hash is needed. */
const DATA_BLOCK_TYPE = /\stype=["']?application\/(ld\+)?json/;

/** Puts the rendered markup into the empty #root and the collected styles at the end of <head>. */
export function injectPrerender(template: string, page: PrerenderedPage): string {
  if (!EMPTY_ROOT.test(template)) throw new Error('index.html has no empty <div id="root">.');
  if (!template.includes('</head>')) throw new Error('index.html has no </head>.');
  return template
    .replace('</head>', () => `${page.styleTags}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>`);
}

/**
 * Replaces the page's <script src> tags with the start-up loader (`loaderScript`, built from
 * src/startup/inline/loader.ts), which adds them, in order, once the first frame is on screen,
 * and asks for them from the start of the HTML with preload hints in <head>: the download
 * overlaps the parsing and painting of the prerendered view, while running the scripts never
 * delays its first paint. Their list goes beside the loader as a JSON block, so the loader's
 * text (and its CSP hash) stays the same from build to build.
 *
 * The hints ask for low priority, which is what the scripts are to the first paint: nothing
 * the paint needs waits on them (on the phone profile they still start with the HTML and
 * arrive as soon). Lighthouse's simulation counts a high-priority script that finished
 * downloading before the first paint as blocking it.
 */
export function loadScriptsAfterFirstPaint(html: string, loaderScript: string): string {
  const sources: string[] = [];
  const withoutScripts = html.replace(SCRIPT_TAG, (tag, attributes: string) => {
    const src = SRC_ATTRIBUTE.exec(attributes);
    if (!src) return tag;
    sources.push(src[1] ?? src[2] ?? src[3]);
    return '';
  });
  if (sources.length === 0) return html;
  if (!withoutScripts.includes('</body>')) throw new Error('index.html has no </body>.');
  if (!HEAD_START.test(withoutScripts)) throw new Error('index.html has no <head>.');
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  const loader =
    `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${list}</script>` +
    `<script>${loaderScript}</script>`;
  const hints = sources
    .map(
      (src) =>
        `<link rel="preload" as="script" fetchpriority="low" href="${src.replace(/"/g, '&quot;')}">`,
    )
    .join('');
  return withoutScripts
    .replace(HEAD_START, (head) => `${head}${hints}`)
    .replace('</body>', () => `${loader}</body>`);
}

/** CSP source expressions ('sha256-…') for every inline <script> in the page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(SCRIPT_TAG)) {
    if (SRC_ATTRIBUTE.test(match[1]) || DATA_BLOCK_TYPE.test(match[1])) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}
