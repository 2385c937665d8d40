import type { SectionKind } from '../contract';

/** Interests: text alone, so it keeps its prerendered HTML and ships no script. */
export const kind: SectionKind = {
  order: 48,
  answers: false,
  shown: (_owner, texts) => Boolean(texts.interests?.length),
};
