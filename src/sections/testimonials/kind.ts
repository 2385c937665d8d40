import type { SectionKind } from '../contract';

/** Testimonials: text alone, so it keeps its prerendered HTML and ships no script. */
export const kind: SectionKind = {
  order: 49,
  answers: false,
  shown: (_owner, texts) => Boolean(texts.testimonials?.length),
};
