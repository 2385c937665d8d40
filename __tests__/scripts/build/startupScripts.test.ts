/**
 * @jest-environment node
 */
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { buildStartupScripts } from '../../../scripts/build/startupScripts';
import type { StartupScripts } from '../../../scripts/build/startupScripts';
import {
  DEFERRED_SCRIPTS_ID,
  IMAGES_WAIT_ATTRIBUTE,
  INPUT_PENDING_ATTRIBUTE,
} from '../../../src/startup/contract';
import { PERSIST_STORAGE_KEY } from '../../../src/startup/storedTheme';

/** The start-up scripts as the build inlines them into every page. */
let scripts: StartupScripts;

beforeAll(async () => {
  scripts = await buildStartupScripts(path.resolve(__dirname, '../../..'));
}, 60_000);

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
});
