import type { SectionKind } from '../contract';

/** Education: text alone, so it keeps its prerendered HTML and ships no script. */
export const kind: SectionKind = {
  order: 34,
  answers: false,
  shown: (_owner, texts) => Boolean(texts.education?.length),
};
