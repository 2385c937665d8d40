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
  it('runs without a browser: no window, document or localStorage', () => {
    expect(typeof window).toBe('undefined');
    expect(() => renderPage()).not.toThrow();
  });

  it("renders the owner's name in the h1", () => {
    const { html } = renderPage();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${owner.name}</h1>`));
  });

  it("collects the components' CSS; the page-wide CSS with both themes is static", () => {
    const { styleTags } = renderPage();
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
