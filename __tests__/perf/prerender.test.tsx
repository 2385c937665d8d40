/**
 * @jest-environment node
 */
import { owner } from '../../src/content/owner';
import type * as Prerender from '../../src/prerender';
import { GLOBAL_CSS } from '../../src/styles/globalCss';

type PrerenderModule = typeof Prerender;
let prerenderState: PrerenderModule['prerenderState'];
let renderPage: PrerenderModule['renderPage'];

beforeAll(() => {
  // Without a window redux-persist falls back to a no-op storage, as it should at build
  // time; it says so on console.error once, while loading.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  ({ prerenderState, renderPage } = require('../../src/prerender') as PrerenderModule);
  quiet.mockRestore();
});

describe('the build-time render of the first view', () => {
  it('runs without a browser: no window, document or localStorage', async () => {
    expect(typeof window).toBe('undefined');
    await expect(renderPage()).resolves.toBeDefined();
  });

  it("renders the owner's name in the h1", async () => {
    const { html } = await renderPage();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${owner.name}</h1>`));
  });

  it('writes the full HTML of every lazy section, each in its own Suspense boundary', async () => {
    const { html } = await renderPage();
    for (const [name, start] of [
      ['projects', '<section id="projects"'],
      ['tech-stack', '<section id="tech-stack"'],
      ['journey', '<section id="journey"'],
      ['contact', '<section id="contact"'],
      ['footer', '<footer'],
    ]) {
      // The slot, then a completed boundary (<!--$-->, not a client-rendered <!--$!-->).
      expect(html).toMatch(
        new RegExp(`data-lazy-section="${name}"[^>]*><!--\\$-->${start}[^]*?<!--/\\$--></div>`),
      );
    }
    expect(html).not.toContain('<!--$!-->');
    expect(html).toContain('Sign in with Google');
    expect(html).toContain(`© ${owner.name}`);
  });

  it("collects the components' CSS; the page-wide CSS with both themes is static", async () => {
    const { styleTags } = await renderPage();
    expect(styleTags).toMatch(/^<style[^>]*data-styled/);
    expect(styleTags).toContain('background:var(--color-accent)');
    expect(styleTags).not.toContain(':root');
    expect(GLOBAL_CSS).toMatch(
      /:root, :root\[data-theme='dark'\] \{[^}]*--color-background: #0b1120;/,
    );
    expect(GLOBAL_CSS).toMatch(/:root\[data-theme='light'\] \{[^}]*--color-background: #f8fafc;/);
  });

  it('is the signed-out view in the default (dark) theme', () => {
    const state = prerenderState();
    expect(state.theme.darkMode).toBe(true);
    expect(state.auth.IsAuthenticated).toBe(false);
  });
});
