import type { SectionKind } from '../contract';

/** Sign-in and the message form: always something to show. */
export const kind: SectionKind = {
  order: 50,
  answers: true,
  shown: () => true,
};
