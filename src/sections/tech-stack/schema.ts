import { z } from 'zod';
import { text } from '../../content/schemaParts';

const ICONS = [
  'react',
  'node',
  'sql',
  'express',
  'tailwind',
  'mongodb',
  'next',
  'python',
  'javascript',
] as const;

/** Its settings in site.yaml. */
export const site = {
  techStack: z
    .array(
      z
        .object({
          title: text.describe("The technology's name, as its makers write it."),
          icon: z.enum(ICONS).describe(`The icon the card draws: one of ${ICONS.join(', ')}.`),
        })
        .strict(),
    )
    .describe(
      "The tech strip's cards, in order; [] hides the strip. Their lines are the words files' techStack, at the same place.",
    ),
};

/** Its texts in the words files. */
export const words = {
  techStack: z
    .array(z.object({ description: text.describe('What you do with the technology, in a line.') }))
    .describe('One per site.yaml techStack card, in the same order.'),
};
