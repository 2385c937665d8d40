import { z } from 'zod';

/**
 * The owner's content model, the only one: site.yaml and the owner's words in zod. The build
 * checks the folder with it (scripts/content/ownerFolder.ts) and writes the editor's JSON
 * Schemas from it (`npm run schemas`); the page's types are inferred from it (types.ts,
 * catalogue.ts). The page imports this file by type only (ESLint, layers.test.ts): zod is the
 * build's, never in a browser chunk.
 */

/** The owner's folder format this release reads; a release that changes it ships a migration. */
export const CONTENT_FORMAT = 1;

/** A text the owner writes: trimmed, never empty. */
export const text = z.string().trim().min(1, 'is empty');

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

const projectSettings = z
  .object({
    imageSrc: text.describe(
      'Path from the site\'s root of a file under content/public/, e.g. "/images/projects/my-app.png": a screenshot (PNG, JPEG or WebP, at least 800 px wide; 1600 x 1000 is best) or an SVG.',
    ),
    link: text.describe('The project\'s address, e.g. "https://github.com/you/my-app".'),
    tags: z.array(text).describe('Its technologies, as the card lists them.'),
    themeColor: text.describe('The top band\'s first colour (CSS), e.g. "#0ea5e9".'),
    themeAccentColor: text.describe('The top band\'s second colour (CSS), e.g. "#0369a1".'),
    caseStudy: text
      .optional()
      .describe(
        'The slug of its case study, content/case-studies/<slug>.<code>.md: the card links to /projects/<slug>/.',
      ),
  })
  .strict();

/** site.yaml: what is the same in every language. */
export const siteSchema = z
  .object({
    format: z
      .literal(CONTENT_FORMAT)
      .describe("The format of the owner's folder; `npm run upgrade` migrates it."),
    logoText: text.describe("Short text of the top bar's logo, e.g. your initials."),
    site: z
      .object({
        url: text.describe('The site\'s address, e.g. "https://you.dev".'),
        languages: z
          .array(
            z
              .object({
                code: text.describe(
                  'BCP 47 code: "en", "hi", "pt-BR". Its texts: words/<code>.yaml.',
                ),
                name: text.describe('The language\'s name in its own script, e.g. "हिन्दी".'),
                locale: text.describe('The locale of dates and numbers, e.g. "hi-IN".'),
              })
              .strict(),
          )
          .min(1)
          .describe('Every language of the site; each is a page (/, /<code>/).'),
        defaultLanguage: text.describe('The code of the language served at "/".'),
        socialImage: z
          .object({ src: text })
          .strict()
          .optional()
          .describe(
            'Your own picture for shared links (PNG or JPEG under content/public/, at least 1200 x 630); without it the build draws one.',
          ),
      })
      .strict(),
    about: z.object({ skills: z.array(text) }).strict(),
    projects: z.array(projectSettings),
    techStack: z.array(
      z
        .object({
          title: text.describe("The technology's name, as its makers write it."),
          icon: z.enum(ICONS),
        })
        .strict(),
    ),
    socials: z
      .object({
        github: text,
        linkedin: text,
        twitter: text,
        instagram: text,
        email: text.describe('A mailto: link, e.g. "mailto:you@example.com".'),
      })
      .strict(),
    phone: text,
    ownResume: text
      .optional()
      .describe(
        'Your own resume instead of the one the build makes: a PDF under content/public/, e.g. "/files/my-resume.pdf".',
      ),
    copyrightYear: z.number().int(),
  })
  .strict();

/** The owner's words: every one required in the default language. */
export const ownerWordsSchema = z.object({
  name: text.describe('Your name as the page shows it.'),
  title: text.describe('Your job title, e.g. "Full-stack developer".'),
  meta: z.object({
    description: text.describe("The page's description for search engines and shared links."),
  }),
  about: z.object({
    bio: text,
    bullets: z.array(text),
    slogan: text,
  }),
  projects: z
    .array(
      z.object({
        title: text.describe("The project's name."),
        subtitle: text,
        description: text.describe('A sentence or two: its card and the resume show it.'),
        imageAlt: text.describe('What the screenshot shows, for screen readers.'),
      }),
    )
    .describe('One per site.yaml project, in the same order.'),
  techStack: z
    .array(z.object({ description: text }))
    .describe('One per site.yaml techStack card, in the same order.'),
  journey: z
    .array(
      z.object({
        period: text.describe('Its dates with their years, e.g. "2022 – 2026" or "Summer 2025".'),
        title: text.describe('The role or degree.'),
        place: text,
        description: text,
      }),
    )
    .describe('Your experience and education; empty hides the section.'),
});
