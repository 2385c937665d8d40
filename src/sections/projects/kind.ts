import type { SectionKind } from '../contract';

/** The project cards and the resume's button: shown while site.yaml lists a project. */
export const kind: SectionKind = {
  order: 10,
  answers: true,
  shown: (owner) => owner.projects.length > 0,
};
