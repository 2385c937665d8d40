/**
 * @jest-environment node
 */
import { owner } from '../../src/content/owner';
import type * as Prerender from '../../src/prerender';

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

  it('collects the CSS, with the theme variables for both themes', () => {
    const { styleTags } = renderPage();
    expect(styleTags).toMatch(/^<style[^>]*data-styled/);
    expect(styleTags).toContain('--color-background:');
    expect(styleTags).toContain(":root[data-theme='light']");
  });

  it('is the signed-out view in the default (dark) theme', () => {
    const state = prerenderState();
    expect(state.theme.darkMode).toBe(true);
    expect(state.auth.IsAuthenticated).toBe(false);
  });
});
