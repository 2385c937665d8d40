import type { SectionKind } from '../contract';

/** Languages: text alone, so it keeps its prerendered HTML and ships no script. */
export const kind: SectionKind = {
  order: 47,
  answers: false,
  shown: (_owner, texts) => Boolean(texts.spokenLanguages?.length),
};
