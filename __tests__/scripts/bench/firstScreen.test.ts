/** @jest-environment node */
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type * as Prerender from '../../../src/prerender';
import { en } from '../../support/sample';
import { callModuleInNode } from '../../support/nodeChild';

const FIRST_SCREEN = path.join(__dirname, '../../../scripts/bench/firstScreen.mjs');

/** `expression(module)` on the bench's firstScreen.mjs, in a Node child (it is an ES module). */
const run = (expression: string) => callModuleInNode(FIRST_SCREEN, expression);

/** sectionsLedTo on `html`, from its source, as Playwright's page.evaluate sends it. */
function sectionsLedTo(html: string): unknown {
  const source = run('(m) => m.sectionsLedTo.toString()') as string;
  const { window } = new JSDOM(html, { runScripts: 'outside-only' });
  return (window as unknown as { eval: (code: string) => unknown }).eval(`(${source})()`);
}

describe("the start-up sweep's sections", () => {
  it("are the sample page's first-screen buttons' sections, in the page's order", async () => {
    // Without a window redux-persist says on console.error that it stores nothing, once.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { renderPage } = require('../../../src/prerender') as typeof Prerender;
    quiet.mockRestore();
    const { html } = await renderPage('en', en);
    // The top bar's Contact comes first in the page, the hero's Latest Works after it.
    expect(html.indexOf('data-scrolls-to="contact"')).toBeLessThan(
      html.indexOf('data-scrolls-to="projects"'),
    );
    expect(sectionsLedTo(html)).toEqual(['projects', 'contact']);
  });

  it('follow the order the page shows its sections in, and leave out those it does not show', () => {
    const html = [
      '<header><button data-scrolls-to="awards">Awards</button>',
      '<button data-scrolls-to="projects">Works</button></header><main>',
      '<div data-lazy-section="journey"><section id="journey"></section></div>',
      '<div data-lazy-section="awards"><section id="awards"></section></div>',
      '<div data-lazy-section="projects"><section id="projects"></section></div>',
      '<button data-scrolls-to="contact">Contact</button></main>',
    ].join('');
    expect(sectionsLedTo(html)).toEqual(['awards', 'projects']);
  });
});

describe("the start-up sweep's controls", () => {
  it('are the three every page has, then one per section, named after it', () => {
    const places = ['about', 'toggle', 'menu', '#projects', '#contact', 'yes'];
    expect(
      run(`(m) => m.controlsOf(Object.fromEntries(${JSON.stringify(places)}.map((k) => [k, {}])))`),
    ).toEqual(['about', 'menu', 'theme', '#projects', '#contact']);
  });

  it("answer a section's button with the page's first scrolled frame", () => {
    expect(run(`(m) => m.answerOf('#contact')`)).toEqual({ tap: '#contact', shown: 'scrolled' });
    expect(run(`(m) => m.answerOf('theme')`)).toMatchObject({ tap: 'toggle' });
    expect(run(`(m) => [m.controlName('menu'), m.controlName('#contact')]`)).toEqual([
      'phone menu',
      'the button to #contact',
    ]);
  });

  it('refuse a name that is no control, naming those there are', () => {
    expect(
      run(`(m) => { try { m.answerOf('works'); } catch (error) { return error.message; } }`),
    ).toBe('"works" is not a control: about, menu, theme or #<section>.');
  });
});
