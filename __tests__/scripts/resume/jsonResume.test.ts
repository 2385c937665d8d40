/** @jest-environment node */
import schema from '@jsonresume/schema/schema.json';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { fromJsonResume } from '../../../scripts/content/fromJsonResume';
import { periodDates, resumeJsonPath, toJsonResume } from '../../../scripts/resume/jsonResume';
import { catalogues, owner, profileUrl } from '../../support/sample';

// JSON Resume's schema is draft-07, Ajv's default; its emails, URIs and dates are checked too.
const validate = addFormats(new Ajv({ allErrors: true })).compile(schema);

describe("the sample's JSON Resume, per language", () => {
  it.each(owner.site.languages.map((language) => [language.code, language] as const))(
    '%s: valid against JSON Resume, with the name, journey and projects',
    (code, language) => {
      const texts = catalogues[code];
      const document = toJsonResume(owner, texts, language);
      expect(validate(document) ? [] : validate.errors).toEqual([]);
      const page = code === owner.site.defaultLanguage ? '/' : `/${code}/`;
      expect(document.basics).toMatchObject({
        name: texts.name,
        label: texts.title,
        summary: texts.about.bio,
        email: 'aarav.mehta@example.dev',
        phone: owner.phone,
        url: `${owner.site.url}${page}`,
      });
      expect(document.basics?.profiles).toContainEqual({
        network: 'GitHub',
        username: 'aarav-mehta-sample',
        url: profileUrl('GitHub'),
      });
      expect(
        document.work?.map(({ position, name }) => ({ title: position, place: name })),
      ).toEqual(texts.journey.map(({ title, place }) => ({ title, place })));
      // "2022 – 2026", "Summer 2025", "2024 – today".
      expect(document.work?.map(({ startDate, endDate }) => [startDate, endDate])).toEqual([
        ['2022', '2026'],
        ['2025', '2025'],
        ['2024', undefined],
      ]);
      expect(document.projects).toEqual(
        owner.projects.map((project, index) => ({
          name: texts.projects[index].title,
          description: texts.projects[index].subtitle,
          highlights: [texts.projects[index].description],
          keywords: project.tags,
          url: project.link,
        })),
      );
      expect(document.skills?.map((skill) => skill.name)).toEqual(owner.about.skills);
      expect(document.meta?.canonical).toBe(`${owner.site.url}${page}resume.json`);
    },
  );

  it('is addressed at the site the build serves (SITE_URL)', () => {
    const [, hindi] = owner.site.languages;
    const document = toJsonResume(owner, catalogues.hi, hindi, 'https://me.example.org/');
    expect(document.basics?.url).toBe('https://me.example.org/hi/');
    expect(document.meta?.canonical).toBe('https://me.example.org/hi/resume.json');
    expect(resumeJsonPath(owner.site, 'hi')).toBe('/hi/resume.json');
  });

  it('leaves out the phone and e-mail address the owner left blank', () => {
    const [english] = owner.site.languages;
    const blank = { ...owner, phone: ' ', email: 'mailto:' };
    const { basics } = toJsonResume(blank, catalogues.en, english);
    expect(basics).not.toHaveProperty('phone');
    expect(basics).not.toHaveProperty('email');
  });

  it("lists a card's highlights, else its description, else none; says its description once", () => {
    const [english] = owner.site.languages;
    const [first, second, third, ...others] = catalogues.en.projects;
    const { description: _said, ...bare } = third;
    const texts = {
      ...catalogues.en,
      projects: [{ ...first, highlights: ['Ten thousand users'] }, second, bare, ...others],
    };
    const document = toJsonResume(owner, texts, english);
    expect(validate(document) ? [] : validate.errors).toEqual([]);
    const [withList, described, neither] = document.projects ?? [];
    expect(withList.highlights).toEqual(['Ten thousand users']);
    // Its description is not a highlight, so it follows the subtitle, as one summary.
    expect(withList.description).toBe(`${first.subtitle} ${first.description}`);
    expect(described.description).toBe(second.subtitle);
    expect(described.highlights).toEqual([second.description]);
    expect(neither).not.toHaveProperty('highlights');
    expect(neither.description).toBe(third.subtitle);
  });

  it('comes back as the same words and settings through the owner-folder converter', () => {
    const [english] = owner.site.languages;
    const texts = catalogues.en;
    const { site, words } = fromJsonResume(toJsonResume(owner, texts, english));
    expect(words).toMatchObject({ name: texts.name, title: texts.title });
    expect(words.about.bio).toBe(texts.about.bio);
    // A card's description goes out as its one highlight and comes back as that, said once.
    expect(words.projects.map(({ imageAlt: _alt, ...card }) => card)).toEqual(
      texts.projects.map(({ imageAlt: _alt, description, ...card }) => ({
        ...card,
        highlights: [description],
      })),
    );
    // The journey's entries come back as jobs, dated by their years.
    expect(words.journey).toEqual([]);
    expect(words.experience).toEqual(
      texts.journey.map(({ period, title, place, description }) => ({
        name: place,
        position: title,
        summary: description,
        ...periodDates(period, english.locale),
      })),
    );
    expect(site.projects.map(({ link, tags }) => ({ link, tags }))).toEqual(
      owner.projects.map(({ link, tags }) => ({ link, tags })),
    );
    expect(site.socials.map(({ network, url }) => ({ network, url }))).toEqual(
      owner.socials.map(({ network, url }) => ({ network, url })),
    );
    expect(site.email).toBe(owner.email);
    expect(site.phone).toBe(owner.phone);
    expect(site.about.skills).toEqual(owner.about.skills);
  });
});

describe('a journey period as JSON Resume dates', () => {
  it.each([
    ['2022 – 2026', 'en-IN', { startDate: '2022', endDate: '2026' }],
    ['2019-2021', 'en', { startDate: '2019', endDate: '2021' }],
    ['Summer 2025', 'en-IN', { startDate: '2025', endDate: '2025' }],
    ['2024 – today', 'en-IN', { startDate: '2024' }],
    ['2024 – अब तक', 'hi-IN', { startDate: '2024' }],
    // Marathi writes its digits in Devanagari.
    ['२०२१ – २०२३', 'mr-IN', { startDate: '2021', endDate: '2023' }],
    ['Since forever', 'en', {}],
    ['12025', 'en', {}],
  ])('%j (%s)', (period, locale, dates) => {
    expect(periodDates(period, locale)).toEqual(dates);
  });
});
