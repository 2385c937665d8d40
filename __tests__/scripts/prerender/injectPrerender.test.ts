import { createHash } from 'node:crypto';
import {
  injectPrerender,
  inlineScriptHashes,
  loadScriptsAfterFirstPaint,
} from '../../../scripts/prerender/injectPrerender';

/** Stands for the start-up loader the build inlines (src/startup/inline/loader.ts). */
const LOADER = 'addScriptsAfterFirstPaint(document)';

const template =
  '<html><head><script>setTheme()</script><script defer src="/react.1.js"></script>' +
  '<script defer="defer" src=/main.2.js></script></head><body><div id="root"></div></body></html>';

describe('putting the prerendered page into index.html', () => {
  it('fills #root and appends the styles to <head>', () => {
    const html = injectPrerender(template, {
      html: '<h1>Hi</h1>',
      styleTags: '<style>h1{}</style>',
    });
    expect(html).toContain('<style>h1{}</style></head>');
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
  });

  it('refuses a template without an empty #root', () => {
    expect(() =>
      injectPrerender('<head></head><div id="app"></div>', { html: '', styleTags: '' }),
    ).toThrow(/root/);
  });

  it('moves the script tags into one loader that adds them in order after first paint', () => {
    const html = loadScriptsAfterFirstPaint(template, LOADER);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toContain('<script>setTheme()</script>');
    const list = /<script type="application\/json" id="deferred-scripts">(.*?)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(list?.[1] ?? '[]')).toEqual(['/react.1.js', '/main.2.js']);
    expect(html).toContain(`<script>${LOADER}</script></body>`);
  });

  it('asks for the scripts from the start of <head> with low-priority preload hints, in order', () => {
    const html = loadScriptsAfterFirstPaint(template, LOADER);
    expect(html).toMatch(
      /^<html><head><link rel="preload" as="script" fetchpriority="low" href="\/react\.1\.js"><link rel="preload" as="script" fetchpriority="low" href="\/main\.2\.js"><script>setTheme\(\)<\/script>/,
    );
  });

  it('hashes every inline script, and only those, for the CSP', () => {
    const expected = `'sha256-${createHash('sha256').update('setTheme()').digest('base64')}'`;
    expect(inlineScriptHashes(template)).toEqual([expected]);
  });

  it('skips data blocks, and keeps the loader hash the same whatever the chunk names', () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const renamed = template.replace('/main.2.js', '/main.3.js');
    const withJsonLd = (html: string) =>
      html.replace('</head>', '<script type="application/ld+json">{"a":1}</script></head>');
    const hashes = inlineScriptHashes(withJsonLd(loadScriptsAfterFirstPaint(template, LOADER)));
    expect(hashes).toEqual([sha('setTheme()'), sha(LOADER)]);
    expect(inlineScriptHashes(loadScriptsAfterFirstPaint(renamed, LOADER))).toEqual(hashes);
  });
});
