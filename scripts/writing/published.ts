import { blogPath } from '../../src/content/languages';
import type { OwnerContent } from '../../src/content/types';
import type { RenderedPiece, Writing } from './types';

/**
 * What of the writing is public, and where its feeds are: the one answer the feeds, the
 * sitemap, the pages' feed links and the home page's Writing section share. A draft is never
 * public, even in a development build that renders it.
 */

/** The three feeds, under each language's blog: /blog/rss.xml, /hi/blog/feed.json. */
export const FEED_FORMATS = [
  { key: 'rss', file: 'rss.xml', type: 'application/rss+xml' },
  { key: 'atom', file: 'atom.xml', type: 'application/atom+xml' },
  { key: 'json', file: 'feed.json', type: 'application/feed+json' },
] as const;

export type FeedFormat = (typeof FEED_FORMATS)[number]['key'];

/** Where a language's feed of `format` is served, from the site's root. */
export function feedPath(owner: OwnerContent, code: string, format: FeedFormat): string {
  const found = FEED_FORMATS.find((entry) => entry.key === format);
  if (!found) throw new Error(`There is no feed format "${format}".`);
  return `${blogPath(owner.site, code)}${found.file}`;
}

/** A front-matter day (`YYYY-MM-DD`) as the start of that day, UTC. */
export const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** The day a piece last changed: its `updated`, else its `date`. */
export const changedOn = (piece: RenderedPiece) => piece.front.updated ?? piece.front.date;

/** The last day anything in `pieces` changed (`YYYY-MM-DD`); there must be one. */
export const lastChange = (pieces: RenderedPiece[]) =>
  pieces.map(changedOn).reduce((latest, day) => (day > latest ? day : latest));

/** Newest first, by front-matter date, then by slug: the order of every list of posts. */
export const newestFirst = (a: RenderedPiece, b: RenderedPiece) =>
  b.front.date.localeCompare(a.front.date) || a.slug.localeCompare(b.slug);

/** A language's posts that may be shown: never a draft, newest first. */
export function publishedPosts(writing: Writing, code: string): RenderedPiece[] {
  return (writing.posts[code] ?? []).filter((piece) => !piece.front.draft).sort(newestFirst);
}

/** A language's case studies that may be shown, in site.yaml's order. */
export function publishedCaseStudies(writing: Writing, code: string): RenderedPiece[] {
  return (writing.caseStudies[code] ?? []).filter((piece) => !piece.front.draft);
}
