import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { feedLinks, headTags, sitemapXml } from '../../../scripts/site/siteFiles';
import type { SiteHead } from '../../../scripts/content/siteImages';
import { owner } from '../../../src/content/settings';
import type { PageLanguage } from '../../../src/content/types';
import { privacyFacts } from '../../../scripts/privacy/facts';
import { privacyPageHtml } from '../../../scripts/privacy/privacyPage';
import { resumeContent } from '../../../scripts/resume/resumeContent';
import { resumePage } from '../../../scripts/resume/resumePage';
import { readConfig } from '../../../src/config';
import { caseStudy, post, writingOf } from '../../support/writingFixtures';
import { catalogues } from '../../support/sample';

const generated: SiteHead = {
  socialImage: { path: '/card.png', type: 'image/png', width: 1200, height: 630, alt: 'Card' },
  manifestPath: '/manifest.webmanifest',
  appleTouchIconPath: '/apple-touch-icon.png',
};
const [english, hindi] = owner.site.languages as [PageLanguage, PageLanguage];
const SITE = 'https://me.example.org/';

/** English has two posts (one translated) and a draft; Hindi one post; one case study in both. */
const writing = writingOf([
  post('first', 'en', { date: '2024-01-05' }),
  post('second', 'en', { date: '2024-02-10', updated: '2024-03-01' }),
  post('draft', 'en', { date: '2024-04-01', draft: true }),
  post('second', 'hi', { date: '2024-02-12' }),
  caseStudy('refill-buddy', 'en'),
  caseStudy('refill-buddy', 'hi'),
]);

const feedLinksOf = (html: string) => {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = html;
  return [...doc.querySelectorAll('link[rel="alternate"][type]')].map((link) => [
    link.getAttribute('type'),
    link.getAttribute('title'),
    link.getAttribute('href'),
  ]);
};

describe('feed links', () => {
  it("name the language's three feeds, in its words, on its pages", () => {
    expect(feedLinksOf(feedLinks(owner, hindi, catalogues.hi, SITE, writing))).toEqual([
      ['application/rss+xml', 'आरव मेहता: RSS फ़ीड', `${SITE}hi/blog/rss.xml`],
      ['application/atom+xml', 'आरव मेहता: Atom फ़ीड', `${SITE}hi/blog/atom.xml`],
      ['application/feed+json', 'आरव मेहता: JSON फ़ीड', `${SITE}hi/blog/feed.json`],
    ]);
  });

  it('are in the home page head when the language has posts, and not when it has none', () => {
    const head = (language: PageLanguage, pieces = writing) =>
      headTags({
        owner,
        language,
        texts: catalogues[language.code],
        generated,
        siteUrl: SITE,
        writing: pieces,
      });
    expect(feedLinksOf(head(english)).map(([, , href]) => href)).toEqual([
      `${SITE}blog/rss.xml`,
      `${SITE}blog/atom.xml`,
      `${SITE}blog/feed.json`,
    ]);
    const onlyDrafts = writingOf([post('draft', 'hi', { draft: true })]);
    expect(feedLinksOf(head(hindi, onlyDrafts))).toEqual([]);
    expect(feedLinks(owner, hindi, catalogues.hi, SITE, onlyDrafts)).toBe('');
  });
});

/**
 * What xmllint finds wrong with a sitemap against the sitemaps.org XSD (the `sitemap`
 * package's copy) and the XHTML link schema beside it, offline; '' when it is valid.
 */
function schemaErrors(xml: string): string {
  const schema = path.join(__dirname, '..', '..', 'support', 'sitemap-alternates.xsd');
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', schema, '-'], {
      input: xml,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return '';
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: Buffer };
    if (code === 'ENOENT')
      throw new Error('xmllint is not installed: apt-get install libxml2-utils');
    return String(stderr);
  }
}

describe('the sitemap with the writing', () => {
  const XHTML = 'http://www.w3.org/1999/xhtml';
  const sitemap = new DOMParser().parseFromString(
    sitemapXml(owner, SITE, ['privacy/'], writing),
    'application/xml',
  );
  const entries = [...sitemap.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent,
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent,
    alternates: [...url.getElementsByTagNameNS(XHTML, 'link')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    ),
  }));
  const entry = (loc: string) => entries.find((found) => found.loc === `${SITE}${loc}`);

  it('is well-formed and keeps the pages it had', () => {
    expect(sitemap.querySelector('parsererror')).toBeNull();
    expect(entries.slice(0, 4).map(({ loc }) => loc)).toEqual([
      SITE,
      `${SITE}hi/`,
      `${SITE}privacy/`,
      `${SITE}hi/privacy/`,
    ]);
  });

  it("lists each language's blog, dated by its last change, with the other's", () => {
    const alternates = [`en ${SITE}blog/`, `hi ${SITE}hi/blog/`, `x-default ${SITE}blog/`];
    expect(entry('blog/')).toEqual({ loc: `${SITE}blog/`, lastmod: '2024-03-01', alternates });
    expect(entry('hi/blog/')).toEqual({
      loc: `${SITE}hi/blog/`,
      lastmod: '2024-02-12',
      alternates,
    });
  });

  it('lists a post with its translation as alternate, and one without translation alone', () => {
    expect(entry('hi/blog/second/')).toEqual({
      loc: `${SITE}hi/blog/second/`,
      lastmod: '2024-02-12',
      alternates: [
        `en ${SITE}blog/second/`,
        `hi ${SITE}hi/blog/second/`,
        `x-default ${SITE}blog/second/`,
      ],
    });
    expect(entry('blog/second/')?.lastmod).toBe('2024-03-01');
    expect(entry('blog/first/')).toEqual({
      loc: `${SITE}blog/first/`,
      lastmod: '2024-01-05',
      alternates: [`en ${SITE}blog/first/`, `x-default ${SITE}blog/first/`],
    });
  });

  it('lists the case studies in both languages, and never a draft', () => {
    expect(entry('projects/refill-buddy/')?.alternates).toEqual([
      `en ${SITE}projects/refill-buddy/`,
      `hi ${SITE}hi/projects/refill-buddy/`,
      `x-default ${SITE}projects/refill-buddy/`,
    ]);
    expect(entry('hi/projects/refill-buddy/')).toBeDefined();
    expect(entries.some(({ loc }) => loc?.includes('draft'))).toBe(false);
    expect(entries).toHaveLength(4 + 2 + 3 + 2);
  });

  it('is valid by the sitemaps.org schema with the XHTML alternates, as xmllint reads it', () => {
    expect(schemaErrors(sitemapXml(owner, SITE, ['privacy/'], writing))).toBe('');
    expect(schemaErrors(sitemapXml(owner, SITE))).toBe('');
    // The check bites: an alternate before lastmod, out of the schema's order, is refused.
    const linkFirst = sitemapXml(owner, SITE, [], writing).replace(
      /(<loc>[^<]*<\/loc>)\n(\s*<lastmod>[^<]*<\/lastmod>)((?:\n\s*<changefreq>[^<]*<\/changefreq>)?)((?:\n\s*<xhtml:link [^>]*\/>)+)/,
      '$1$4\n$2$3',
    );
    expect(linkFirst).not.toBe(sitemapXml(owner, SITE, [], writing));
    expect(schemaErrors(linkFirst)).toMatch(/lastmod.*This element is not expected/);
  });

  it('has no blog where a language has no published post', () => {
    const englishOnly = sitemapXml(owner, SITE, [], writingOf([post('only', 'en')]));
    expect(englishOnly).toContain(`<loc>${SITE}blog/</loc>`);
    expect(englishOnly).not.toContain(`${SITE}hi/blog/`);
  });
});

describe("the document pages' ties to the writing", () => {
  const facts = privacyFacts(readConfig({}), owner);
  const noticeOf = (language: PageLanguage, pieces: typeof writing) =>
    privacyPageHtml({
      owner,
      language,
      texts: catalogues[language.code],
      facts,
      themeScript: '',
      siteUrl: SITE,
      writing: pieces,
    });
  const resumeOf = (language: PageLanguage, pieces: typeof writing) =>
    resumePage(resumeContent(owner, language, catalogues[language.code]), {
      owner,
      texts: catalogues[language.code],
      siteUrl: SITE,
      writing: pieces,
    });
  /** The page's feed links: the resume's PDF is an alternate too, and not a feed. */
  const feedsOf = (html: string) =>
    feedLinksOf(html).filter(([type]) => type !== 'application/pdf');
  const topLinks = (html: string) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return [...doc.querySelectorAll('header a')].map((link) => link.getAttribute('href'));
  };

  it.each([
    ['privacy notice', noticeOf],
    ['resume page', resumeOf],
  ])("the %s links the language's blog and its feeds when it has posts", (_, page) => {
    const html = page(hindi, writing);
    expect(topLinks(html)).toContain('/hi/blog/');
    expect(feedsOf(html).map(([type, , href]) => [type, href])).toEqual([
      ['application/rss+xml', `${SITE}hi/blog/rss.xml`],
      ['application/atom+xml', `${SITE}hi/blog/atom.xml`],
      ['application/feed+json', `${SITE}hi/blog/feed.json`],
    ]);
  });

  it.each([
    ['privacy notice', noticeOf],
    ['resume page', resumeOf],
  ])('the %s has neither where the language has no published post', (_, page) => {
    const onlyDraft = writingOf([post('draft', 'en', { draft: true })]);
    for (const pieces of [onlyDraft, writingOf([])]) {
      const html = page(english, pieces);
      expect(topLinks(html)).not.toContain('/blog/');
      expect(feedsOf(html)).toEqual([]);
    }
  });
});
