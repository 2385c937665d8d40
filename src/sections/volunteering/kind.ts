import type { SectionKind } from '../contract';

/** Volunteering: text alone, so it keeps its prerendered HTML and ships no script. */
export const kind: SectionKind = {
  order: 36,
  answers: false,
  shown: (_owner, texts) => Boolean(texts.volunteering?.length),
};
