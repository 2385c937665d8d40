import { z } from 'zod';
import { text } from '../../content/schemaParts';

/** None in site.yaml: an entry is all words. */
export const site = {};

/** Its entries in the words files, as JSON Resume's `references` names them. */
export const words = {
  testimonials: z
    .array(
      z
        .object({
          name: text.describe('Who says it, e.g. "Asha Rao, CTO at Acme".'),
          reference: text.describe('What they say, in their words.'),
        })
        .strict(),
    )
    .optional()
    .describe(
      "What people you worked with say of you (JSON Resume's references); none or [] hides the section.",
    ),
};
