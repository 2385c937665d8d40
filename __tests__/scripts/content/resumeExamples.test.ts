/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ownerWordsSchema, siteSchema } from '../../../src/content/schema';
import { fromJsonResume } from '../../../scripts/content/fromJsonResume';
import { PLACEHOLDER_MARK } from '../../../scripts/content/importNotes';

/**
 * The four example resumes @jsonresume/schema ships, imported: a placeholder only where the
 * resume has no value, and every section in a kind of its own.
 */

const PACKAGE = path.dirname(require.resolve('@jsonresume/schema/sample.resume.json'));

/**
 * Per example: where a placeholder stands in, the sections its page lists (those it has content
 * for) and the "not carried" list as init prints it: empty, as every section of JSON Resume has
 * a kind that shows it.
 */
const EXPECTED: Record<
  string,
  { placeholders: string[]; sections: string[]; notCarried: string[] }
> = {
  'sample.resume.json': {
    placeholders: [
      'site.yaml projects',
      'words/en.yaml about.bullets',
      'words/en.yaml about.slogan',
    ],
    sections: [
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
    ],
    notCarried: [],
  },
  'examples/career-changer.resume.json': {
    placeholders: ['words/en.yaml about.bullets', 'words/en.yaml about.slogan'],
    sections: [
      'tech-stack',
      'skills',
      'experience',
      'education',
      'volunteering',
      'certificates',
      'languages',
      'interests',
      'testimonials',
      'contact',
    ],
    notCarried: [],
  },
  'examples/new-grad.resume.json': {
    placeholders: [
      'site.yaml projects',
      'words/en.yaml about.bullets',
      'words/en.yaml about.slogan',
    ],
    sections: [
      'projects',
      'tech-stack',
      'skills',
      'experience',
      'education',
      'awards',
      'languages',
      'interests',
      'contact',
    ],
    notCarried: [],
  },
  'examples/senior-engineer.resume.json': {
    placeholders: [
      'site.yaml projects',
      'words/en.yaml about.bullets',
      'words/en.yaml about.slogan',
    ],
    sections: [
      'projects',
      'tech-stack',
      'skills',
      'experience',
      'education',
      'publications',
      'awards',
      'certificates',
      'languages',
      'interests',
      'testimonials',
      'contact',
    ],
    notCarried: [],
  },
};

describe.each(Object.entries(EXPECTED))('%s', (file, expected) => {
  const resume = JSON.parse(readFileSync(path.join(PACKAGE, file), 'utf8'));
  const { site, words, warnings, placeholders, notCarried } = fromJsonResume(resume);

  it('is a folder the build reads, read without a warning', () => {
    expect(siteSchema.safeParse(site).error?.issues ?? []).toEqual([]);
    expect(ownerWordsSchema.safeParse(words).error?.issues ?? []).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('has a placeholder only where the resume has no value', () => {
    expect(placeholders.map((line) => line.split(':')[0])).toEqual(expected.placeholders);
    expect(site.socials.filter((social) => social.url.includes(PLACEHOLDER_MARK))).toEqual([]);
    expect(words.experience ?? []).toHaveLength(resume.work?.length ?? 0);
    expect(words.education ?? []).toHaveLength(resume.education?.length ?? 0);
  });

  it('lists the sections it has content for, and carries everything', () => {
    expect(site.sections).toEqual(expected.sections);
    expect(notCarried).toEqual(expected.notCarried);
  });
});
