import { z } from 'zod';
import { icon, text } from '../../content/schemaParts';

/** Its settings in site.yaml. */
export const site = {
  techStack: z
    .array(
      z
        .object({
          title: text.describe("The technology's name, as its makers write it."),
          icon: icon('The icon the card draws', 'django'),
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
