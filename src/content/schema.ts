import { z } from 'zod';
import { KIND_IDS, kindSiteFields, kindWordsFields } from '../sections/schemas.generated';
import { icon, text } from './schemaParts';

/**
 * The owner's content model, the only one: site.yaml and the owner's words in zod. The build
 * checks the folder with it (scripts/content/ownerFolder.ts); the page's types are inferred from
 * it (types.ts, catalogue.ts). Each field's `.describe()` is the one text about it: the editor's
 * JSON Schemas, `npm run init`'s comments, the build's hints ("Write " and the description) and
 * docs/content.md's tables are written from it (scripts/content/schemaFields.ts), so it names
 * what goes there. The page imports this file by type only (ESLint, layers.test.ts): zod is the
 * build's, never in a browser chunk. Each section kind adds its own fields, from its folder's
 * schema.ts (src/sections/<kind>/), where the kinds' index puts them.
 */

/** The owner's folder format this release reads; a release that changes it ships a migration. */
export const CONTENT_FORMAT = 2;

export { text };

const social = z
  .object({
    network: text.describe(
      'The network\'s name, e.g. "GitHub", "Mastodon", "Stack Overflow" or "dev.to": its icon is simple-icons\' of that name (a link sign when it has none), and the JSON Resume names the profile with it.',
    ),
    url: text.describe('Your profile\'s full address, e.g. "https://github.com/you".'),
    label: text
      .optional()
      .describe(
        'What screen readers and the resume call the link, e.g. "Twitter/X"; without it, the icon\'s name ("GitHub"), else the network as written.',
      ),
    icon: icon("Another icon than the network's", 'mastodon').optional(),
    topBar: z
      .boolean()
      .default(false)
      .describe('true shows it in the top bar too; the top bar has room for about three.'),
    footer: z
      .boolean()
      .default(true)
      .describe('false leaves it out of the footer, which shows every profile by default.'),
  })
  .strict();

/** site.yaml: what is the same in every language. */
export const siteSchema = z
  .object({
    format: z
      .literal(CONTENT_FORMAT)
      .describe(
        `The folder's format, ${CONTENT_FORMAT} in this release; \`npm run upgrade\` migrates a folder of an older one.`,
      ),
    logoText: text.describe("The top bar's logo: a few letters, e.g. your initials."),
    site: z
      .object({
        url: text.describe(
          'The site\'s address, e.g. "https://you.dev": its canonical links, Open Graph tags, sitemap and resume use it. SITE_URL in the environment overrides it.',
        ),
        languages: z
          .array(
            z
              .object({
                code: text.describe('Its BCP 47 code, e.g. "en", "hi" or "pt-BR".'),
                name: text.describe(
                  'Its name in its own script, as the language switch shows it, e.g. "हिन्दी".',
                ),
                locale: text.describe('The locale of its dates and numbers, e.g. "hi-IN".'),
              })
              .strict(),
          )
          .min(1)
          .describe(
            'Every language of the site, each a page (/ for the default language, /<code>/ for the others) with its texts in words/<code>.yaml.',
          ),
        defaultLanguage: text.describe(
          'The code of the language served at "/", which every missing text falls back to.',
        ),
        socialImage: z
          .object({
            src: text.describe(
              'A PNG or JPEG under public/, at least 1200 x 630, from the site\'s root, e.g. "/images/social.png".',
            ),
          })
          .strict()
          .optional()
          .describe(
            "Your own picture for shared links (LinkedIn, Slack, X), described by each words file's meta.socialImageAlt; without it the build draws one per language from your name, title and logo.",
          ),
      })
      .strict(),
    about: z
      .object({ skills: z.array(text).describe('Your skills, as the About box lists them.') })
      .strict(),
    sections: z
      .array(z.enum(KIND_IDS))
      .refine((ids) => new Set(ids).size === ids.length, 'names a section twice')
      .optional()
      .describe(
        `The sections under the hero, in order, of ${KIND_IDS.join(', ')}; without it, all of them. One with nothing to show is left out.`,
      ),
    ...kindSiteFields,
    socials: z
      .array(social)
      .describe(
        'Your profiles, in order: the footer shows them (but those with `footer: false`), the top bar those with `topBar: true`, and the resume and /resume.json all of them.',
      ),
    email: text.describe(
      'Your e-mail address as a mailto: link, e.g. "mailto:you@example.com": the resume shows it, and the privacy notice gives it as the address for every request.',
    ),
    phone: text.describe(
      "Your phone number: the top bar's call button dials it, and the resume shows it.",
    ),
    ownResume: text
      .optional()
      .describe(
        'Your own resume instead of the ones the build makes: a PDF under public/, e.g. "/files/my-resume.pdf", served at every language\'s resume address.',
      ),
    location: z
      .object({
        address: text
          .optional()
          .describe('Your street address (private unless you take it off `private`).'),
        postalCode: text.optional().describe('Its postal code (private with the address).'),
        city: text.optional().describe('Your city, e.g. "Pune".'),
        region: text.optional().describe('Your state or region, e.g. "Maharashtra".'),
        countryCode: text.optional().describe('Your country\'s ISO 3166-1 code, e.g. "IN".'),
      })
      .strict()
      .optional()
      .describe('Where you are: /resume.json gives it as its basics.location.'),
    private: z
      .array(z.enum(['address', 'phone']))
      .optional()
      .describe(
        'What the resume page, its PDF and /resume.json leave out: "address" (location\'s address and postal code) and "phone". None given: ["address"] (a street address tells where you live; the phone is on the page already, its call button).',
      ),
    copyrightYear: z.number().int().describe("The footer's year."),
  })
  .strict()
  .describe(
    "Your site's settings: what is the same in every language; your texts are in words/<code>.yaml. The build checks both files and says what to fix; `npm start` shows the page as you edit.",
  );

/** The owner's words: every one required in the default language. */
export const ownerWordsSchema = z
  .object({
    name: text.describe(
      "Your name, as the page shows it: the hero, the page's title, the resume, the social card, and {name} in the template's texts.",
    ),
    title: text.describe('Your job title, e.g. "Full-stack developer".'),
    meta: z.object({
      description: text.describe(
        "The page's description for search engines and shared links, in a sentence.",
      ),
    }),
    about: z.object({
      bio: text.describe(
        "A sentence or two about you, for the About box and the resume's summary.",
      ),
      bullets: z
        .array(text)
        .describe(
          "Up to three short points about you, for the About box and the resume's summary.",
        ),
      slogan: text.describe('Your motto, in one line: the About box ends with it.'),
    }),
    ...kindWordsFields,
  })
  .describe(
    'Your words in one language: what the page and the resume say about you. Any of the template\'s texts can be said otherwise here too, key by key (README, "Make it yours").',
  );
