/** @jest-environment node */
import { periodText } from '../../../src/content/periods';
import { fromJsonResume } from '../../../scripts/content/fromJsonResume';
import type { JsonResume } from '../../../scripts/resume/jsonResume';

/** A resume as the current schema names its fields. */
const current: JsonResume = {
  basics: {
    name: 'Ada Lovelace',
    label: 'Analyst',
    image: 'https://ada.example.com/ada.jpg',
    url: 'https://ada.example.com',
    email: 'ada@example.com',
  },
  work: [
    {
      name: 'Analytical Engines',
      position: 'Programmer',
      url: 'https://engines.example.com',
      startDate: '1842-01',
      endDate: '1843-09',
      summary: 'Wrote the first program.',
    },
  ],
  volunteer: [{ organization: 'Society', position: 'Member', url: 'https://society.example.com' }],
  projects: [{ name: 'Notes', description: 'Notes on the engine.', url: 'https://notes.example' }],
};

/** A file's resume, as init reads it: whatever the JSON holds, as a JsonResume. */
const asRead = (document: object) => document as JsonResume;

/** The same resume with JSON Resume's older names: company, website, picture. */
const older = asRead({
  basics: {
    name: 'Ada Lovelace',
    label: 'Analyst',
    picture: 'https://ada.example.com/ada.jpg',
    website: 'https://ada.example.com',
    email: 'ada@example.com',
  },
  work: [
    {
      company: 'Analytical Engines',
      position: 'Programmer',
      website: 'https://engines.example.com',
      startDate: '1842-01',
      endDate: '1843-09',
      summary: 'Wrote the first program.',
    },
  ],
  volunteer: [
    { organization: 'Society', position: 'Member', website: 'https://society.example.com' },
  ],
  projects: [
    { name: 'Notes', description: 'Notes on the engine.', website: 'https://notes.example' },
  ],
});

/** The period the page shows of a job with these dates. */
const periodOf = (dates: { startDate?: string; endDate?: string }) => {
  const { words, warnings } = fromJsonResume({ work: [{ name: 'Acme', ...dates }] });
  return { period: periodText(words.experience?.[0] ?? {}, 'en', 'today'), warnings };
};

describe("JSON Resume's older field names", () => {
  it('map to the same content as the current ones, without a warning', () => {
    const fromOlder = fromJsonResume(older);
    const fromCurrent = fromJsonResume(current);
    expect(fromOlder).toEqual(fromCurrent);
    expect(fromOlder.warnings).toEqual([]);
    expect(fromOlder.site.site.url).toBe('https://ada.example.com');
    expect(fromOlder.site.projects[0].link).toBe('https://notes.example');
    expect(fromOlder.words.experience?.[0].name).toBe('Analytical Engines');
    expect(fromOlder.notCarried).toContainEqual(
      expect.stringMatching(/^basics\.image \(https:\/\/ada\.example\.com\/ada\.jpg\): /),
    );
  });

  it('give way to the current name when both are there, with a warning', () => {
    const both = asRead({ work: [{ company: 'Old', name: 'New', startDate: '2020' }] });
    const { words, warnings } = fromJsonResume(both);
    expect(words.experience?.[0].name).toBe('New');
    expect(warnings).toEqual([
      `work[0]: company (JSON Resume's older name for name) says "Old", name "New"; name is read.`,
    ]);
  });
});

describe("a resume's partial dates", () => {
  it.each([
    [{ startDate: '2019' }, '2019 – today'],
    [{ startDate: '2019-04' }, 'Apr 2019 – today'],
    [{ startDate: '2019', endDate: '2021' }, '2019 – 2021'],
    [{ startDate: '2019', endDate: '2019' }, '2019'],
    [{ startDate: '2019-04', endDate: '2019-09' }, 'Apr – Sep 2019'],
    [{ startDate: '2019-04-15', endDate: '2019-04-30' }, 'Apr 2019'],
    [{ startDate: '2017', endDate: '2019-04' }, '2017 – Apr 2019'],
    [{ startDate: '2019-04', endDate: '2021' }, 'Apr 2019 – 2021'],
    [{ startDate: '2019', endDate: '2019-04' }, '2019'],
  ])('%j is the period %s', (dates, period) => {
    expect(periodOf(dates)).toEqual({ period, warnings: [] });
  });

  it('take a blank date for none, and leave out one that is not a date, with a warning', () => {
    expect(periodOf({ startDate: '2019', endDate: '' })).toEqual({
      period: '2019 – today',
      warnings: [],
    });
    expect(periodOf({ startDate: '2019-13', endDate: '2020' })).toEqual({
      period: '2020',
      warnings: [
        'work[0] (Acme): startDate "2019-13" is not a date as JSON Resume writes one (2019, 2019-04 or 2019-04-15); it is left out.',
      ],
    });
  });
});

describe('a period written the wrong way round', () => {
  it('is read from the earlier date to the later, with a warning naming the entry', () => {
    const { words, warnings } = fromJsonResume({
      work: [{ position: 'Engineer', name: 'Acme', startDate: '2021-06', endDate: '2019-04' }],
    });
    expect(periodText(words.experience?.[0] ?? {}, 'en', 'today')).toBe('Apr 2019 – Jun 2021');
    expect(warnings).toEqual([
      'work[0] (Engineer at Acme): endDate 2019-04 is before startDate 2021-06; read the other way round, from 2019-04 to 2021-06.',
    ]);
  });

  it('is not reversed when the dates share a year and one has no month', () => {
    expect(periodOf({ startDate: '2019-04', endDate: '2019' })).toEqual({
      period: '2019',
      warnings: [],
    });
  });
});
