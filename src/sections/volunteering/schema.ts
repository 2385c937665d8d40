import { z } from 'zod';
import { isoDate, text, texts } from '../../content/schemaParts';

/** None in site.yaml: an entry is all words. */
export const site = {};

/** Its entries in the words files, as JSON Resume's `volunteer` names them. */
export const words = {
  volunteering: z
    .array(
      z
        .object({
          organization: text.describe('The organisation, community or project.'),
          position: text.optional().describe('Your role there.'),
          url: text.optional().describe("The organisation's address, http(s)."),
          startDate: isoDate
            .optional()
            .describe('When you started: "2019", "2019-04" or "2019-04-15".'),
          endDate: isoDate.optional().describe('When you stopped; none while you go on.'),
          summary: text.optional().describe('What you did there, in a sentence or two.'),
          highlights: texts('What came of it, a line each.'),
        })
        .strict(),
    )
    .optional()
    .describe('What you did as a volunteer; none or [] hides the section.'),
};
