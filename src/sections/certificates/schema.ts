import { z } from 'zod';
import { isoDate, text } from '../../content/schemaParts';

/** None in site.yaml: an entry is all words. */
export const site = {};

/** Its entries in the words files, as JSON Resume's `certificates` names them. */
export const words = {
  certificates: z
    .array(
      z
        .object({
          name: text.describe('The certificate.'),
          issuer: text.optional().describe('Who issued it.'),
          date: isoDate.optional().describe('When: "2023", "2023-05" or "2023-05-12".'),
          url: text.optional().describe('Where it can be checked, http(s).'),
        })
        .strict(),
    )
    .optional()
    .describe('Your certifications; none or [] hides the section.'),
};
