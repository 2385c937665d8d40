import { writingPageHead } from '../../../scripts/build/discoveryStep';
import type { WritingPiece } from '../../../scripts/writing/buildWriting';
import type { PostCard } from '../../../scripts/writing/postCards';
import { owner } from '../../../src/content/settings';
import type { PageLanguage } from '../../../src/content/types';
import { caseStudy, post, writingOf } from '../../support/writingFixtures';

const [english, hindi] = owner.site.languages as [PageLanguage, PageLanguage];
const card = (path: string): PostCard => ({
  path,
  type: 'image/png',
  width: 1200,
  height: 630,
  alt: 'A card',
});
const piece = (rendered: ReturnType<typeof post>): WritingPiece => ({
  ...rendered,
  translations: {},
});

const published = piece(post('first', 'en', { date: '2024-01-05' }));
const draft = piece(post('later', 'en', { date: '2024-02-01', draft: true }));
const fresh = piece(post('fresh', 'en', { date: '2024-03-01' }));
const study = piece(caseStudy('refill-buddy', 'en'));
const writing = writingOf([published, draft, fresh, study]);
const headOf = writingPageHead(
  { cards: { '/blog/first/': card('/cards/en-first.1a2b3c4d.png') }, dir: '/tmp/cards' },
  { en: card('/social-card.en.png'), hi: card('/social-card.hi.png') },
  'https://me.example.org',
);

function parse(html: string) {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = html;
  return {
    feeds: [...doc.querySelectorAll('link[rel="alternate"][type]')].map((link) =>
      link.getAttribute('href'),
    ),
    type: doc.querySelector('meta[property="og:type"]')?.getAttribute('content'),
    image: doc.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    postings: doc.querySelectorAll('script[type="application/ld+json"]').length,
  };
}

describe("the writing pages' heads", () => {
  it('give a post its feed links, article tags, BlogPosting and its own card', () => {
    expect(
      parse(headOf({ path: published.path, language: english, writing, piece: published })),
    ).toEqual({
      feeds: [
        'https://me.example.org/blog/rss.xml',
        'https://me.example.org/blog/atom.xml',
        'https://me.example.org/blog/feed.json',
      ],
      type: 'article',
      image: 'https://me.example.org/cards/en-first.1a2b3c4d.png',
      postings: 1,
    });
  });

  it("give a post without a card yet the language's site card", () => {
    expect(
      parse(headOf({ path: fresh.path, language: english, writing, piece: fresh })).image,
    ).toBe('https://me.example.org/social-card.en.png');
  });

  it('give the blog, a tag page, a case study and a draft the feed links alone', () => {
    for (const page of [
      { path: '/blog/', language: english, writing },
      { path: '/blog/tags/web/', language: english, writing },
      { path: study.path, language: english, writing, piece: study },
      { path: draft.path, language: english, writing, piece: draft },
    ]) {
      const head = parse(headOf(page));
      expect(head.feeds).toHaveLength(3);
      expect([head.type, head.postings]).toEqual([undefined, 0]);
    }
  });

  it('give nothing in a language without posts', () => {
    expect(headOf({ path: '/hi/blog/', language: hindi, writing })).toBe('');
  });
});
