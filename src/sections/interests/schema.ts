import { z } from 'zod';
import { text, texts } from '../../content/schemaParts';

/** None in site.yaml: an entry is all words. */
export const site = {};

/** Its entries in the words files, as JSON Resume's `interests` names them. */
export const words = {
  interests: z
    .array(
      z
        .object({
          name: text.describe('The interest, e.g. "Open source".'),
          keywords: texts('Its parts, a word or two each.'),
        })
        .strict(),
    )
    .optional()
    .describe('What you like doing beyond work; none or [] hides the section.'),
};
