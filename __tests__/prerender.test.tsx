/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import type * as Prerender from '../src/prerender';
import {
  CLOSES_ATTRIBUTE,
  OPENS_ATTRIBUTE,
  OVERLAY_ATTRIBUTE,
  THEME_TOGGLE_ATTRIBUTE,
} from '../src/startup/contract';
import { GLOBAL_CSS } from '../src/styles/globalCss';
import { shownKinds } from '../src/sections/pageSections';
import { languageOf } from '../src/content/languages';
import { cardPeriods } from '../src/sections/projects/cardPeriods';
import { datedProjectsContent } from './support/datedProjects';
import { en, hi, owner } from './support/sample';

type PrerenderModule = typeof Prerender;
let renderPage: PrerenderModule['renderPage'];

beforeAll(() => {
  // Without a window redux-persist falls back to a no-op storage, as it should at build
  // time; it says so on console.error once, while loading.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  ({ renderPage } = require('../src/prerender') as PrerenderModule);
  quiet.mockRestore();
});

describe('the build-time render of the first view', () => {
  it('runs without a browser: no window, document or localStorage', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const { html, styleTags } = await renderPage('en', en);
    expect(html).toMatch(/^<header[^]*<main[^]*<\/main>/);
    expect(styleTags).not.toBe('');
  });

  it("renders the owner's name in the h1", async () => {
    const { html } = await renderPage('en', en);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${en.name}</h1>`));
  });

  it('writes the full HTML of every lazy section, each in its own Suspense boundary', async () => {
    const { html } = await renderPage('en', en);
    // Every section the page shows (src/sections/; no posts given here), then the footer.
    for (const [name, start] of [
      ...shownKinds(owner, en).map(({ id }) => [id, `<section id="${id}"`]),
      ['footer', '<footer'],
    ]) {
      // The slot, then a completed boundary (<!--$-->, not a client-rendered <!--$!-->).
      expect(html).toMatch(
        new RegExp(`data-lazy-section="${name}"[^>]*><!--\\$-->${start}[^]*?<!--/\\$--></div>`),
      );
    }
    expect(html).not.toContain('<!--$!-->');
    expect(html).toContain('Sign in with Google');
    expect(html).toContain(`© ${en.name}`);
  });

  it("collects the components' CSS; the page-wide CSS with both themes is static", async () => {
    const { styleTags } = await renderPage('en', en);
    expect(styleTags).toMatch(/^<style[^>]*data-styled/);
    expect(styleTags).toContain('background:var(--color-accent)');
    expect(styleTags).not.toContain(':root');
    expect(GLOBAL_CSS).toMatch(
      /:root, :root\[data-theme='dark'\] \{[^}]*--color-background: #0b1120;/,
    );
    expect(GLOBAL_CSS).toMatch(/:root\[data-theme='light'\] \{[^}]*--color-background: #f8fafc;/);
  });

  it('renders the Hindi page in Hindi: its texts, its language in the store, its switch to English', async () => {
    const { html } = await renderPage('hi', hi);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${hi.name}</h1>`));
    expect(html).toContain(hi.contact.signIn);
    expect(html).toContain(`© ${hi.name} 2024`);
    expect(html).not.toContain(en.hero.about);
    expect(html).toContain('<a href="/" hrefLang="en" lang="en">');
  });

  it('is the signed-out view in the default (dark) theme', async () => {
    const { html } = await renderPage('en', en);
    expect(html).toContain(`aria-label="${en.themeToggle.toLight}"`);
    expect(html).not.toContain(en.themeToggle.toDark);
    expect(html).toContain(en.contact.signIn);
    expect(html).not.toContain(en.contact.signOut);
  });

  it.each([
    ['en', en],
    ['hi', hi],
  ] as const)(
    'has the first screen overlays closed, marked as the start-up code finds them (%s)',
    async (language, texts) => {
      const { html } = await renderPage(language, texts);
      const page = new JSDOM(html).window.document;
      const overlay = (name: string) =>
        page.querySelector<HTMLDialogElement>(`dialog[${OVERLAY_ATTRIBUTE}="${name}"]`);
      const about = overlay('about');
      const menu = overlay('menu');
      const question = overlay('theme-question');
      expect([about, menu, question].map((dialog) => dialog?.hasAttribute('open'))).toEqual([
        false,
        false,
        false,
      ]);
      expect(about?.textContent).toContain(texts.about.heading);
      expect(menu?.textContent).toContain(texts.topBar.connect);
      expect(question?.textContent).toContain(texts.themeDialog.questions[0]);
      for (const dialog of [about, menu]) {
        expect(
          dialog?.querySelector(`button[${CLOSES_ATTRIBUTE}]`)?.getAttribute('aria-label'),
        ).toBe(texts.common.close);
      }
      const opener = (name: string) => page.querySelector(`button[${OPENS_ATTRIBUTE}="${name}"]`);
      expect(opener('about')?.textContent).toBe(texts.hero.about);
      expect(opener('menu')?.getAttribute('aria-label')).toBe(texts.topBar.connect);
      expect(page.querySelectorAll(`button[${THEME_TOGGLE_ATTRIBUTE}]`)).toHaveLength(1);
    },
  );
});

describe("the build-time render with the language's latest posts", () => {
  const latestPosts = [
    {
      title: 'कोड जो दोनों थीम में पढ़ा जाए',
      date: '2024-03-12',
      dateText: '12 मार्च 2024',
      summary: 'हाइलाइटिंग बिल्ड के समय।',
      path: '/hi/blog/code/',
    },
  ];

  it('writes the Writing section before Contact, and the blog link in the top bar', async () => {
    const { html } = await renderPage('hi', hi, { latestPosts });
    const page = new JSDOM(html).window.document;
    const writing = page.getElementById('writing');
    expect(writing?.querySelector('h2')?.textContent).toBe(hi.writingSection.heading);
    expect(writing?.querySelector('h3 a')?.getAttribute('href')).toBe('/hi/blog/code/');
    expect(writing?.querySelector('time')?.textContent).toBe('12 मार्च 2024');
    const sections = [...page.querySelectorAll('section[id]')].map((section) => section.id);
    expect(sections.indexOf('writing')).toBe(sections.indexOf('contact') - 1);
    expect(page.querySelector('header a[href="/hi/blog/"]')?.textContent).toBe(
      hi.writingSection.blogLink,
    );
  });

  it('writes neither without posts', async () => {
    const { html } = await renderPage('en', en);
    expect(html).not.toContain('id="writing"');
    expect(html).not.toContain('href="/blog/"');
  });
});

describe('the build-time render of a folder whose cards have dates, roles and highlights', () => {
  const dated = datedProjectsContent();
  const cardsOf = (html: string) => [
    ...new JSDOM(html).window.document.querySelectorAll('#projects article'),
  ];
  const shown = (card: Element) => ({
    times: [...card.querySelectorAll('time')].map((time) => [
      time.getAttribute('datetime'),
      time.textContent,
    ]),
    lists: [...card.querySelectorAll('ul')].map((list) => list.getAttribute('aria-label')),
  });

  it.each([
    ['en', 'May 2023 – present', 'Roles: Team lead, Designer', 'Highlights'],
    ['hi', 'मई 2023 – अब तक', 'भूमिकाएँ: टीम लीड, डिज़ाइनर', 'मुख्य बातें'],
  ] as const)(
    'writes them into the cards that have them, and nothing into the others (%s)',
    async (language, period, roles, highlights) => {
      jest.replaceProperty(owner, 'projects', dated.owner.projects);
      const texts = dated.catalogues[language];
      const { technologies } = texts.projectsSection;
      const { locale } = languageOf(dated.owner.site, language);
      const { html } = await renderPage(language, texts, {
        locale,
        projectPeriods: cardPeriods(dated.owner.projects, locale, texts.common.present),
      });
      const [first, second, ...rest] = cardsOf(html);
      expect(first.querySelector('time')?.parentElement?.textContent).toBe(period);
      expect(first.textContent).toContain(roles);
      expect(shown(first).lists).toEqual([highlights, technologies]);
      expect(shown(second).times.map(([dateTime]) => dateTime)).toEqual(['2019-04', '2019-09']);
      for (const card of rest) {
        expect(shown(card)).toEqual({ times: [], lists: [technologies] });
      }
    },
  );

  it("writes the sample's cards as they were: no dates, roles or highlights", async () => {
    const { html } = await renderPage('en', en);
    for (const card of cardsOf(html)) {
      expect(shown(card)).toEqual({ times: [], lists: [en.projectsSection.technologies] });
      expect(card.textContent).not.toMatch(/Roles?: /);
    }
  });
});
