import { readFileSync } from 'node:fs';
import path from 'node:path';
import { headTags, robotsTxt, siteRoot, sitemapXml } from '../../../scripts/site/siteFiles';
import type { SiteHead } from '../../../scripts/content/siteImages';
import { I18N_ROOT } from '../../../scripts/site/notFoundPage';
import { owner } from '../../../src/content/settings';
import type { PageLanguage } from '../../../src/content/types';
import { en, hi, profileUrl } from '../../support/sample';

/** What the content step reports for the generated social card and icons. */
const generated: SiteHead = {
  socialImage: {
    path: '/social-card.1a2b3c4d.png',
    type: 'image/png',
    width: 1200,
    height: 630,
    alt: 'Aarav Mehta, FULL Stack Developer: the portfolio’s logo & name',
  },
  manifestPath: '/manifest.webmanifest',
  appleTouchIconPath: '/apple-touch-icon.png',
};

function parseHead(html: string) {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = html;
  return doc;
}

const attribute = (doc: Document, selector: string, name: string) =>
  doc.querySelector(selector)?.getAttribute(name);

const [english, hindi] = owner.site.languages as [PageLanguage, PageLanguage];
const englishHead = (siteUrl?: string) =>
  headTags({ owner, language: english, texts: en, generated, siteUrl });

describe('site files from the content file', () => {
  it('puts the owner into the title, description, canonical, Open Graph and JSON-LD', () => {
    const head = parseHead(englishHead());
    expect(head.title).toBe('Aarav Mehta · FULL Stack Developer');
    expect(attribute(head, 'meta[name="description"]', 'content')).toBe(en.meta.description);
    expect(attribute(head, 'link[rel="canonical"]', 'href')).toBe(
      'https://aarav-mehta.example.dev/',
    );
    expect(attribute(head, 'meta[property="og:title"]', 'content')).toBe(
      'Aarav Mehta · FULL Stack Developer',
    );
    const person = JSON.parse(
      head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Aarav Mehta',
      sameAs: expect.arrayContaining([profileUrl('GitHub'), profileUrl('LinkedIn')]),
    });
  });

  it('follows a forker’s edits and escapes what could break out of the markup', () => {
    const texts = {
      ...en,
      name: 'Zoë "Z" </script><b>',
      meta: { ...en.meta, description: 'Builds <things> & more' },
    };
    const html = headTags({
      owner,
      language: english,
      texts,
      generated,
      siteUrl: 'https://zoe.example.org///',
    });
    expect(html).not.toContain('</script><b>');
    const head = parseHead(html);
    expect(head.title).toBe('Zoë "Z" </script><b> · FULL Stack Developer');
    expect(attribute(head, 'meta[name="description"]', 'content')).toBe('Builds <things> & more');
    const person = JSON.parse(
      head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(person.name).toBe('Zoë "Z" </script><b>');
    expect(person.url).toBe('https://zoe.example.org/');
  });

  it('shows the social card large, with its size and alt text, and links the home-screen icons', () => {
    const head = parseHead(englishHead('https://me.example.org/'));
    expect(attribute(head, 'meta[property="og:image"]', 'content')).toBe(
      'https://me.example.org/social-card.1a2b3c4d.png',
    );
    expect(attribute(head, 'meta[property="og:image:type"]', 'content')).toBe('image/png');
    expect(attribute(head, 'meta[property="og:image:width"]', 'content')).toBe('1200');
    expect(attribute(head, 'meta[property="og:image:height"]', 'content')).toBe('630');
    expect(attribute(head, 'meta[property="og:image:alt"]', 'content')).toBe(
      generated.socialImage.alt,
    );
    expect(attribute(head, 'meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    expect(attribute(head, 'meta[name="twitter:image:alt"]', 'content')).toBe(
      generated.socialImage.alt,
    );
    expect(attribute(head, 'link[rel="apple-touch-icon"]', 'href')).toBe('/apple-touch-icon.png');
    // Held back for the page to add once it has started (src/app/deferredHead.ts).
    expect(head.querySelector('link[rel="manifest"]')).toBeNull();
    const deferred = head.querySelector<HTMLTemplateElement>('template#deferred-head');
    expect(deferred?.content.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
  });

  it("links every language's page, x-default the default's, with the page's Open Graph locale", () => {
    const hindiHead = parseHead(
      headTags({
        owner,
        language: hindi,
        texts: hi,
        generated: {
          ...generated,
          manifestPath: '/hi/manifest.webmanifest',
          socialImage: { ...generated.socialImage, path: '/social-card.5e6f7a8b.png' },
        },
        siteUrl: 'https://me.example.org',
      }),
    );
    expect(hindiHead.title).toBe('आरव मेहता · फ़ुल स्टैक डेवलपर');
    expect(attribute(hindiHead, 'meta[name="description"]', 'content')).toBe(hi.meta.description);
    expect(attribute(hindiHead, 'link[rel="canonical"]', 'href')).toBe(
      'https://me.example.org/hi/',
    );
    expect(attribute(hindiHead, 'meta[property="og:url"]', 'content')).toBe(
      'https://me.example.org/hi/',
    );
    expect(attribute(hindiHead, 'meta[property="og:image"]', 'content')).toBe(
      'https://me.example.org/social-card.5e6f7a8b.png',
    );
    for (const head of [hindiHead, parseHead(englishHead('https://me.example.org'))]) {
      expect(
        [...head.querySelectorAll('link[rel="alternate"]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ).toEqual([
        ['en', 'https://me.example.org/'],
        ['hi', 'https://me.example.org/hi/'],
        ['x-default', 'https://me.example.org/'],
      ]);
    }
    expect(attribute(hindiHead, 'meta[property="og:locale"]', 'content')).toBe('hi_IN');
    expect(attribute(hindiHead, 'meta[property="og:locale:alternate"]', 'content')).toBe('en_IN');
    const person = JSON.parse(
      hindiHead.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(person).toMatchObject({ name: hi.name, url: 'https://me.example.org/hi/' });
    const deferred = hindiHead.querySelector<HTMLTemplateElement>('template#deferred-head');
    expect(deferred?.content.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/hi/manifest.webmanifest',
    );
  });

  it('writes sitemap.xml with every page and its alternates, and robots.txt, for the site URL', () => {
    expect(siteRoot(owner, '')).toBe('https://aarav-mehta.example.dev/');
    const sitemap = new DOMParser().parseFromString(
      sitemapXml(owner, 'https://me.example.org'),
      'application/xml',
    );
    expect(sitemap.querySelector('parsererror')).toBeNull();
    const XHTML = 'http://www.w3.org/1999/xhtml';
    const pages = [...sitemap.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent,
      alternates: [...url.getElementsByTagNameNS(XHTML, 'link')].map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      ),
    }));
    const alternates = [
      'en https://me.example.org/',
      'hi https://me.example.org/hi/',
      'x-default https://me.example.org/',
    ];
    expect(pages).toEqual([
      { loc: 'https://me.example.org/', alternates },
      { loc: 'https://me.example.org/hi/', alternates },
    ]);
    expect(robotsTxt(owner)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://aarav-mehta.example.dev/sitemap.xml\n',
    );
  });

  it('rewrites nothing: every page is a file, and a miss is a 404 whose page the i18n root localizes', () => {
    const firebaseJson = JSON.parse(
      readFileSync(path.join(__dirname, '../..', '..', 'firebase.json'), 'utf8'),
    );
    expect(firebaseJson.hosting).not.toHaveProperty('rewrites');
    expect(firebaseJson.hosting.i18n).toEqual({ root: `/${I18N_ROOT}` });
  });
});
