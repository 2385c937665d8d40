import { LATEST_POSTS, latestPosts } from '../../../scripts/writing/latestPosts';
import { PAGE_TEXTS_ID, pageTextsJson, readPageTexts } from '../../../src/app/pageTexts';
import { owner } from '../../../src/content/settings';
import { post, writingOf } from '../../support/writingFixtures';
import { en } from '../../support/sample';

const [english, hindi] = owner.site.languages;

describe("the home page's latest posts", () => {
  const writing = writingOf([
    post('a', 'en', { date: '2024-01-05' }),
    post('b', 'en', { date: '2024-03-10', summary: 'B in short.' }),
    post('c', 'en', { date: '2024-02-01' }),
    post('d', 'en', { date: '2023-12-24' }),
    post('e', 'en', { date: '2024-04-01', draft: true }),
    post('b', 'hi', { date: '2024-03-12', title: 'बी' }),
  ]);

  it(`are the newest ${LATEST_POSTS} published, as plain strings, dated in the locale`, () => {
    expect(latestPosts(writing, english)).toEqual([
      {
        title: 'Post b',
        date: '2024-03-10',
        dateText: '10 March 2024',
        summary: 'B in short.',
        path: '/blog/b/',
      },
      expect.objectContaining({ path: '/blog/c/', dateText: '1 February 2024' }),
      expect.objectContaining({ path: '/blog/a/', dateText: '5 January 2024' }),
    ]);
    expect(latestPosts(writing, hindi)).toEqual([
      expect.objectContaining({ title: 'बी', dateText: '12 मार्च 2024', path: '/hi/blog/b/' }),
    ]);
    expect(latestPosts(writingOf([]), hindi)).toEqual([]);
  });

  it("travel in the page's texts, and only when there are some", () => {
    const posts = latestPosts(writing, english);
    document.documentElement.lang = 'en';
    document.body.innerHTML = `<script type="application/json" id="${PAGE_TEXTS_ID}">${pageTextsJson(en, { latestPosts: posts })}</script>`;
    expect(readPageTexts().texts.latestPosts).toEqual(posts);
    expect(JSON.parse(pageTextsJson(en))).not.toHaveProperty('latestPosts');
  });
});
