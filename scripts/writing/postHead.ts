import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
import { escapeMarkup } from '../site/logo';
import { pageUrl, siteRoot } from '../site/siteFiles';
import type { PostCard } from './postCards';
import type { RenderedPiece } from './types';

export interface PostHeadInput {
  owner: OwnerContent;
  /** The post, in the page's language. */
  piece: RenderedPiece;
  language: PageLanguage;
  /** The catalogue of `language`: the owner's name as that language writes it. */
  texts: Catalogue;
  /** Its social card (postCards.ts); the site's card of the language if it has none. */
  card: PostCard;
  /** The site's root URL (the build's SITE_URL); site.yaml's `site.url` when left out. */
  siteUrl?: string;
}

/** Open Graph writes a locale with an underscore: en_IN. */
const openGraphLocale = (locale: string) => locale.replace(/-/g, '_');

const meta = (property: string, content: string | number) =>
  `<meta property="${property}" content="${escapeMarkup(String(content))}" />`;

/**
 * A post page's own head markup, for the page shell's `head`: Open Graph as an `article`
 * (published and modified times, author, tags) with the post's own card, the large-image
 * Twitter card, and JSON-LD `BlogPosting`. The shell writes the title, description,
 * canonical and hreflang alternates; this does not repeat them.
 */
export function postHead({ owner, piece, language, texts, card, siteUrl }: PostHeadInput): string {
  const url = new URL(piece.path, siteRoot(owner, siteUrl)).href;
  const image = new URL(card.path, url).href;
  const author = pageUrl(owner, language.code, siteUrl);
  const { title, summary, date, updated, tags } = piece.front;
  const others = owner.site.languages.filter((other) => other.code !== language.code);
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: title,
    description: summary,
    datePublished: date,
    dateModified: updated ?? date,
    author: { '@type': 'Person', name: texts.name, url: author },
    inLanguage: language.code,
    image: { '@type': 'ImageObject', url: image, width: card.width, height: card.height },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    keywords: tags,
  };
  return [
    meta('og:type', 'article'),
    meta('og:site_name', texts.name),
    meta('og:locale', openGraphLocale(language.locale)),
    ...others.map((other) => meta('og:locale:alternate', openGraphLocale(other.locale))),
    meta('og:title', title),
    meta('og:description', summary),
    meta('og:url', url),
    meta('og:image', image),
    meta('og:image:type', card.type),
    meta('og:image:width', card.width),
    meta('og:image:height', card.height),
    meta('og:image:alt', card.alt),
    meta('article:published_time', date),
    meta('article:modified_time', updated ?? date),
    meta('article:author', author),
    ...tags.map((tag) => meta('article:tag', tag)),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:image:alt" content="${escapeMarkup(card.alt)}" />`,
    // "<" escaped, so no text in it can end the script element.
    `<script type="application/ld+json">${JSON.stringify(posting).replace(/</g, '\\u003c')}</script>`,
  ].join('\n    ');
}
