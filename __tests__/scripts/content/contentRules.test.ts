/**
 * @jest-environment node
 */
import { buildContent } from '../../../scripts/content/buildContent';
import { ContentError } from '../../../scripts/content/contentRules';
import type { Catalogues } from '../../../scripts/content/contentRules';
import { owner } from '../../../src/content/settings';
import type { OwnerContent } from '../../../src/content/types';
import { cataloguesFor, ownerWith, screenshot, SVG_DRAWING, tempSite } from './fixtures';

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
  expect(failure.message).toMatch(/^The content has \d+ problems?; the build stops here:/);
  return failure.problems.map((problem) => `${problem.path}: ${problem.message}`);
}

describe('the content checks that stop the build', () => {
  it('refuses an image file that does not exist, naming the field and the file', async () => {
    expect(
      await problemsOf(ownerWith([good, good, { imageSrc: '/images/projects/x.png' }])),
    ).toEqual([
      'content/site.yaml: projects[2].imageSrc: content/public/images/projects/x.png does not exist. Put the file there, or correct the path.',
    ]);
  });

  it('refuses a file that is not an image it can read', async () => {
    site.put('images/projects/broken.png', 'this is a text file saved as .png');
    const [problem] = await problemsOf(ownerWith([{ imageSrc: '/images/projects/broken.png' }]));
    expect(problem).toMatch(
      /^content\/site\.yaml: projects\[0\]\.imageSrc: content\/public\/images\/projects\/broken\.png cannot be read as an image \(.+\)\. Save it again as PNG, JPEG, WebP or SVG\.$/,
    );
  });

  it('refuses an image cut short after a valid header', async () => {
    const whole = await screenshot(1000, 625, 'png');
    site.put('images/projects/cut.png', whole.subarray(0, Math.floor(whole.length / 2)));
    const [problem] = await problemsOf(ownerWith([{ imageSrc: '/images/projects/cut.png' }]));
    expect(problem).toMatch(
      /^content\/site\.yaml: projects\[0\]\.imageSrc: .*cut\.png cannot be read as an image/,
    );
  });

  it('refuses a 300 px wide project screenshot with the width it needs', async () => {
    site.put('images/projects/small.png', await screenshot(300, 188, 'png'));
    expect(await problemsOf(ownerWith([good, { imageSrc: '/images/projects/small.png' }]))).toEqual(
      [
        'content/site.yaml: projects[1].imageSrc: content/public/images/projects/small.png is 300 px wide; a project screenshot needs at least 800 px (1600 x 1000 is best). Use a larger screenshot.',
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
    content.socials = [{ ...content.socials[0], url: 'github.com/aarav' }];
    expect(await problemsOf(content)).toEqual([
      'content/site.yaml: projects[0].link: "ftp://files.example.com/app" is not an http(s) link. Write the full address, e.g. "https://example.com/…".',
      'content/site.yaml: socials[0].url: "github.com/aarav" is not an http(s) link. Write the full address, e.g. "https://example.com/…".',
    ]);
  });

  it('refuses an e-mail link that is not mailto:', async () => {
    const content = ownerWith([good]);
    content.email = 'aarav@example.dev';
    expect(await problemsOf(content)).toEqual([
      'content/site.yaml: email: "aarav@example.dev" is not a mailto: link. Write it as "mailto:you@example.com".',
    ]);
  });

  it('refuses an image path outside public/', async () => {
    expect(await problemsOf(ownerWith([{ imageSrc: '/../secrets.png' }]))).toEqual([
      'content/site.yaml: projects[0].imageSrc: "/../secrets.png" is not a path under content/public/. Write it from the site\'s root, e.g. "/images/projects/my-app.png".',
    ]);
  });

  it("refuses the owner's own resume when it is missing, outside public/ or not a PDF", async () => {
    site.put('files/cv.docx', 'PK\u0003\u0004 a word document');
    const own = (ownResume: string) => problemsOf({ ...ownerWith([good]), ownResume });
    expect(await own('/files/cv.pdf')).toEqual([
      'content/site.yaml: ownResume: content/public/files/cv.pdf does not exist. Put your resume (PDF) there, or remove ownResume to have the build make it from the content.',
    ]);
    expect(await own('/../cv.pdf')).toEqual([
      'content/site.yaml: ownResume: "/../cv.pdf" is not a path under content/public/. Write it from the site\'s root, e.g. "/files/my-resume.pdf", or remove ownResume to have the build make the resume.',
    ]);
    expect(await own('/files/cv.docx')).toEqual([
      'content/site.yaml: ownResume: content/public/files/cv.docx is not a PDF. Export your resume as PDF.',
    ]);
  });

  it("the owner's own resume is served instead of its source, which is not copied as it is", async () => {
    site.put('files/cv.pdf', '%PDF-1.7\n%%EOF\n');
    const built = await buildContent(
      site.options({ ...ownerWith([good]), ownResume: '/files/cv.pdf' }),
    );
    expect(built.replacedSources).toContain('files/cv.pdf');
  });

  it('asks for what the resume needs: journey entries dated with a year', async () => {
    const content = ownerWith([good]);
    const texts = cataloguesFor(content);
    const english = texts.en;
    texts.en = {
      ...english,
      journey: english.journey.map((entry, index) =>
        index === 1 ? { ...entry, period: 'Summer' } : entry,
      ),
    };
    texts.hi = {
      ...texts.hi,
      journey: texts.hi.journey.map((entry, index) =>
        index === 0 ? { ...entry, period: 'गर्मियाँ' } : entry,
      ),
    };
    expect(await problemsOf(content, texts)).toEqual([
      'content/words/en.yaml: journey[1].period: "Summer" has no year. Write the entry\'s dates with their years, e.g. "2022 – 2026" or "Summer 2025": the resume lists them.',
      'content/words/hi.yaml: journey[0].period: "गर्मियाँ" has no year. Write the entry\'s dates with their years, e.g. "2022 – 2026" or "Summer 2025": the resume lists them.',
    ]);
  });

  it("refuses the owner's own social picture when it is too small or an SVG", async () => {
    site.put('images/me.png', await screenshot(600, 315, 'png'));
    site.put('images/me.svg', SVG_DRAWING);
    const withSocial = (src: string): OwnerContent => ({
      ...ownerWith([good]),
      site: { ...owner.site, socialImage: { src } },
    });
    expect(await problemsOf(withSocial('/images/me.png'))).toEqual([
      'content/site.yaml: site.socialImage.src: content/public/images/me.png is 600 x 315 px; a social card needs at least 1200 x 630. Use a larger picture.',
    ]);
    expect(await problemsOf(withSocial('/images/me.svg'))).toEqual([
      'content/site.yaml: site.socialImage.src: content/public/images/me.svg is an SVG, which social sites do not show. Export it as PNG or JPEG.',
    ]);
  });

  it('lists every problem at once, one line each', async () => {
    const content = ownerWith([
      { imageSrc: '/images/projects/x.png' },
      { ...good, link: 'javascript:alert(1)' },
    ]);
    const texts = cataloguesFor(content);
    texts.hi = { ...texts.hi, journey: [{ ...texts.hi.journey[0], period: 'कभी' }] };
    const failure = await buildContent(site.options(content, texts)).catch(
      (error: unknown) => error,
    );
    expect((failure as Error).message.split('\n')).toEqual([
      'The content has 3 problems; the build stops here:',
      '  content/site.yaml: projects[1].link: "javascript:alert(1)" is not an http(s) link. Write the full address, e.g. "https://example.com/…".',
      '  content/site.yaml: projects[0].imageSrc: content/public/images/projects/x.png does not exist. Put the file there, or correct the path.',
      '  content/words/hi.yaml: journey[0].period: "कभी" has no year. Write the entry\'s dates with their years, e.g. "2022 – 2026" or "Summer 2025": the resume lists them.',
    ]);
  });

  it('refuses a language code or locale that is not one, a language named twice, an unknown default', async () => {
    const broken: OwnerContent = {
      ...ownerWith([good]),
      site: {
        ...owner.site,
        defaultLanguage: 'de',
        languages: [
          ...owner.site.languages,
          { code: 'hi', name: ' ', locale: 'hi_IN!' },
          { code: 'not a code', name: 'X', locale: 'en-IN' },
        ],
      },
    };
    expect(await problemsOf(broken)).toEqual([
      'content/site.yaml: site.languages[2].code: "hi" is listed twice. Keep one entry per language.',
      'content/site.yaml: site.languages[2].name: is empty. Write the language\'s name in its own script, e.g. "हिन्दी".',
      'content/site.yaml: site.languages[2].locale: "hi_IN!" is not a locale. Write the one for dates and numbers, e.g. "hi-IN".',
      'content/site.yaml: site.languages[3].code: "not a code" is not a language code. Write its BCP 47 code, e.g. "hi" or "pt-BR".',
      'content/site.yaml: site.defaultLanguage: "de" is not in site.languages. Write the code of the language served at "/".',
    ]);
  });

  it('builds with a section’s data removed (the section then hides itself)', async () => {
    const content = { ...ownerWith([]), techStack: [] };
    const texts = Object.fromEntries(
      Object.entries(cataloguesFor(content)).map(([code, catalogue]) => [
        code,
        { ...catalogue, journey: [] },
      ]),
    );
    const built = await buildContent(site.options(content, texts));
    expect(built.images).toEqual({});
  });
});
