import { blogPath, fill, pagePath } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
import { DEFERRED_HEAD_ID } from '../../src/app/deferredHead';
import type { SiteHead } from '../content/siteImages';
import {
  FEED_FORMATS,
  changedOn,
  feedPath,
  lastChange,
  publishedCaseStudies,
  publishedPosts,
} from '../writing/published';
import type { RenderedPiece, Writing } from '../writing/types';
import { escapeMarkup } from './logo';

/**
 * Each page's <head> metadata, sitemap.xml and robots.txt, made from the content
 * (site.yaml and the language's words) at build time, so an owner who edits content/ gets
 * them right without touching HTML.
 */

/** The site's root URL with exactly one trailing slash. */
export function siteRoot(owner: OwnerContent, siteUrl?: string): string {
  const url = siteUrl && siteUrl.trim() !== '' ? siteUrl.trim() : owner.site.url;
  return `${url.replace(/\/+$/, '')}/`;
}

/** The full address of a language's page: the root, or the root's /hi/. */
export function pageUrl(owner: OwnerContent, code: string, siteUrl?: string): string {
  return new URL(pagePath(owner.site, code), siteRoot(owner, siteUrl)).href;
}

export function pageTitle(texts: Catalogue): string {
  return `${texts.name} · ${texts.title}`;
}

/** Open Graph writes a locale with an underscore: en_IN. */
const openGraphLocale = (locale: string) => locale.replace(/-/g, '_');

/** A link's host name, '' when it is none. */
function hostOf(link: string): string {
  try {
    return new URL(link).hostname;
  } catch {
    return '';
  }
}

/** JSON for a <script type="application/ld+json"> block; "<" is escaped so no text ends it. */
function personJsonLd(owner: OwnerContent, texts: Catalogue, url: string): string {
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: texts.name,
    jobTitle: texts.title,
    description: texts.meta.description,
    url,
    sameAs: owner.socials.map((social) => social.url),
    knowsAbout: owner.about.skills,
  };
  return JSON.stringify(person).replace(/</g, '\\u003c');
}

/** One language's page, as its <head> describes it. */
export interface PageHeadInput {
  owner: OwnerContent;
  language: PageLanguage;
  texts: Catalogue;
  /** What the content step (scripts/content/) made for this language. */
  generated: SiteHead;
  siteUrl?: string;
  /** What the writing step made: the language's feeds are linked when it has posts. */
  writing?: Writing;
}

/** The catalogue's name of each feed format, for its link's title. */
const FEED_TITLES = { rss: 'rssFeed', atom: 'atomFeed', json: 'jsonFeed' } as const;

/**
 * The language's three feeds (RSS, Atom, JSON Feed) as `<link rel="alternate">` for a page's
 * head, so a browser or a feed reader finds them from any page in that language; nothing when
 * the language has no published post (it has no feeds then).
 */
export function feedLinks(
  owner: OwnerContent,
  language: PageLanguage,
  texts: Catalogue,
  siteUrl: string | undefined,
  writing: Writing,
): string {
  if (publishedPosts(writing, language.code).length === 0) return '';
  const root = siteRoot(owner, siteUrl);
  return FEED_FORMATS.map(({ key, type }) => {
    const title = fill(texts.writingSection[FEED_TITLES[key]], { name: texts.name });
    const href = new URL(feedPath(owner, language.code, key), root).href;
    return `<link rel="alternate" type="${type}" title="${escapeMarkup(title)}" href="${escapeMarkup(href)}" />`;
  }).join('\n    ');
}

/**
 * A document page's ties to its language's writing (the privacy notice, the resume page): the
 * feeds' links for its head and the blog among its top links; none when the language has no
 * published post, or when the build made no writing.
 */
export function writingTies(
  owner: OwnerContent,
  language: PageLanguage,
  texts: Catalogue,
  siteUrl: string | undefined,
  writing: Writing | undefined,
): { head: string; blogPath?: string } {
  if (!writing || publishedPosts(writing, language.code).length === 0) return { head: '' };
  return {
    head: feedLinks(owner, language, texts, siteUrl, writing),
    blogPath: blogPath(owner.site, language.code),
  };
}

/**
 * Title, description, canonical, the other languages' pages (hreflang, and x-default: the
 * default language's), Open Graph with the page's locale, its alternates and the social card,
 * a large-image Twitter card, the home-screen icons and web manifest (held back for the page to
 * add), and JSON-LD Person: each in the page's language.
 */
export function headTags({
  owner,
  language,
  texts,
  generated,
  siteUrl,
  writing,
}: PageHeadInput): string {
  const url = pageUrl(owner, language.code, siteUrl);
  const title = escapeMarkup(pageTitle(texts));
  const description = escapeMarkup(texts.meta.description);
  const image = generated.socialImage;
  const twitterHandle = owner.socials
    .find((social) => /^(www\.)?(x|twitter)\.com$/.test(hostOf(social.url)))
    ?.url.split('/')
    .filter(Boolean)
    .pop();
  const others = owner.site.languages.filter((other) => other.code !== language.code);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    ...alternates(owner, siteUrl).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${escapeMarkup(href)}" />`,
    ),
    ...(writing ? [feedLinks(owner, language, texts, siteUrl, writing)].filter(Boolean) : []),
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:site_name" content="${escapeMarkup(texts.name)}" />`,
    `<meta property="og:locale" content="${escapeMarkup(openGraphLocale(language.locale))}" />`,
    ...others.map(
      (other) =>
        `<meta property="og:locale:alternate" content="${escapeMarkup(openGraphLocale(other.locale))}" />`,
    ),
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeMarkup(url)}" />`,
    `<meta property="og:image" content="${escapeMarkup(new URL(image.path, url).href)}" />`,
    `<meta property="og:image:type" content="${image.type}" />`,
    `<meta property="og:image:width" content="${image.width}" />`,
    `<meta property="og:image:height" content="${image.height}" />`,
    `<meta property="og:image:alt" content="${escapeMarkup(image.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:image:alt" content="${escapeMarkup(image.alt)}" />`,
    ...(twitterHandle
      ? [`<meta name="twitter:site" content="@${escapeMarkup(twitterHandle)}" />`]
      : []),
    `<link rel="apple-touch-icon" href="${escapeMarkup(generated.appleTouchIconPath)}" />`,
    // Added by the page once it has started (src/app/deferredHead.ts).
    `<template id="${DEFERRED_HEAD_ID}"><link rel="manifest" href="${escapeMarkup(generated.manifestPath)}" /></template>`,
    `<script type="application/ld+json">${personJsonLd(owner, texts, url)}</script>`,
  ].join('\n    ');
}

/** Every language's page by its hreflang, then x-default: the default language's. */
function alternates(owner: OwnerContent, siteUrl?: string) {
  const url = (code: string) => pageUrl(owner, code, siteUrl);
  return [
    ...owner.site.languages.map(({ code }) => ({ hreflang: code, href: url(code) })),
    { hreflang: 'x-default', href: url(owner.site.defaultLanguage) },
  ];
}

/** One address of the sitemap in one language. */
interface SitemapVersion {
  hreflang: string;
  href: string;
  /** The day it last changed, `YYYY-MM-DD`, when known. */
  lastmod?: string;
}

/**
 * One <url> per language's version of a page, each listing every version (hreflang) and, when
 * the default language has one, x-default. In the order of the sitemaps.org schema (its
 * `tUrl` sequence): loc, lastmod, changefreq, then the other namespaces' elements, here the
 * alternates (`xhtml:link`); a link before lastmod makes the file invalid.
 */
function sitemapEntries(versions: SitemapVersion[], defaultLanguage: string): string[] {
  const fallback = versions.find(({ hreflang }) => hreflang === defaultLanguage);
  const linked = fallback ? [...versions, { ...fallback, hreflang: 'x-default' }] : versions;
  const links = linked
    .map(
      ({ hreflang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${escapeMarkup(href)}"/>`,
    )
    .join('\n');
  return versions.map(({ href, lastmod }) =>
    [
      '  <url>',
      `    <loc>${escapeMarkup(href)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      '    <changefreq>monthly</changefreq>',
      links,
      '  </url>',
    ].join('\n'),
  );
}

/**
 * The writing's addresses: each language's blog (while it has posts), each post and case
 * study with its translations as alternates, each dated by its last change. Drafts are left
 * out.
 */
function writingVersions(
  owner: OwnerContent,
  writing: Writing,
  siteUrl?: string,
): SitemapVersion[][] {
  const root = siteRoot(owner, siteUrl);
  const whole = (path: string) => new URL(path, root).href;
  const codes = owner.site.languages.map(({ code }) => code);
  const blogs = codes.flatMap((code) => {
    const posts = publishedPosts(writing, code);
    return posts.length === 0
      ? []
      : [{ hreflang: code, href: whole(blogPath(owner.site, code)), lastmod: lastChange(posts) }];
  });
  const bySlug = (pieces: RenderedPiece[]) => {
    const groups = new Map<string, SitemapVersion[]>();
    for (const piece of pieces) {
      const versions = groups.get(piece.slug) ?? [];
      versions.push({
        hreflang: piece.language,
        href: whole(piece.path),
        lastmod: changedOn(piece),
      });
      groups.set(piece.slug, versions);
    }
    return [...groups.values()];
  };
  return [
    ...(blogs.length > 0 ? [blogs] : []),
    ...bySlug(codes.flatMap((code) => publishedPosts(writing, code))),
    ...bySlug(codes.flatMap((code) => publishedCaseStudies(writing, code))),
  ];
}

/**
 * One entry per language's page, and per language's version of each of the build's
 * `documents` (directories under the page, e.g. 'privacy/'), each listing its alternates in
 * every language (hreflang); then the writing's pages, when there is `writing`.
 */
export function sitemapXml(
  owner: OwnerContent,
  siteUrl?: string,
  documents: string[] = [],
  writing?: Writing,
): string {
  const pages = ['', ...documents].map((under) =>
    owner.site.languages.map(({ code }) => ({
      hreflang: code,
      href: new URL(under, pageUrl(owner, code, siteUrl)).href,
    })),
  );
  const entries = [...pages, ...(writing ? writingVersions(owner, writing, siteUrl) : [])].flatMap(
    (versions) => sitemapEntries(versions, owner.site.defaultLanguage),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(owner: OwnerContent, siteUrl?: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteRoot(owner, siteUrl)}sitemap.xml\n`;
}
