import { z } from 'zod';
import type { OwnerWords } from '../../src/content/catalogue';
import type { OwnerContent } from '../../src/content/types';
import { en as templateTexts } from '../../src/texts/en';

/**
 * The owner's folder as data: one zod schema per file kind, from which both the build's checks
 * (ownerFolder.ts) and the JSON Schemas an editor reads (schemas/, `npm run schemas`) come.
 */

/** The owner's folder format this release reads; a release that changes it ships a migration. */
export const CONTENT_FORMAT = 1;

const text = z.string().trim().min(1, 'is empty');

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

/** A zod schema of every key of a template text object, each optional (an override). */
function overridesOf(value: unknown): z.ZodType {
  if (typeof value === 'string') return text;
  if (Array.isArray(value)) return z.array(text);
  const shape = Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, entry]) => [
      key,
      overridesOf(entry).optional(),
    ]),
  );
  return z.object(shape).strict();
}

/** A zod object's keys merged with another's, both optional: the words file's shape. */
function mergeShapes(a: z.ZodType, b: z.ZodType): z.ZodType {
  if (!(a instanceof z.ZodObject) || !(b instanceof z.ZodObject)) return a;
  const shapeA = a.shape as Record<string, z.ZodType>;
  const shapeB = b.shape as Record<string, z.ZodType>;
  const keys = new Set([...Object.keys(shapeA), ...Object.keys(shapeB)]);
  const unwrap = (schema: z.ZodType | undefined) =>
    schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  return z
    .object(
      Object.fromEntries(
        [...keys].map((key) => {
          const [left, right] = [unwrap(shapeA[key]), unwrap(shapeB[key])];
          const merged = left && right ? mergeShapes(left, right) : (left ?? right)!;
          return [key, merged.optional()];
        }),
      ),
    )
    .strict();
}

/** The owner's words made optional, for the editor's schema of any language. */
function partialDeep(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return z
      .object(
        Object.fromEntries(
          Object.entries(shape).map(([key, entry]) => [key, partialDeep(entry).optional()]),
        ),
      )
      .strict();
  }
  if (schema instanceof z.ZodArray) {
    return z.array(partialDeep(schema.element as z.ZodType)).describe(schema.description ?? '');
  }
  return schema;
}

/**
 * words/<code>.yaml as an editor checks it: the owner's words and every text of the template,
 * each optional, no other key. (The build is kinder than the editor: a key of an older release
 * is a warning, not an error, so a new release never stops an owner's build.)
 */
export const wordsFileSchema = mergeShapes(
  partialDeep(ownerWordsSchema),
  overridesOf(templateTexts),
).describe(
  'Your words in one language, and any of the template\'s texts you want to say otherwise (README, "Make it yours").',
);

// The page's types and the files' schemas say the same, or this stops compiling.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type SchemasAgree = [
  Holds<Same<z.infer<typeof ownerWordsSchema>, OwnerWords>>,
  Holds<Same<Omit<z.infer<typeof siteSchema>, 'format'>, OwnerContent>>,
];

/** The JSON Schemas written to schemas/ (`npm run schemas`), by file name. */
export function jsonSchemas(): Record<string, unknown> {
  const titled = (schema: z.ZodType, title: string) => ({
    title,
    ...z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any' }),
  });
  return {
    'site.schema.json': titled(siteSchema, "The owner's site settings (content/site.yaml)"),
    'words.schema.json': titled(
      wordsFileSchema,
      "The owner's words in one language (content/words/<code>.yaml)",
    ),
  };
}
