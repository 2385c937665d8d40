import type { SectionKind } from '../contract';

/**
 * Experience and education as a timeline: text alone, so it keeps its prerendered HTML and
 * ships no script. The example to copy for a new kind (docs/architecture.md).
 */
export const kind: SectionKind = {
  order: 30,
  answers: false,
  shown: (_owner, texts) => texts.journey.length > 0,
};
