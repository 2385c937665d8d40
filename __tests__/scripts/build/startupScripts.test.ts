/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { JSDOM } from 'jsdom';
import { documentPage } from '../../../scripts/site/pageShell';
import { owner } from '../../../src/content/settings';
import { buildStartupScripts } from '../../../scripts/build/startupScripts';
import type { StartupScripts } from '../../../scripts/build/startupScripts';
import {
  DEFERRED_SCRIPTS_ID,
  IMAGES_WAIT_ATTRIBUTE,
  INPUT_PENDING_ATTRIBUTE,
} from '../../../src/startup/contract';
import { PERSIST_STORAGE_KEY } from '../../../src/startup/storedTheme';
import { en } from '../../support/sample';

/** The start-up scripts as the build inlines them into every page. */
let scripts: StartupScripts;

beforeAll(async () => {
  scripts = await buildStartupScripts(path.resolve(__dirname, '../../..'));
  // A ceiling for a webpack compile on a busy machine, not a budget (npm run bench:build has those).
}, 300_000);

const openPages: { close: () => void }[] = [];

afterEach(() => {
  openPages.splice(0).forEach((page) => page.close());
});

/**
 * A page whose inline script is `source`, run as the browser runs it (webpack needs Node's
 * globals to build, so the page is a JSDOM of its own, not the test environment).
 */
function pageRunning(source: string, body: string, storedTheme?: string) {
  const dom = new JSDOM(`<!doctype html><html><head></head><body>${body}</body></html>`, {
    runScripts: 'outside-only',
    pretendToBeVisual: true,
    url: 'https://example.test/',
  });
  if (storedTheme !== undefined) dom.window.localStorage.setItem(PERSIST_STORAGE_KEY, storedTheme);
  openPages.push(dom.window);
  dom.window.eval(source);
  return dom.window;
}

describe('the start-up scripts the build inlines (scripts/build/startupScripts.ts)', () => {
  it('are each one minified statement, with nothing that would end the <script> early', () => {
    for (const source of [scripts.head, scripts.loader]) {
      expect(source).not.toMatch(/<\/script/i);
      expect(source).not.toContain('\n');
      expect(source.startsWith('(()=>{')).toBe(true);
    }
  });

  it('head: applies the stored theme, holds the screenshots and holds a press on the page', () => {
    const window = pageRunning(
      scripts.head,
      '<div id="root"><button type="button">About Me</button></div>',
      JSON.stringify({ theme: JSON.stringify({ darkMode: false }) }),
    );
    const { document } = window;
    const handled: string[] = [];
    document.getElementById('root')?.addEventListener('click', () => handled.push('click'));

    const root = document.documentElement;
    expect(root.dataset.theme).toBe('light');
    expect(root.hasAttribute(IMAGES_WAIT_ATTRIBUTE)).toBe(true);
    const button = document.querySelector('button') as HTMLButtonElement;
    button.click();
    expect(handled).toEqual([]);
    expect(button.hasAttribute(INPUT_PENDING_ATTRIBUTE)).toBe(true);
  });

  it('loader: adds the listed scripts in order once a frame has been painted', async () => {
    const { document } = pageRunning(
      scripts.loader,
      `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">["/main.1.js","/late.2.js"]</script>`,
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    const added = [...document.body.querySelectorAll('script[src]')].map((script) =>
      script.getAttribute('src'),
    );
    expect(added).toEqual(['/main.1.js', '/late.2.js']);
  });

  it('documents: one file named by its content, within 6 KB gzip with the theme script, no React', () => {
    const code = fs.readFileSync(scripts.documents.file, 'utf8');
    expect(scripts.documents.name).toMatch(/^documents\.[0-9a-f]{8}\.js$/);
    expect(path.basename(scripts.documents.file)).toBe(scripts.documents.name);
    const pageScripts = `${scripts.theme}\n${code}`;
    expect(zlib.gzipSync(pageScripts, { level: 9 }).length).toBeLessThanOrEqual(6 * 1024);
    // Neither React, Redux Toolkit nor immer came along: only the rules and the page's code.
    for (const library of ['react', 'immer', 'redux', 'createSlice']) {
      expect([library, code.toLowerCase().includes(library.toLowerCase())]).toEqual([
        library,
        false,
      ]);
    }
  });

  it('documents: runs the theme toggle of a page written by the page shell', () => {
    const html = documentPage({
      owner,
      language: owner.site.languages[0],
      texts: en,
      path: '/privacy/',
      title: 'Privacy',
      alternates: [{ code: 'hi', path: '/hi/privacy/' }],
      themeScript: scripts.theme,
      script: `/${scripts.documents.name}`,
      main: '<h1>Privacy</h1>',
    });
    const body = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
    const window = pageRunning(
      scripts.theme,
      body,
      JSON.stringify({ theme: '{"darkMode":false}' }),
    );
    window.eval(fs.readFileSync(scripts.documents.file, 'utf8'));
    const toggle = window.document.querySelector('[data-theme-toggle]') as HTMLButtonElement;
    expect(window.document.documentElement.dataset.theme).toBe('light');
    expect(toggle.hasAttribute('data-ready')).toBe(true);
    expect(toggle.getAttribute('aria-label')).toBe(en.themeToggle.toDark);
    toggle.click();
    expect(window.document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem(PERSIST_STORAGE_KEY)).toBe(
      JSON.stringify({ theme: '{"darkMode":true}', _persist: '{"version":1,"rehydrated":true}' }),
    );
  });
});
