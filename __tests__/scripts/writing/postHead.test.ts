import { postHead } from '../../../scripts/writing/postHead';
import type { PostCard } from '../../../scripts/writing/postCards';
import { owner } from '../../../src/content/settings';
import type { PageLanguage } from '../../../src/content/types';
import { post } from '../../support/writingFixtures';
import { catalogues } from '../../support/sample';

const [english, hindi] = owner.site.languages as [PageLanguage, PageLanguage];
const card: PostCard = {
  path: '/cards/hi-double-booking.1a2b3c4d.png',
  type: 'image/png',
  width: 1200,
  height: 630,
  alt: 'कार्ड',
};

function parseHead(html: string) {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = html;
  return doc;
}
const metas = (doc: Document, property: string) =>
  [...doc.querySelectorAll(`meta[property="${property}"]`)].map((m) => m.getAttribute('content'));

describe("a post's head", () => {
  const piece = post('double-booking', 'hi', {
    title: 'एक ही रीफ़िल दो बार </script>',
    summary: 'दो अनुरोध, एक स्लॉट।',
    date: '2024-03-12',
    updated: '2024-04-02',
    tags: ['react', 'mongodb'],
  });
  const head = parseHead(
    postHead({
      owner,
      piece,
      language: hindi,
      texts: catalogues.hi,
      card,
      siteUrl: 'https://me.example.org',
    }),
  );

  it('describes it to Open Graph as an article, in its language, with its own card', () => {
    expect(metas(head, 'og:type')).toEqual(['article']);
    expect(metas(head, 'og:title')).toEqual(['एक ही रीफ़िल दो बार </script>']);
    expect(metas(head, 'og:url')).toEqual(['https://me.example.org/hi/blog/double-booking/']);
    expect(metas(head, 'og:locale')).toEqual(['hi_IN']);
    expect(metas(head, 'og:locale:alternate')).toEqual(['en_IN']);
    expect(metas(head, 'og:image')).toEqual([
      'https://me.example.org/cards/hi-double-booking.1a2b3c4d.png',
    ]);
    expect(metas(head, 'og:image:alt')).toEqual(['कार्ड']);
    expect(metas(head, 'article:published_time')).toEqual(['2024-03-12']);
    expect(metas(head, 'article:modified_time')).toEqual(['2024-04-02']);
    expect(metas(head, 'article:author')).toEqual(['https://me.example.org/hi/']);
    expect(metas(head, 'article:tag')).toEqual(['react', 'mongodb']);
    expect(head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe(
      'summary_large_image',
    );
  });

  it('gives JSON-LD BlogPosting with what search engines ask for, and nothing that ends the script', () => {
    const scripts = head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].textContent).not.toContain('</script>');
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'एक ही रीफ़िल दो बार </script>',
      description: 'दो अनुरोध, एक स्लॉट।',
      datePublished: '2024-03-12',
      dateModified: '2024-04-02',
      author: { '@type': 'Person', name: 'आरव मेहता', url: 'https://me.example.org/hi/' },
      inLanguage: 'hi',
      image: {
        '@type': 'ImageObject',
        url: 'https://me.example.org/cards/hi-double-booking.1a2b3c4d.png',
        width: 1200,
        height: 630,
      },
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': 'https://me.example.org/hi/blog/double-booking/',
      },
      url: 'https://me.example.org/hi/blog/double-booking/',
      keywords: ['react', 'mongodb'],
    });
  });

  it('dates an unchanged post modified on its publication day, on the site address by default', () => {
    const englishHead = parseHead(
      postHead({
        owner,
        piece: post('first', 'en', { date: '2024-01-05' }),
        language: english,
        texts: catalogues.en,
        card,
      }),
    );
    expect(metas(englishHead, 'article:modified_time')).toEqual(['2024-01-05']);
    expect(metas(englishHead, 'og:url')).toEqual(['https://aarav-mehta.example.dev/blog/first/']);
  });
});
