import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent } from '../content/ownerFolder';
import { siteContent } from '../content/siteContent';
import type { PageLanguage } from '../../src/content/types';
import { FileCache } from '../content/fileCache';
import { feedLinks } from '../site/siteFiles';
import { postCards } from '../writing/postCards';
import type { PostCard } from '../writing/postCards';
import { postHead } from '../writing/postHead';
import type { WritingPiece } from '../writing/buildWriting';
import type { Writing } from '../writing/types';

/**
 * How the writing is found and shared (scripts/writing/): each post's social card, drawn before
 * the bundles (cached by content hash beside the content step's images), and the head markup
 * of the writing's pages: the language's feed links on every page, and on a post its Open
 * Graph article and JSON-LD BlogPosting (postHead.ts). The feeds and the sitemap are the
 * site-files step's (siteFilesPlugin.ts).
 */

export interface Discovery {
  /** Each published post's card, by the post's path. */
  cards: Record<string, PostCard>;
  /** Where the cards were written: copied to the site's root. */
  dir: string;
}

/** Draws (or takes from the cache) every published post's card. */
export async function prepareDiscovery(
  rootDir: string,
  writing: Writing,
  { owner, catalogues }: LoadedContent,
): Promise<Discovery> {
  const started = Date.now();
  const dir = path.resolve(rootDir, '.local/cards');
  // Emptied first: a post deleted or retitled leaves no old card behind.
  await rm(dir, { recursive: true, force: true });
  const cache = new FileCache(path.resolve(rootDir, 'node_modules/.cache/portfolio-content'));
  const cards = await postCards(owner, writing, catalogues, cache, dir);
  const { hits, misses } = cache.stats;
  console.info(`Post cards ready in ${Date.now() - started} ms (${hits} cached, ${misses} drawn).`);
  return { cards, dir };
}

/** What a writing page is, for its head. */
export interface WritingPageHead {
  path: string;
  language: PageLanguage;
  writing: Writing;
  /** The post or case study the page shows, if it shows one. */
  piece?: WritingPiece;
}

/**
 * A writing page's head markup: its language's feed links, and on a post its article tags and
 * BlogPosting with its own card (the language's site card while a card is missing: a post
 * added while the development server runs).
 */
export function writingPageHead(
  discovery: Discovery,
  siteCards: Record<string, PostCard>,
  siteUrl?: string,
): (page: WritingPageHead) => string {
  const { owner, catalogues } = siteContent();
  return ({ language, writing, piece }) => {
    const texts = catalogues[language.code];
    const links = feedLinks(owner, language, texts, siteUrl, writing);
    if (piece?.kind !== 'post' || piece.front.draft) return links;
    const card = discovery.cards[piece.path] ?? siteCards[language.code];
    return [links, postHead({ owner, piece, language, texts, card, siteUrl })]
      .filter(Boolean)
      .join('\n    ');
  };
}
