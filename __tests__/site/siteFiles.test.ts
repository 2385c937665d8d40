import {
  faviconSvg,
  headTags,
  robotsTxt,
  siteRoot,
  sitemapXml,
} from '../../scripts/site/siteFiles';
import type { SiteHead } from '../../scripts/content/siteImages';
import { owner } from '../../src/content/owner';
import type { OwnerContent } from '../../src/content/types';

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

describe('site files from the content file', () => {
  it('puts the owner into the title, description, canonical, Open Graph and JSON-LD', () => {
    const head = parseHead(headTags(owner, generated));
    expect(head.title).toBe('Aarav Mehta · FULL Stack Developer');
    expect(attribute(head, 'meta[name="description"]', 'content')).toBe(owner.site.description);
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
      sameAs: expect.arrayContaining([owner.socials.github, owner.socials.linkedin]),
    });
  });

  it('follows a forker’s edits and escapes what could break out of the markup', () => {
    const forked: OwnerContent = {
      ...owner,
      name: 'Zoë "Z" </script><b>',
      site: { ...owner.site, description: 'Builds <things> & more' },
    };
    const html = headTags(forked, generated, 'https://zoe.example.org///');
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
    const head = parseHead(headTags(owner, generated, 'https://me.example.org/'));
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

  it('writes sitemap.xml and robots.txt for the configured site URL', () => {
    expect(siteRoot(owner, '')).toBe('https://aarav-mehta.example.dev/');
    expect(sitemapXml(owner, 'https://me.example.org')).toContain(
      '<loc>https://me.example.org/</loc>',
    );
    expect(robotsTxt(owner)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://aarav-mehta.example.dev/sitemap.xml\n',
    );
  });

  it("draws the favicon from the logo's letters, escaped", () => {
    const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(parse(faviconSvg(owner)).querySelector('text')?.textContent).toBe('AM');
    const forked = parse(faviconSvg({ ...owner, logoText: 'A&<B>' }));
    expect(forked.querySelector('parsererror')).toBeNull();
    expect(forked.querySelector('text')?.textContent).toBe('A&<B>');
  });
});
