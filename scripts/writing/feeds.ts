import { Feed } from 'feed';
import type { Item } from 'feed';
import { blogPath, fill } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
import { escapeMarkup } from '../site/logo';
import { pageUrl, siteRoot } from '../site/siteFiles';
import { absoluteUrls } from './absoluteUrls';
import { FEED_FORMATS, changedOn, dayOf, feedPath, lastChange, publishedPosts } from './published';
import type { RenderedPiece, Writing } from './types';

/**
 * Each language's feeds of its posts, RSS 2.0, Atom 1.0 and JSON Feed 1.1, made with `feed`
 * from one description: the full post with whole addresses, newest first, at most
 * FEED_LIMIT, never a draft, in the language of the posts, by the owner. The post is its
 * body for feed readers (`feedHtml`: no style attributes, no page-only markup), rendered
 * from the same Markdown as the page (render.ts).
 */

/** A reader that follows a feed gets this many posts at most (the newest). */
export const FEED_LIMIT = 20;

/** A file the build writes, from dist/'s root. */
export interface FeedFile {
  name: string;
  data: string;
}

const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';

interface LanguageFeedInput {
  owner: OwnerContent;
  language: PageLanguage;
  texts: Catalogue;
  posts: RenderedPiece[];
  siteUrl?: string;
}

/** The description `feed` writes out three ways, and the RSS items apart (see below). */
function describe({ owner, language, texts, posts, siteUrl }: LanguageFeedInput) {
  const root = siteRoot(owner, siteUrl);
  const whole = (path: string) => new URL(path, root).href;
  const blog = whole(blogPath(owner.site, language.code));
  const author = { name: texts.name, link: pageUrl(owner, language.code, siteUrl) };
  const feed = new Feed({
    id: blog,
    title: fill(texts.writingSection.feedTitle, { name: texts.name }),
    description: fill(texts.writingSection.feedDescription, { name: texts.name }),
    link: blog,
    language: language.code,
    updated: dayOf(lastChange(posts)),
    generator: false,
    copyright: `© ${owner.copyrightYear} ${texts.name}`,
    author,
    feedLinks: Object.fromEntries(
      FEED_FORMATS.map(({ key }) => [key, whole(feedPath(owner, language.code, key))]),
    ),
  });
  const items = posts.slice(0, FEED_LIMIT).map((piece): Item => {
    const link = whole(piece.path);
    return {
      title: piece.front.title,
      id: link,
      link,
      date: dayOf(changedOn(piece)),
      published: dayOf(piece.front.date),
      description: piece.front.summary,
      content: absoluteUrls(piece.feedHtml, link),
      category: piece.front.tags.map((tag) => ({ name: tag, term: tag })),
      author: [author],
    };
  });
  return { feed, items, author };
}

/**
 * RSS 2.0's <author> must be an e-mail address, which the owner may not want published: the
 * items name the owner in Dublin Core's dc:creator instead, and their guid is their address.
 */
function rss(input: LanguageFeedInput): string {
  const { feed, items, author } = describe(input);
  for (const item of items) {
    feed.addItem({
      ...item,
      id: undefined,
      author: undefined,
      extensions: [{ name: 'dc:creator', objects: { _cdata: author.name } }],
    });
  }
  return feed.rss2();
}

/** Atom says the language of its text with xml:lang, which `feed` does not write. */
function atom(input: LanguageFeedInput): string {
  const { feed, items } = describe(input);
  for (const item of items) feed.addItem(item);
  return feed
    .atom1()
    .replace(
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeMarkup(input.language.code)}">`,
    );
}

/**
 * `feed` writes JSON Feed 1; 1.1 adds the feed's `language` and names people in `authors`
 * (a list) instead of `author`, which it deprecates.
 */
function jsonFeed(input: LanguageFeedInput): string {
  const { feed, items, author } = describe(input);
  for (const item of items) feed.addItem(item);
  const written = JSON.parse(feed.json1()) as Record<string, unknown> & {
    items: Record<string, unknown>[];
  };
  const authors = [{ name: author.name, url: author.link }];
  // JSON.stringify leaves out what is undefined: the deprecated `author`s.
  return `${JSON.stringify(
    {
      ...written,
      version: JSON_FEED_VERSION,
      language: input.language.code,
      author: undefined,
      authors,
      items: written.items.map((item) => ({ ...item, author: undefined, authors })),
    },
    null,
    2,
  )}\n`;
}

/**
 * Every language's three feeds, for the languages that have a post (a language without one
 * has none). Pure: the writing step's result and the texts in, the files out.
 */
export function feedFiles(
  owner: OwnerContent,
  writing: Writing,
  catalogues: Record<string, Catalogue>,
  siteUrl?: string,
): FeedFile[] {
  return owner.site.languages.flatMap((language) => {
    const posts = publishedPosts(writing, language.code);
    if (posts.length === 0) return [];
    const input = { owner, language, texts: catalogues[language.code], posts, siteUrl };
    return [
      { name: feedPath(owner, language.code, 'rss').slice(1), data: rss(input) },
      { name: feedPath(owner, language.code, 'atom').slice(1), data: atom(input) },
      { name: feedPath(owner, language.code, 'json').slice(1), data: jsonFeed(input) },
    ];
  });
}
