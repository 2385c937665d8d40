import { notFoundFile, notFoundPage } from '../../../scripts/site/notFoundPage';
import { catalogues } from '../../../src/content/locales';
import { owner } from '../../../src/content/owner';

const [english, hindi] = owner.site.languages;
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the not-found page', () => {
  it("is written where the host looks for each language's: the default's at the root", () => {
    expect(notFoundFile(owner, 'en')).toBe('404.html');
    expect(notFoundFile(owner, 'hi')).toBe('localized/hi/404.html');
  });

  it('says so in its language, then links every home page, each in its own language', () => {
    const page = parse(notFoundPage(owner, hindi, catalogues));
    expect(page.documentElement.lang).toBe('hi');
    expect(page.title).toBe('पेज नहीं मिला · आरव मेहता');
    expect(page.querySelector('h1')?.textContent).toBe('पेज नहीं मिला');
    expect(page.querySelector('p')?.textContent).toBe('इस पते पर कोई पेज नहीं है।');
    const links = [...page.querySelectorAll('a')].map((a) => [
      a.getAttribute('href'),
      a.lang,
      a.textContent,
    ]);
    expect(links).toEqual([
      ['/hi/', 'hi', 'आरव मेहता के पोर्टफ़ोलियो पर जाएँ'],
      ['/', 'en', "Go to Aarav Mehta's portfolio"],
    ]);

    const englishPage = parse(notFoundPage(owner, english, catalogues));
    expect(englishPage.documentElement.lang).toBe('en');
    expect(englishPage.querySelector('h1')?.textContent).toBe('Page not found');
    expect([...englishPage.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/hi/',
    ]);
  });

  it('needs no script, is not indexed, and has both themes', () => {
    const html = notFoundPage(owner, english, catalogues);
    const page = parse(html);
    expect(page.querySelectorAll('script')).toHaveLength(0);
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(page.querySelector('style')?.textContent).toContain(
      '@media (prefers-color-scheme:light)',
    );
  });

  it("escapes the owner's texts", () => {
    const forked = { ...catalogues, en: { ...catalogues.en, name: 'A <b>&' } };
    const page = parse(notFoundPage(owner, english, forked));
    expect(page.querySelector('a')?.textContent).toBe("Go to A <b>&'s portfolio");
    expect(page.querySelector('b')).toBeNull();
  });
});
