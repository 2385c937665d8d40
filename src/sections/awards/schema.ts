import { z } from 'zod';
import { isoDate, text } from '../../content/schemaParts';

/** None in site.yaml: an entry is all words. */
export const site = {};

/** Its entries in the words files, as JSON Resume's `awards` names them. */
export const words = {
  awards: z
    .array(
      z
        .object({
          title: text.describe('The award.'),
          awarder: text.optional().describe('Who gave it.'),
          date: isoDate.optional().describe('When: "2023", "2023-05" or "2023-05-12".'),
          summary: text.optional().describe('What it was for, in a sentence.'),
        })
        .strict(),
    )
    .optional()
    .describe('Prizes and honours; none or [] hides the section.'),
};
