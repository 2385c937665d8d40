import { z } from 'zod';
import { isoDate, text, texts } from '../../content/schemaParts';

/** None in site.yaml: an entry is all words. */
export const site = {};

/** Its entries in the words files, as JSON Resume's `work` names them. */
export const words = {
  experience: z
    .array(
      z
        .object({
          name: text.describe('The company or organisation.'),
          position: text.optional().describe('Your role there.'),
          location: text.optional().describe('Where, e.g. "Pune, India" or "Remote".'),
          description: text.optional().describe('What the organisation does, in a few words.'),
          url: text.optional().describe("The organisation's address, http(s)."),
          startDate: isoDate
            .optional()
            .describe('When you started: "2019", "2019-04" or "2019-04-15".'),
          endDate: isoDate.optional().describe('When you left; none while you are there.'),
          summary: text.optional().describe('What you did there, in a sentence or two.'),
          highlights: texts('What you achieved there, a line each.'),
        })
        .strict(),
    )
    .optional()
    .describe('Your jobs, latest first; none or [] hides the section.'),
};
