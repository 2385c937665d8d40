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
    expect(notCarried).toContainEqual(expect.stringContaining('Web Development: Master'));
  });

  it('makes each project a card with a placeholder picture', () => {
    expect(site.projects).toEqual([
      {
        imageSrc: '/images/projects/miss-direction.svg',
        link: 'http://missdirection.example.com',
        tags: ['GoogleMaps', 'Chrome Extension', 'Javascript'],
        themeColor: '#0ea5e9',
        themeAccentColor: '#0369a1',
      },
    ]);
    expect(words.projects).toEqual([
      {
        title: 'Miss Direction',
        subtitle: 'A mapping engine that misguides you',
        description:
          'Won award at AIHacks 2016. Built by all women team of newbie programmers. Using modern technologies such as GoogleMaps, Chrome Extension and Javascript.',
        imageAlt: 'A placeholder picture with the name Miss Direction',
      },
    ]);
    const picture = files['public/images/projects/miss-direction.svg'];
    expect(picture).toMatch(
      /^<svg xmlns='http:\/\/www.w3.org\/2000\/svg' width='1600' height='1000'/,
    );
    expect(picture).toContain('>Miss Direction</text>');
    expect(notCarried).toContainEqual(
      expect.stringMatching(
        /^projects\[0\] \(Miss Direction\): startDate, endDate, roles, entity, type: /,
      ),
    );
  });

  it('makes the jobs, volunteering and studies the journey, dated, a paragraph each', () => {
    expect(words.journey).toEqual([
      {
        period: 'Dec 2013 – Dec 2014',
        title: 'CEO/President',
        place: 'Pied Piper, Palo Alto, CA',
        description: example.work[0].summary,
      },
      {
        period: 'Jan 2012 – Jan 2013',
        title: 'Teacher',
        place: 'CoderDojo',
        description: 'Global movement of free coding clubs for young people.',
      },
      {
        period: 'Jun 2011 – Jan 2014',
        title: 'Bachelor in Information Technology',
        place: 'University of Oklahoma',
        description: 'Courses: DB1101 - Basic SQL, CS2011 - Java Introduction. Score: 4.0.',
      },
    ]);
  });

  it('lists each section the site has no place for, with what is in it', () => {
    for (const section of [
      'awards (Digital Compression Pioneer Award)',
      'publications (Video compression for 3d media)',
      'languages (English: Native speaker)',
      'interests (Wildlife)',
      'references (Erlich Bachman)',
    ]) {
      expect(notCarried).toContainEqual(expect.stringContaining(section));
    }
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
    expect(bare.words.journey).toEqual([
      {
        period: 'Mar 2020 – today',
        title: 'Engineer',
        place: 'Acme',
        description: 'What you did there, in a sentence.',
      },
    ]);
    expect(bare.notCarried).toContainEqual(
      'work[1] (Undated): no dates: the journey shows each entry with its years; a startDate in the resume would carry it.',
    );
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
      ]),
    );
  });
});

describe('what the journey has no place for', () => {
  it("makes a job's first highlight its paragraph when it has no summary, and lists the rest", () => {
    const { words, placeholders, notCarried } = fromJsonResume({
      work: [
        {
          position: 'Engineer',
          name: 'Acme',
          startDate: '2020',
          highlights: ['Shipped it', 'Fixed it.'],
        },
      ],
    });
    expect(words.journey[0].description).toBe('Shipped it.');
    expect(placeholders.filter((line) => line.includes('journey'))).toEqual([]);
    expect(notCarried).toContainEqual(
      'work[0] (Engineer at Acme): 1 of its 2 highlights (the first is its paragraph): a journey entry has a period, a title, a place and one paragraph; a list of highlights on journey entries would carry them.',
    );
  });

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
        'hobbies: not a section of JSON Resume, so init does not read it; the JSON Resume section that means the same would carry it.',
      ]),
    );
  });
});
