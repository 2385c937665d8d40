/**
 * @jest-environment node
 */
import { buildContent } from '../../../scripts/content/buildContent';
import { ContentError } from '../../../scripts/content/contentRules';
import type { Catalogues } from '../../../scripts/content/contentRules';
import type { Catalogue } from '../../../src/content/catalogue';
import { owner } from '../../../src/content/owner';
import type { OwnerContent } from '../../../src/content/types';
import { cataloguesFor, ownerWith, screenshot, SVG_DRAWING, tempSite } from './fixtures';
import { en, hi } from '../../support/sample';

jest.setTimeout(60_000);

let site: ReturnType<typeof tempSite>;

beforeEach(async () => {
  site = tempSite();
  site.put('images/projects/good.png', await screenshot(1000, 625, 'png'));
});

afterEach(() => site.remove());

const good = { imageSrc: '/images/projects/good.png' };

/** The problems the build stops with, as the owner reads them: `path: message`. */
async function problemsOf(content: OwnerContent, catalogues?: Catalogues): Promise<string[]> {
  const failure = await buildContent(site.options(content, catalogues)).then(
    () => null,
    (error: unknown) => error,
  );
  if (!(failure instanceof ContentError)) throw new Error('The build did not stop.');
  expect(failure.message).toContain(
    'The content (src/content/owner.ts and src/content/locales/) has',
  );
  return failure.problems.map((problem) => `${problem.path}: ${problem.message}`);
}

/** The sample's catalogues for `content`, with the English or Hindi texts changed. */
function textsWith(
  content: OwnerContent,
  change: { en?: (texts: Catalogue) => unknown; hi?: (texts: Catalogue) => unknown },
): Catalogues {
  const texts = cataloguesFor(content);
  return {
    en: (change.en?.(texts.en) ?? texts.en) as Catalogue,
    hi: (change.hi?.(texts.hi) ?? texts.hi) as Catalogue,
  };
}

describe('the content checks that stop the build', () => {
  it('refuses an image file that does not exist, naming the field and the file', async () => {
    expect(
      await problemsOf(ownerWith([good, good, { imageSrc: '/images/projects/x.png' }])),
    ).toEqual([
      'projects[2].imageSrc: public/images/projects/x.png does not exist. Put the file there, or correct the path.',
    ]);
  });

  it('refuses a file that is not an image it can read', async () => {
    site.put('images/projects/broken.png', 'this is a text file saved as .png');
    const [problem] = await problemsOf(ownerWith([{ imageSrc: '/images/projects/broken.png' }]));
    expect(problem).toMatch(
      /^projects\[0\]\.imageSrc: public\/images\/projects\/broken\.png cannot be read as an image \(.+\)\. Save it again as PNG, JPEG, WebP or SVG\.$/,
    );
  });

  it('refuses an image cut short after a valid header', async () => {
    const whole = await screenshot(1000, 625, 'png');
    site.put('images/projects/cut.png', whole.subarray(0, Math.floor(whole.length / 2)));
    const [problem] = await problemsOf(ownerWith([{ imageSrc: '/images/projects/cut.png' }]));
    expect(problem).toMatch(/^projects\[0\]\.imageSrc: .*cut\.png cannot be read as an image/);
  });

  it('refuses a 300 px wide project screenshot with the width it needs', async () => {
    site.put('images/projects/small.png', await screenshot(300, 188, 'png'));
    expect(await problemsOf(ownerWith([good, { imageSrc: '/images/projects/small.png' }]))).toEqual(
      [
        'projects[1].imageSrc: public/images/projects/small.png is 300 px wide; a project screenshot needs at least 800 px (1600 x 1000 is best). Use a larger screenshot.',
      ],
    );
  });

  it('accepts an SVG of any size: it scales', async () => {
    site.put('images/projects/drawing.svg', SVG_DRAWING);
    await expect(
      buildContent(site.options(ownerWith([{ imageSrc: '/images/projects/drawing.svg' }]))),
    ).resolves.toBeDefined();
  });

  it('refuses a link that is not http(s)', async () => {
    const content = ownerWith([{ ...good, link: 'ftp://files.example.com/app' }]);
    content.socials = { ...content.socials, github: 'github.com/aarav' };
    expect(await problemsOf(content)).toEqual([
      'projects[0].link: "ftp://files.example.com/app" is not an http(s) link. Write the full address, e.g. "https://example.com/…".',
      'socials.github: "github.com/aarav" is not an http(s) link. Write the full address, e.g. "https://example.com/…".',
    ]);
  });

  it('refuses an e-mail link that is not mailto:', async () => {
    const content = ownerWith([good]);
    content.socials = { ...content.socials, email: 'aarav@example.dev' };
    expect(await problemsOf(content)).toEqual([
      'socials.email: "aarav@example.dev" is not a mailto: link. Write it as "mailto:you@example.com".',
    ]);
  });

  it('refuses an empty title', async () => {
    const content = ownerWith([good, good]);
    const texts = textsWith(content, {
      en: (english) => ({
        ...english,
        projects: [english.projects[0], { ...english.projects[1], title: '  ' }],
        journey: [{ ...english.journey[0], title: '' }],
      }),
      hi: (hindi) => ({ ...hindi, journey: [hindi.journey[0]] }),
    });
    expect(await problemsOf(content, texts)).toEqual([
      "en.projects[1].title: is empty. Write the project's name.",
      'en.journey[0].title: is empty. Name the role or degree.',
    ]);
  });

  it('refuses an empty alt text', async () => {
    const content = ownerWith([good, good, good, good]);
    const texts = textsWith(content, {
      en: (english) => ({
        ...english,
        projects: english.projects.map((project, index) =>
          index === 3 ? { ...project, imageAlt: '' } : project,
        ),
      }),
    });
    expect(await problemsOf(content, texts)).toEqual([
      'en.projects[3].imageAlt: is empty. Describe what the screenshot shows, for screen readers.',
    ]);
  });

  it('refuses an image path outside public/', async () => {
    expect(await problemsOf(ownerWith([{ imageSrc: '/../secrets.png' }]))).toEqual([
      'projects[0].imageSrc: "/../secrets.png" is not a path under public/. Write it from the site\'s root, e.g. "/images/projects/my-app.png".',
    ]);
  });

  it("refuses the owner's own resume when it is missing, outside public/ or not a PDF", async () => {
    site.put('files/cv.docx', 'PK\u0003\u0004 a word document');
    const own = (ownResume: string) => problemsOf({ ...ownerWith([good]), ownResume });
    expect(await own('/files/cv.pdf')).toEqual([
      'ownResume: public/files/cv.pdf does not exist. Put your resume (PDF) there, or remove ownResume to have the build make it from the content.',
    ]);
    expect(await own('/../cv.pdf')).toEqual([
      'ownResume: "/../cv.pdf" is not a path under public/. Write it from the site\'s root, e.g. "/files/my-resume.pdf", or remove ownResume to have the build make the resume.',
    ]);
    expect(await own('/files/cv.docx')).toEqual([
      'ownResume: public/files/cv.docx is not a PDF. Export your resume as PDF.',
    ]);
  });

  it("the owner's own resume is served instead of its source, which is not copied as it is", async () => {
    site.put('files/cv.pdf', '%PDF-1.7\n%%EOF\n');
    const built = await buildContent(
      site.options({ ...ownerWith([good]), ownResume: '/files/cv.pdf' }),
    );
    expect(built.replacedSources).toContain('files/cv.pdf');
  });

  it('asks for what the resume needs: dated journey entries and project descriptions', async () => {
    const content = ownerWith([good]);
    const texts = cataloguesFor(content);
    const english = texts.en;
    texts.en = {
      ...english,
      projects: [{ ...english.projects[0], description: ' ' }],
      journey: english.journey.map((entry, index) =>
        index === 1
          ? { ...entry, period: 'Summer' }
          : index === 2
            ? { ...entry, period: '' }
            : entry,
      ),
    };
    texts.hi = {
      ...texts.hi,
      journey: texts.hi.journey.map((entry, index) =>
        index === 0 ? { ...entry, period: 'गर्मियाँ' } : entry,
      ),
    };
    expect(await problemsOf(content, texts)).toEqual([
      'en.projects[0].description: is empty. Describe the project in a sentence or two: its card and the resume show it.',
      'en.journey[2].period: is empty. Write its dates, e.g. "2022 – 2026" or "Summer 2025": the resume lists each entry with them.',
      'en.journey[1].period: "Summer" has no year. Write the entry\'s dates with their years, e.g. "2022 – 2026" or "Summer 2025": the resume lists them.',
      'hi.journey[0].period: "गर्मियाँ" has no year. Write the entry\'s dates with their years, e.g. "2022 – 2026" or "Summer 2025": the resume lists them.',
    ]);
  });

  it("refuses the owner's own social picture when it is too small, an SVG, or has no alt text", async () => {
    site.put('images/me.png', await screenshot(600, 315, 'png'));
    site.put('images/me.svg', SVG_DRAWING);
    const withSocial = (src: string): OwnerContent => ({
      ...ownerWith([good]),
      site: { ...owner.site, socialImage: { src } },
    });
    expect(await problemsOf(withSocial('/images/me.png'))).toEqual([
      'site.socialImage.src: public/images/me.png is 600 x 315 px; a social card needs at least 1200 x 630. Use a larger picture.',
    ]);
    const svg = withSocial('/images/me.svg');
    const noAlt = textsWith(svg, {
      en: (english) => ({ ...english, meta: { ...english.meta, socialImageAlt: '' } }),
    });
    expect(await problemsOf(svg, noAlt)).toEqual([
      'en.meta.socialImageAlt: is empty. Describe the social picture for people who cannot see it.',
      'site.socialImage.src: public/images/me.svg is an SVG, which social sites do not show. Export it as PNG or JPEG.',
    ]);
  });

  it('lists every problem at once, one line each', async () => {
    const content = ownerWith([
      { imageSrc: '/images/projects/x.png' },
      { ...good, link: 'javascript:alert(1)' },
    ]);
    const texts = textsWith(content, {
      hi: (hindi) => ({
        ...hindi,
        projects: [hindi.projects[0], { ...hindi.projects[1], imageAlt: ' ' }],
      }),
    });
    const failure = await buildContent(site.options(content, texts)).catch(
      (error: unknown) => error,
    );
    expect((failure as Error).message.split('\n')).toEqual([
      'The content (src/content/owner.ts and src/content/locales/) has 3 problems; the build stops here:',
      '  projects[1].link: "javascript:alert(1)" is not an http(s) link. Write the full address, e.g. "https://example.com/…".',
      `  hi.projects[1].imageAlt: is empty. Translate en.ts's ${JSON.stringify(en.projects[1].imageAlt)}.`,
      '  projects[0].imageSrc: public/images/projects/x.png does not exist. Put the file there, or correct the path.',
    ]);
  });

  it('builds with a section’s data removed (the section then hides itself)', async () => {
    const content = { ...ownerWith([]), techStack: [] };
    const texts = textsWith(content, {
      en: (english) => ({ ...english, journey: [] }),
      hi: (hindi) => ({ ...hindi, journey: [] }),
    });
    const built = await buildContent(site.options(content, texts));
    expect(built.images).toEqual({});
  });
});

describe('the checks of every language’s texts', () => {
  const content = () => ownerWith([good, good, good]);

  it('names a missing translation by its path, with the text to translate', async () => {
    const texts = textsWith(content(), {
      hi: (hindi) => ({
        ...hindi,
        projects: hindi.projects.map((project, index) =>
          index === 2 ? { ...project, description: undefined } : project,
        ),
      }),
    });
    expect(await problemsOf(content(), texts)).toEqual([
      `hi.projects[2].description: is missing. Add it to src/content/locales/hi.ts, translated from en.ts: ${JSON.stringify(en.projects[2].description)}.`,
    ]);
  });

  it('refuses an empty translation and a list with fewer entries than the default language’s', async () => {
    const texts = textsWith(content(), {
      hi: (hindi) => ({
        ...hindi,
        about: { ...hindi.about, bio: '' },
        journey: hindi.journey.slice(0, 2),
      }),
    });
    expect(await problemsOf(content(), texts)).toEqual([
      `hi.about.bio: is empty. Translate en.ts's ${JSON.stringify(en.about.bio)}.`,
      "hi.journey: has 2 entries; en.ts has 3. Give each of en.ts's entries its translation, in the same order.",
    ]);
  });

  it('refuses a translation that drops or renames a placeholder, and a key en.ts does not have', async () => {
    const texts = textsWith(content(), {
      hi: (hindi) => ({
        ...hindi,
        topBar: { ...hindi.topBar, call: 'कॉल करें', backToTop: '{naam}, सबसे ऊपर जाएँ' },
        extra: 'नया',
      }),
    });
    expect(await problemsOf(content(), texts)).toEqual([
      `hi.topBar.backToTop: must keep {name} of en.ts's "{name}, back to top", unchanged: the page fills them in.`,
      `hi.topBar.call: must keep {name} of en.ts's "Call {name}", unchanged: the page fills them in.`,
      'hi.extra: is not in en.ts. Remove it, or check its spelling.',
    ]);
  });

  it('refuses a language without texts, texts without a language, and an unknown default', async () => {
    const withFrench: OwnerContent = {
      ...content(),
      site: {
        ...owner.site,
        languages: [...owner.site.languages, { code: 'fr', name: 'Français', locale: 'fr-FR' }],
        defaultLanguage: 'de',
      },
    };
    const texts = { ...cataloguesFor(content()), mr: hi };
    expect(await problemsOf(withFrench, texts)).toEqual([
      'site.defaultLanguage: "de" is not in site.languages. Write the code of the language served at "/".',
      'site.languages[2]: "fr" has no texts. Copy src/content/locales/de.ts to fr.ts, translate it, and list it in src/content/locales/index.ts.',
      'site.languages: has no "mr", whose texts src/content/locales/index.ts lists. Add the language (code, name, locale) or remove its texts.',
    ]);
  });

  it('refuses a language code or locale that is not one, and a language named twice', async () => {
    const broken: OwnerContent = {
      ...content(),
      site: {
        ...owner.site,
        languages: [
          ...owner.site.languages,
          { code: 'hi', name: ' ', locale: 'hi_IN!' },
          { code: 'not a code', name: 'X', locale: 'en-IN' },
        ],
      },
    };
    const texts = cataloguesFor(content());
    expect(await problemsOf(broken, { ...texts, 'not a code': texts.en })).toEqual([
      'site.languages[2].code: "hi" is listed twice. Keep one entry per language.',
      'site.languages[2].name: is empty. Write the language\'s name in its own script, e.g. "हिन्दी".',
      'site.languages[2].locale: "hi_IN!" is not a locale. Write the one for dates and numbers, e.g. "hi-IN".',
      'site.languages[3].code: "not a code" is not a language code. Write its BCP 47 code, e.g. "hi" or "pt-BR".',
    ]);
  });

  it('asks the default language for one text per project and tech card of owner.ts', async () => {
    const texts = textsWith(content(), {
      en: (english) => ({ ...english, projects: english.projects.slice(0, 2) }),
      hi: (hindi) => ({ ...hindi, projects: hindi.projects.slice(0, 2) }),
    });
    expect(await problemsOf(content(), texts)).toEqual([
      "en.projects: has 2 entries; owner.ts's projects has 3. Each entry holds the texts of the one at the same place in owner.ts.",
    ]);
  });

  it('passes the shipped sample: English and Hindi, every text translated', async () => {
    const built = await buildContent(site.options(content()));
    expect(Object.keys(built.heads)).toEqual(['en', 'hi']);
  });
});
