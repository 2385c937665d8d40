import type { SectionKind } from '../contract';

/** The latest posts of the page's language: shown while it has one; links only, no script. */
export const kind: SectionKind = {
  order: 40,
  answers: false,
  shown: (_owner, texts) => Boolean(texts.latestPosts?.length),
};
