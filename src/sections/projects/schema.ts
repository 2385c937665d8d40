import { z } from 'zod';
import { isoDate, text, texts } from '../../content/schemaParts';

const projectSettings = z
  .object({
    imageSrc: text.describe(
      'The screenshot, from the site\'s root: "/images/projects/my-app.png" is public/images/projects/my-app.png. A PNG, JPEG or WebP at least 800 px wide (1600 x 1000 is best), or an SVG; the build makes its sizes.',
    ),
    link: text.describe('The project\'s address, http(s), e.g. "https://github.com/you/my-app".'),
    tags: z.array(text).describe('Its technologies, as the card lists them.'),
    themeColor: text.describe('The first colour of the card\'s top band (CSS), e.g. "#0ea5e9".'),
    themeAccentColor: text.describe(
      'The second colour of the card\'s top band (CSS), e.g. "#0369a1".',
    ),
    caseStudy: text
      .optional()
      .describe(
        'The slug of its case study, case-studies/<slug>.<code>.md in each language: the card links to /projects/<slug>/.',
      ),
    startDate: isoDate
      .optional()
      .describe('When it began: "2023", "2023-05" or "2023-05-12". Its card shows the period.'),
    endDate: isoDate.optional().describe('When it ended; none while it goes on.'),
  })
  .strict();

/** Its settings in site.yaml. */
export const site = {
  projects: z
    .array(projectSettings)
    .describe(
      "Your projects, a card each, in order; their texts are the words files' projects, at the same place.",
    ),
};

/** Its texts in the words files. */
export const words = {
  projects: z
    .array(
      z.object({
        title: text.describe("The project's name."),
        subtitle: text.describe('A few words under its name.'),
        description: text
          .optional()
          .describe(
            'A sentence or two about it: its card and the resume show it. Leave it out when the subtitle and highlights say it all.',
          ),
        imageAlt: text.describe('What its screenshot shows, for people who cannot see it.'),
        highlights: texts(
          'What came of it, a line each: its card, the resume and /resume.json list them.',
        ),
        roles: texts('Your roles in it, e.g. "Team lead": its card and /resume.json list them.'),
        entity: text.optional().describe('Whom it was for, e.g. a company or a hackathon.'),
        type: text.optional().describe('Its kind, e.g. "application" or "library".'),
      }),
    )
    .describe('One per site.yaml project, in the same order.'),
};
