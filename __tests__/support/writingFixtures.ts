import type { PostFrontMatter, RenderedPiece, Writing } from '../../scripts/writing/types';

/**
 * Rendered pieces as the writing step hands them over (scripts/writing/types.ts), built here
 * so the feeds, the sitemap, the post heads and the home page can be tested on their own.
 */
export function post(
  slug: string,
  language: string,
  front: Partial<PostFrontMatter> = {},
  html = `<p>About ${slug}.</p>`,
): RenderedPiece {
  const under = language === 'en' ? '/' : `/${language}/`;
  return {
    kind: 'post',
    slug,
    language,
    source: `src/content/posts/${slug}.${language}.md`,
    front: {
      title: `Post ${slug}`,
      date: '2024-01-01',
      summary: `The summary of ${slug}.`,
      tags: ['web'],
      ...front,
    },
    html,
    feedHtml: html,
    headings: [],
    readingMinutes: 3,
    path: `${under}blog/${slug}/`,
  };
}

export function caseStudy(slug: string, language: string, projectIndex = 0): RenderedPiece {
  const under = language === 'en' ? '/' : `/${language}/`;
  return {
    ...post(slug, language, { title: `Case study ${slug}` }),
    kind: 'caseStudy',
    source: `src/content/case-studies/${slug}.${language}.md`,
    path: `${under}projects/${slug}/`,
    projectIndex,
  };
}

/** The writing step's result for these pieces: each language's posts newest first. */
export function writingOf(pieces: RenderedPiece[]): Writing {
  const writing: Writing = { posts: {}, caseStudies: {} };
  for (const piece of pieces) {
    const group = piece.kind === 'post' ? writing.posts : writing.caseStudies;
    (group[piece.language] ??= []).push(piece);
  }
  for (const posts of Object.values(writing.posts)) {
    posts.sort((a, b) => b.front.date.localeCompare(a.front.date));
  }
  return writing;
}
