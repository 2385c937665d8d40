import { z } from 'zod';
import { text, texts } from '../../content/schemaParts';

/** None in site.yaml: an entry is all words. */
export const site = {};

/** Its entries in the words files, as JSON Resume's `skills` names them. */
export const words = {
  skillGroups: z
    .array(
      z
        .object({
          name: text.describe('The group, e.g. "Web development".'),
          level: text.optional().describe('How well, e.g. "Advanced" or "Master".'),
          keywords: texts('Its skills, a word or two each, e.g. "React".'),
        })
        .strict(),
    )
    .optional()
    .describe(
      'Your skills in groups, each with its level and keywords (the tech strip stays as it is); none or [] hides the section.',
    ),
};
