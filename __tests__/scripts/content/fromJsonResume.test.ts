/** @jest-environment node */
import example from '@jsonresume/schema/sample.resume.json';
import { ownerWordsSchema, siteSchema } from '../../../src/content/schema';
import { fromJsonResume } from '../../../scripts/content/fromJsonResume';
import { PLACEHOLDER_MARK } from '../../../scripts/content/importNotes';
import type { JsonResume } from '../../../scripts/resume/jsonResume';

/** JSON Resume's own example, "Richard Hendriks". */
const converted = fromJsonResume(example as JsonResume);
const { site, words, files, notCarried } = converted;

describe("JSON Resume's example as an owner's folder", () => {
  it('is a site.yaml and a words file the build reads', () => {
    expect(siteSchema.safeParse(site).error?.issues ?? []).toEqual([]);
    expect(ownerWordsSchema.safeParse(words).error?.issues ?? []).toEqual([]);
    expect(words.projects).toHaveLength(site.projects.length);
    expect(words.techStack).toHaveLength(site.techStack.length);
  });

  it('has the name, title, bio and contact', () => {
    expect(words).toMatchObject({
      name: 'Richard Hendriks',
      title: 'Programmer',
      meta: { description: 'Richard Hendriks, Programmer. Richard hails from Tulsa.' },
    });
    expect(words.about.bio).toBe(example.basics.summary);
    expect(site.logoText).toBe('RH');
    expect(site.site).toEqual({
      url: 'http://richardhendricks.example.com',
      // The address's country makes the locale.
      languages: [{ code: 'en', name: 'English', locale: 'en-US' }],
      defaultLanguage: 'en',
    });
    expect(site.phone).toBe('(912) 555-4321');
    expect(site.email).toBe('mailto:richard.hendriks@mail.com');
  });

  it('carries every profile, in order, the first three in the top bar too', () => {
    expect(site.socials).toEqual([
      // The example's Twitter url is the network's home page: its user name makes the profile's.
      { network: 'Twitter', url: 'https://x.com/neutralthoughts', topBar: true },
      { network: 'SoundCloud', url: 'https://soundcloud.example.com/dandymusicnl', topBar: true },
    ]);
    expect(notCarried.join('\n')).not.toContain('profiles');
  });

  it('links a placeholder GitHub profile when the resume has none, and says so', () => {
    const bare = fromJsonResume({ basics: { name: 'Ada' } });
    expect(bare.site.socials).toEqual([
      { network: 'GitHub', url: `https://github.com/${PLACEHOLDER_MARK}`, topBar: true },
    ]);
    expect(bare.placeholders).toContainEqual(expect.stringContaining('site.yaml socials:'));
  });

  it('says which networks simple-icons has no icon of: a link sign stands in', () => {
    const { site: own, placeholders: lines } = fromJsonResume({
      basics: { profiles: [{ network: 'My Forum', url: 'https://forum.example.com/u/ada' }] },
    });
    expect(own.socials).toEqual([
      { network: 'My Forum', url: 'https://forum.example.com/u/ada', topBar: true },
    ]);
    expect(lines).toContainEqual(
      'site.yaml socials: simple-icons has no icon of My Forum, so a link sign stands in; its `icon` takes a slug or your own SVG.',
    );
  });

  it('makes the skills and the keywords the skills, and a tech card of what it can draw', () => {
    expect(site.about.skills).toEqual([
      'Web Development',
      'HTML',
      'CSS',
      'Javascript',
      'Compression',
      'Mpeg',
      'MP4',
      'GIF',
    ]);
    // Named as simple-icons titles or aliases them, or as developers write them ("HTML").
    expect(site.techStack).toEqual([
      { title: 'HTML', icon: 'html5' },
      { title: 'CSS', icon: 'css' },
      { title: 'Javascript', icon: 'javascript' },
    ]);
    expect(words.techStack).toEqual(Array(3).fill({ description: 'Web Development' }));
    // The groups, with their levels, are the skills kind's.
    expect(words.skillGroups).toEqual(
      example.skills.map(({ name, level, keywords }) => ({ name, level, keywords })),
    );
    expect(site.sections).toEqual([
      'projects',
      'tech-stack',
      'skills',
      'experience',
      'education',
      'volunteering',
      'publications',
      'awards',
      'languages',
      'interests',
      'testimonials',
      'contact',
    ]);
  });

  it('makes each project a card with a placeholder picture', () => {
    expect(site.projects).toEqual([
      {
        imageSrc: '/images/projects/miss-direction.svg',
        link: 'http://missdirection.example.com',
        tags: ['GoogleMaps', 'Chrome Extension', 'Javascript'],
        themeColor: '#0ea5e9',
        themeAccentColor: '#0369a1',
        startDate: '2016-08-24',
        endDate: '2016-08-24',
      },
    ]);
    expect(words.projects).toEqual([
      {
        title: 'Miss Direction',
        subtitle: 'A mapping engine that misguides you',
        imageAlt: 'A placeholder picture with the name Miss Direction',
        highlights: example.projects[0].highlights,
        roles: example.projects[0].roles,
        entity: 'Smoogle',
        type: 'application',
      },
    ]);
    const picture = files['public/images/projects/miss-direction.svg'];
    expect(picture).toMatch(
      /^<svg xmlns='http:\/\/www.w3.org\/2000\/svg' width='1600' height='1000'/,
    );
    expect(picture).toContain('>Miss Direction</text>');
    expect(notCarried.join('\n')).not.toContain('projects[0]');
  });

  it("makes the jobs, volunteering and studies its kinds' entries, as the resume has them", () => {
    expect(words.journey).toEqual([]);
    expect(words.experience).toEqual(example.work);
    expect(words.volunteering).toEqual(example.volunteer);
    expect(words.education).toEqual(example.education);
  });

  it("makes every other section of JSON Resume its kind's, and leaves nothing out", () => {
    expect(words.publications).toEqual(example.publications);
    expect(words.awards).toEqual(example.awards);
    expect(words.spokenLanguages).toEqual(example.languages);
    expect(words.interests).toEqual(example.interests);
    expect(words.testimonials).toEqual(example.references);
    expect(site.location).toEqual(example.basics.location);
    expect(notCarried).toEqual([]);
  });
});

describe('a resume with little in it', () => {
  it('stands a placeholder in for every text the site needs, and lists each', () => {
    const bare = fromJsonResume({
      work: [{ position: 'Engineer', name: 'Acme', startDate: '2020-03' }, { position: 'Undated' }],
      projects: [{ name: 'Tool' }, { name: 'Tool' }],
      skills: [{ name: 'Cooking' }],
    });
    expect(siteSchema.safeParse(bare.site).success).toBe(true);
    expect(ownerWordsSchema.safeParse(bare.words).success).toBe(true);
    expect(bare.words.experience).toEqual([
      { position: 'Engineer', name: 'Acme', startDate: '2020-03' },
      { position: 'Undated', name: 'Where' },
    ]);
    // Two projects of one name get two pictures.
    expect(bare.site.projects.map((project) => project.imageSrc)).toEqual([
      '/images/projects/tool.svg',
      '/images/projects/tool-2.svg',
    ]);
    expect(bare.site.projects[0].link).toContain(PLACEHOLDER_MARK);
    expect(bare.site.techStack).toEqual([]);
    expect(bare.site.email).toBe(`mailto:${PLACEHOLDER_MARK}@example.com`);
    expect(bare.placeholders.map((line) => line.split(':')[0])).toEqual(
      expect.arrayContaining([
        'words/en.yaml name',
        'words/en.yaml title',
        'words/en.yaml about.bio',
        'site.yaml email',
        'site.yaml phone',
        'site.yaml site.url',
        'site.yaml projects[0].link',
        'words/en.yaml projects[0].subtitle',
        'site.yaml techStack',
        'words/en.yaml experience',
      ]),
    );
  });
});

describe('what init does not read', () => {
  it("lists the fields and sections that are not JSON Resume's", () => {
    // As a file holds it: a field JSON Resume does not have is no field of JsonResume.
    const file: object = {
      work: [{ position: 'Engineer', startDate: '2020', team: 'Core' }],
      hobbies: [{ name: 'Chess' }],
    };
    const { notCarried } = fromJsonResume(file as JsonResume);
    expect(notCarried).toEqual(
      expect.arrayContaining([
        "work[0] (Engineer): team: not JSON Resume's fields, so init does not read them; the JSON Resume field that means the same would carry them.",
        'hobbies (Chess): not a section of JSON Resume, so init does not read it; the JSON Resume section that means the same would carry it.',
      ]),
    );
  });
});
