import type { SectionKind } from '../contract';

/** The moving strip of technologies, with its pause button: shown while it has a card. */
export const kind: SectionKind = {
  order: 20,
  answers: true,
  shown: (owner) => owner.techStack.length > 0,
};
