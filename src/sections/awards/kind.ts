import type { SectionKind } from '../contract';

/** Awards: text alone, so it keeps its prerendered HTML and ships no script. */
export const kind: SectionKind = {
  order: 44,
  answers: false,
  shown: (_owner, texts) => Boolean(texts.awards?.length),
};
