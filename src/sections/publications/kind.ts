import type { SectionKind } from '../contract';

/** Publications and talks: text alone, so it keeps its prerendered HTML and ships no script. */
export const kind: SectionKind = {
  order: 42,
  answers: false,
  shown: (_owner, texts) => Boolean(texts.publications?.length),
};
