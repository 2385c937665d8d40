import { notFoundFile, notFoundPage } from '../../../scripts/site/notFoundPage';
import { owner } from '../../../src/content/settings';
import { catalogues } from '../../support/sample';

const [english, hindi] = owner.site.languages;
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** The links of its top bar and footer's text, the social profiles left out. */
const links = (page: Document) =>
  [...page.querySelectorAll<HTMLAnchorElement>('a:not(footer nav a)')].map((a) => [
    a.getAttribute('href'),
    a.lang,
    a.getAttribute('aria-label') ??
      a.querySelector('.visually-hidden')?.textContent ??
      a.textContent,
  ]);

describe('the not-found page', () => {
  it("is written where the host looks for each language's: the default's at the root", () => {
    expect(notFoundFile(owner, 'en')).toBe('404.html');
    expect(notFoundFile(owner, 'hi')).toBe('localized/hi/404.html');
  });

  it("says so in its language, then leads home and to the other language's home page", () => {
    const page = parse(notFoundPage(owner, hindi, catalogues));
    expect(page.documentElement.lang).toBe('hi');
    expect(page.title).toBe('पेज नहीं मिला · आरव मेहता');
    expect(page.querySelector('h1')?.textContent).toBe('पेज नहीं मिला');
    expect(page.querySelector('main p')?.textContent).toBe('इस पते पर कोई पेज नहीं है।');
    // Search engines and link previews that still read it get the same words.
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'इस पते पर कोई पेज नहीं है।',
    );
    expect(links(page)).toEqual([
      ['/hi/', '', 'आरव मेहता के पोर्टफ़ोलियो पर वापस जाएँ'],
      ['/', 'en', 'English'],
      ['/hi/#contact', '', 'मुझसे संपर्क करें'],
      ['/hi/privacy/', '', 'निजता सूचना'],
    ]);

    const englishPage = parse(notFoundPage(owner, english, catalogues));
    expect(englishPage.documentElement.lang).toBe('en');
    expect(englishPage.querySelector('h1')?.textContent).toBe('Page not found');
    expect(links(englishPage)).toEqual([
      ['/', '', "Back to Aarav Mehta's portfolio"],
      ['/hi/', 'hi', 'हिन्दी'],
      ['/#contact', '', 'Contact me'],
      ['/privacy/', '', 'Privacy notice'],
    ]);
  });

  it('is read without script, is not indexed, names no address, and has both themes', () => {
    const page = parse(notFoundPage(owner, english, catalogues));
    expect(page.querySelectorAll('script')).toHaveLength(0);
    expect(page.querySelector('[data-theme-toggle]')).toBeNull();
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(page.querySelector('link[rel="canonical"], link[rel="alternate"]')).toBeNull();
    expect(page.querySelector('style')?.textContent).toContain(
      '@media (prefers-color-scheme:light)',
    );
  });

  it("carries every document's scripts: the stored theme, the theme toggle", () => {
    const page = parse(
      notFoundPage(owner, english, catalogues, { themeScript: 'x()', script: '/documents.1.js' }),
    );
    expect(page.querySelector('head script:not([src])')?.textContent).toBe('x()');
    // From the site's root: the host serves the page at any address.
    expect(page.querySelector('head script[src]')?.getAttribute('src')).toBe('/documents.1.js');
    expect(page.querySelector('[data-theme-toggle]')).not.toBeNull();
  });

  it("escapes the owner's texts", () => {
    const forked = { ...catalogues, en: { ...catalogues.en, name: 'A <b>&' } };
    const page = parse(notFoundPage(owner, english, forked));
    expect(page.querySelector('a .visually-hidden')?.textContent).toBe(
      "Back to A <b>&'s portfolio",
    );
    expect(page.title).toBe('Page not found · A <b>&');
    expect(page.querySelector('b')).toBeNull();
  });
});
