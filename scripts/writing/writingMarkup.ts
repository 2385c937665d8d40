import { blogPath as languageBlogPath, fill } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
import { escapeMarkup } from '../site/logo';
import type { WritingPiece } from './buildWriting';

/**
 * The markup the writing's pages share (pages.ts, articleMarkup.ts): the catalogue's texts as
 * markup, the blog's and a tag's addresses, dates in the language's words, a piece's tags and
 * draft mark, and the list of posts of the blog's index and tag pages.
 */

/** A catalogue text as markup, its placeholders filled with text. */
export const say = (text: string, values: Record<string, string | number> = {}) =>
  escapeMarkup(fill(text, values));
/** A catalogue text as markup, its placeholders filled with ready markup. */
export const sayWith = (text: string, values: Record<string, string>) =>
  fill(escapeMarkup(text), values);

/** '/blog/' of a language. */
export const blogPath = (owner: OwnerContent, code: string) => languageBlogPath(owner.site, code);
/** A tag's page of a language: '/blog/tags/<tag>/'. */
export const tagPath = (owner: OwnerContent, code: string, tag: string) =>
  `${blogPath(owner, code)}tags/${tag}/`;

/** A day (YYYY-MM-DD) as the language's locale writes it: '14 March 2026', '14 मार्च 2026'. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A day as a <time> the language's words show. */
export const time = (day: string, language: PageLanguage) =>
  `<time datetime="${escapeMarkup(day)}">${escapeMarkup(formatDay(day, language.locale))}</time>`;

/** Between the facts of a line (date, reading time): seen, not read out. */
export const SEPARATOR = '<span aria-hidden="true"> · </span>';

/** A piece's tags, each a link to its tag's page. */
export function tagList(
  owner: OwnerContent,
  language: PageLanguage,
  texts: Catalogue,
  tags: string[],
) {
  if (tags.length === 0) return '';
  const items = tags
    .map(
      (tag) =>
        `<li><a href="${escapeMarkup(tagPath(owner, language.code, tag))}">${escapeMarkup(tag)}</a></li>`,
    )
    .join('');
  return `<ul class="tags" aria-label="${say(texts.blog.tags)}">${items}</ul>`;
}

/** The mark over a draft (development builds only show drafts). */
export const draftMark = (texts: Catalogue, piece: WritingPiece) =>
  piece.front.draft ? `<p class="draft-mark">${say(texts.blog.draft)}</p>` : '';

/** The blog's list of posts: title, date, reading time, summary and tags of each. */
export function postList(
  owner: OwnerContent,
  language: PageLanguage,
  texts: Catalogue,
  posts: WritingPiece[],
) {
  const items = posts.map(
    (post) => `<li><article>
${draftMark(texts, post)}<h2><a href="${escapeMarkup(post.path)}">${escapeMarkup(post.front.title)}</a></h2>
<p class="meta">${time(post.front.date, language)}${SEPARATOR}${say(texts.blog.readingTime, { minutes: post.readingMinutes })}</p>
<p>${escapeMarkup(post.front.summary)}</p>
${tagList(owner, language, texts, post.front.tags)}
</article></li>`,
  );
  return `<ol class="posts">${items.join('\n')}</ol>`;
}
