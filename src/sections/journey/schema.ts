import { z } from 'zod';
import { text } from '../../content/schemaParts';

/** None in site.yaml: an entry is all words. */
export const site = {};

/** Its entries in the words files. */
export const words = {
  journey: z
    .array(
      z.object({
        period: text.describe(
          'Its dates with their years, e.g. "2022 – 2026" or "Summer 2025": the resume lists each entry with them.',
        ),
        title: text.describe('The role or degree.'),
        place: text.describe('The company, school or organisation.'),
        description: text.describe('What you did there, in a sentence or two.'),
      }),
    )
    .describe('Your experience and education; [] hides the section.'),
};
