import type { SectionKind } from '../contract';

/** Certificates: text alone, so it keeps its prerendered HTML and ships no script. */
export const kind: SectionKind = {
  order: 46,
  answers: false,
  shown: (_owner, texts) => Boolean(texts.certificates?.length),
};
