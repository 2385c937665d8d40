import { z } from 'zod';
import { text } from '../../content/schemaParts';

/** None in site.yaml: an entry is all words. */
export const site = {};

/** Its entries in the words files, as JSON Resume's `languages` names them. */
export const words = {
  spokenLanguages: z
    .array(
      z
        .object({
          language: text.describe('The language, e.g. "Hindi".'),
          fluency: text.optional().describe('How well, e.g. "Native speaker" or "Professional".'),
        })
        .strict(),
    )
    .optional()
    .describe(
      "The languages you speak (not the page's own: those are site.yaml's site.languages); none or [] hides the section.",
    ),
};
