import type { OwnerContent } from '../../src/content/types';
import { DEFERRED_HEAD_ID } from '../../src/app/deferredHead';
import { palettes } from '../../src/styles/theme';
import type { SiteHead } from '../content/siteImages';

/**
 * The page's <head> metadata, sitemap.xml, robots.txt and favicon.svg, made from the content file at
 * build time, so a forker who edits src/content/owner.ts gets them right without touching HTML.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The site's root URL with exactly one trailing slash. */
export function siteRoot(owner: OwnerContent, siteUrl?: string): string {
  const url = siteUrl && siteUrl.trim() !== '' ? siteUrl.trim() : owner.site.url;
  return `${url.replace(/\/+$/, '')}/`;
}

export function pageTitle(owner: OwnerContent): string {
  return `${owner.name} · ${owner.title}`;
}

/** JSON for a <script type="application/ld+json"> block; "<" is escaped so no text ends it. */
function personJsonLd(owner: OwnerContent, root: string): string {
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: owner.name,
    jobTitle: owner.title,
    description: owner.site.description,
    url: root,
    sameAs: [
      owner.socials.github,
      owner.socials.linkedin,
      owner.socials.twitter,
      owner.socials.instagram,
    ],
    knowsAbout: owner.about.skills,
  };
  return JSON.stringify(person).replace(/</g, '\\u003c');
}

/**
 * Title, description, canonical, Open Graph with the social card, a large-image Twitter card,
 * the home-screen icons and web manifest (held back for the page to add), and JSON-LD Person.
 * `generated` is what the content step (scripts/content/) made.
 */
export function headTags(owner: OwnerContent, generated: SiteHead, siteUrl?: string): string {
  const root = siteRoot(owner, siteUrl);
  const title = escapeHtml(pageTitle(owner));
  const description = escapeHtml(owner.site.description);
  const image = generated.socialImage;
  const twitterHandle = owner.socials.twitter.split('/').filter(Boolean).pop();
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(root)}" />`,
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:site_name" content="${escapeHtml(owner.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(root)}" />`,
    `<meta property="og:image" content="${escapeHtml(new URL(image.path, root).href)}" />`,
    `<meta property="og:image:type" content="${image.type}" />`,
    `<meta property="og:image:width" content="${image.width}" />`,
    `<meta property="og:image:height" content="${image.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}" />`,
    ...(twitterHandle
      ? [`<meta name="twitter:site" content="@${escapeHtml(twitterHandle)}" />`]
      : []),
    `<link rel="apple-touch-icon" href="${escapeHtml(generated.appleTouchIconPath)}" />`,
    // Added by the page once it has started (src/app/deferredHead.ts).
    `<template id="${DEFERRED_HEAD_ID}"><link rel="manifest" href="${escapeHtml(generated.manifestPath)}" /></template>`,
    `<script type="application/ld+json">${personJsonLd(owner, root)}</script>`,
  ].join('\n    ');
}

export function sitemapXml(owner: OwnerContent, siteUrl?: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    `  <url><loc>${escapeHtml(siteRoot(owner, siteUrl))}</loc><changefreq>monthly</changefreq></url>`,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(owner: OwnerContent, siteUrl?: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteRoot(owner, siteUrl)}sitemap.xml\n`;
}

/** The tab icon: the logo's letters on the dark theme's colours. */
export function faviconSvg(owner: OwnerContent): string {
  const { background, accent } = palettes.dark;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `  <rect width="64" height="64" rx="14" fill="${background}"/>`,
    `  <text x="32" y="42" text-anchor="middle" font-family="system-ui, sans-serif" font-size="28" font-weight="800" fill="${accent}">${escapeHtml(owner.logoText)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
