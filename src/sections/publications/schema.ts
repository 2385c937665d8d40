import { z } from 'zod';
import { isoDate, text } from '../../content/schemaParts';

/** None in site.yaml: an entry is all words. */
export const site = {};

/** Its entries in the words files, as JSON Resume's `publications` names them. */
export const words = {
  publications: z
    .array(
      z
        .object({
          name: text.describe('Its title.'),
          publisher: text
            .optional()
            .describe('Where it appeared: the journal, publisher or conference.'),
          releaseDate: isoDate.optional().describe('When: "2023", "2023-05" or "2023-05-12".'),
          url: text.optional().describe('Its address, http(s).'),
          summary: text.optional().describe('What it is about, in a sentence or two.'),
        })
        .strict(),
    )
    .optional()
    .describe('Your articles, papers, books and talks; none or [] hides the section.'),
};
