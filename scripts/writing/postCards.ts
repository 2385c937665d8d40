import { fill } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent } from '../../src/content/types';
import type { FileCache } from '../content/fileCache';
import { hashOf } from '../content/fileCache';
import type { SiteHead } from '../content/siteImages';
import { SETTINGS_KEY, SOCIAL_CARD, postCardSvg, renderPng } from '../content/siteImages';
import { publishedPosts } from './published';
import type { Writing } from './types';

/** A post's social card as its head names it (the site card's shape, with its description). */
export type PostCard = SiteHead['socialImage'];

/** The cards' folder under the site's root. */
export const CARDS_DIR = 'cards';

/**
 * Each published post's own social card (its title and the owner's name, in its language),
 * drawn like the site's card (siteImages.ts) and cached by a hash of its drawing: an unchanged
 * post is not drawn again. Written to `outDir`/cards/; the answer is keyed by the post's path.
 */
export async function postCards(
  owner: OwnerContent,
  writing: Writing,
  catalogues: Record<string, Catalogue>,
  cache: FileCache,
  outDir: string,
): Promise<Record<string, PostCard>> {
  const cards: Record<string, PostCard> = {};
  for (const { code } of owner.site.languages) {
    const texts = catalogues[code];
    for (const piece of publishedPosts(writing, code)) {
      const svg = postCardSvg(owner, piece.front.title, texts.name);
      const hash = hashOf(SETTINGS_KEY, svg);
      const name = `${CARDS_DIR}/${code}-${piece.slug}.${hash.slice(0, 8)}.png`;
      await cache.files(hash, outDir, async () => ({
        files: [{ name, data: await renderPng(svg) }],
        info: null,
      }));
      cards[piece.path] = {
        path: `/${name}`,
        type: 'image/png',
        ...SOCIAL_CARD,
        alt: fill(texts.writingSection.postCardAlt, { title: piece.front.title, name: texts.name }),
      };
    }
  }
  return cards;
}
