import type { LatestPost } from '../../src/content/catalogue';
import type { PageLanguage } from '../../src/content/types';
import { dayOf, publishedPosts } from './published';
import type { Writing } from './types';

/** How many posts the home page's Writing section shows. */
export const LATEST_POSTS = 3;

/**
 * The home page's Writing section in one language: its newest published posts as plain strings
 * (the page's texts carry them, so the section needs no data of its own), each date written in
 * the language's locale here, at build time, so the prerender and the browser show the same.
 */
export function latestPosts(writing: Writing, language: PageLanguage): LatestPost[] {
  const format = new Intl.DateTimeFormat(language.locale, { dateStyle: 'long', timeZone: 'UTC' });
  return publishedPosts(writing, language.code)
    .slice(0, LATEST_POSTS)
    .map(({ front, path }) => ({
      title: front.title,
      date: front.date,
      dateText: format.format(dayOf(front.date)),
      summary: front.summary,
      path,
    }));
}
