import { createHash } from 'node:crypto';

export interface PrerenderedPage {
  html: string;
  styleTags: string;
}

const EMPTY_ROOT = /<div id="?root"?\s*><\/div>/;

/** Puts the rendered markup into the empty #root and the collected styles at the end of <head>. */
export function injectPrerender(template: string, page: PrerenderedPage): string {
  if (!EMPTY_ROOT.test(template)) throw new Error('index.html has no empty <div id="root">.');
  if (!template.includes('</head>')) throw new Error('index.html has no </head>.');
  return template
    .replace('</head>', () => `${page.styleTags}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>`);
}

/** CSP source expressions ('sha256-…') for every inline <script> in the page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}
