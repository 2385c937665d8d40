import type { SectionKind } from '../contract';

/** Experience: text alone, so it keeps its prerendered HTML and ships no script. */
export const kind: SectionKind = {
  order: 32,
  answers: false,
  shown: (_owner, texts) => Boolean(texts.experience?.length),
};
