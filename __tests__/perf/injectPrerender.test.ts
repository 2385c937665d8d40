import { createHash } from 'node:crypto';
import {
  injectPrerender,
  inlineScriptHashes,
  DEFERRED_SCRIPT_LOADER,
  loadScriptsAfterFirstPaint,
} from '../../scripts/prerender/injectPrerender';

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
    const html = loadScriptsAfterFirstPaint(template);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toContain('<script>setTheme()</script>');
    const list = /<script type="application\/json" id="deferred-scripts">(.*?)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(list?.[1] ?? '[]')).toEqual(['/react.1.js', '/main.2.js']);
    expect(html).toContain(`<script>${DEFERRED_SCRIPT_LOADER}</script></body>`);
  });

  it('asks for the scripts from the start of <head> with preload hints, in order', () => {
    const html = loadScriptsAfterFirstPaint(template);
    expect(html).toMatch(
      /^<html><head><link rel="preload" as="script" href="\/react\.1\.js"><link rel="preload" as="script" href="\/main\.2\.js"><script>setTheme\(\)<\/script>/,
    );
  });

  it('loads the scripts in document order once a frame has painted', () => {
    const html = loadScriptsAfterFirstPaint(template);
    const loader = DEFERRED_SCRIPT_LOADER;
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const fakeDocument = {
      getElementById: (id: string) => ({
        textContent: new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(
          html,
        )?.[1],
      }),
      createElement: () => ({ src: '', async: true }),
      body: {
        appendChild: (s: { src: string; async: boolean }) => added.push(`${s.src}:${s.async}`),
      },
    };
    new Function('requestAnimationFrame', 'setTimeout', 'document', loader)(
      (cb: () => void) => frames.push(cb),
      (cb: () => void) => timers.push(cb),
      fakeDocument,
    );
    expect(added).toEqual([]);
    frames.forEach((cb) => cb());
    expect(added).toEqual([]);
    timers.forEach((cb) => cb());
    expect(added).toEqual(['/react.1.js:false', '/main.2.js:false']);
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
    const hashes = inlineScriptHashes(withJsonLd(loadScriptsAfterFirstPaint(template)));
    expect(hashes).toEqual([sha('setTheme()'), sha(DEFERRED_SCRIPT_LOADER)]);
    expect(inlineScriptHashes(loadScriptsAfterFirstPaint(renamed))).toEqual(hashes);
  });
});
