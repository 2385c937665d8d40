import type { SectionKind } from '../contract';

/** Skills: text alone, so it keeps its prerendered HTML and ships no script. */
export const kind: SectionKind = {
  order: 22,
  answers: false,
  shown: (_owner, texts) => Boolean(texts.skillGroups?.length),
};
