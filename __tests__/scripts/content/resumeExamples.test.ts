/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ownerWordsSchema, siteSchema } from '../../../src/content/schema';
import { fromJsonResume } from '../../../scripts/content/fromJsonResume';
import { PLACEHOLDER_MARK } from '../../../scripts/content/importNotes';

/**
 * The four example resumes @jsonresume/schema ships, imported: a placeholder only where the
 * resume has no value, and every value the site cannot show listed, with what would carry it.
 */

const PACKAGE = path.dirname(require.resolve('@jsonresume/schema/sample.resume.json'));

/** Per example: where a placeholder stands in, and the "not carried" list as init prints it. */
const EXPECTED: Record<string, { placeholders: string[]; notCarried: string[] }> = {
  'sample.resume.json': {
    placeholders: [
      'site.yaml projects',
      'words/en.yaml about.bullets',
      'words/en.yaml about.slogan',
    ],
    notCarried: [
      'basics.location (San Francisco, California, US): the page shows no address (its country set the locale, en-US); an address line on the page would carry it.',
      "skills' levels (Web Development: Master; Compression: Master): the page lists skills by name; a level beside each skill in the about box would carry them.",
      'projects[0] (Miss Direction): startDate, endDate, roles, entity, type: a project card has no place for them; dates, your roles, whom it was for and its kind on the card would carry them.',
      'work[0] (CEO/President at Pied Piper): url (http://piedpiper.example.com), description ("Awesome compression company"), 3 highlights: a journey entry has a period, a title, a place and one paragraph; a link, a line about the organisation and a list of highlights on journey entries would carry them.',
      'volunteer[0] (Teacher at CoderDojo): url (http://coderdojo.example.com/), 1 highlight: a journey entry has a period, a title, a place and one paragraph; a link and a list of highlights on journey entries would carry them.',
      'education[0] (Bachelor in Information Technology at University of Oklahoma): url (https://www.ou.edu/): a journey entry has a period, a title, a place and one paragraph; a link on journey entries would carry it.',
      'awards (Digital Compression Pioneer Award): the site has no awards section, which would carry them; until then a journey entry or an about bullet can tell one.',
      'publications (Video compression for 3d media): the site has no publications section, which would carry them; until then a post (posts/) can present one.',
      "languages (English: Native speaker): the page does not show the languages you speak (site.yaml's languages are the page's own); a list of them in the about box would carry them.",
      'interests (Wildlife): the site has no interests section, which would carry them.',
      'references (Erlich Bachman): the site has no references section, which would carry them.',
    ],
  },
  'examples/career-changer.resume.json': {
    placeholders: ['words/en.yaml about.bullets', 'words/en.yaml about.slogan'],
    notCarried: [
      'basics.location (Austin, Texas, US): the page shows no address (its country set the locale, en-US); an address line on the page would carry it.',
      "skills' levels (Data Analysis: Intermediate; Data Visualization: Intermediate; Operations & Leadership: Advanced): the page lists skills by name; a level beside each skill in the about box would carry them.",
      'work[0] (Data Analyst (Contract) at Freelance): description ("Independent analytics consulting"), 3 highlights: a journey entry has a period, a title, a place and one paragraph; a line about the organisation and a list of highlights on journey entries would carry them.',
      'work[1] (General Manager at Salt & Cedar Restaurant Group): description ("Regional restaurant group, four locations"), 3 highlights: a journey entry has a period, a title, a place and one paragraph; a line about the organisation and a list of highlights on journey entries would carry them.',
      'work[2] (Shift Supervisor at Café Lumen): description ("Independent neighborhood cafe"), 2 highlights: a journey entry has a period, a title, a place and one paragraph; a line about the organisation and a list of highlights on journey entries would carry them.',
      'volunteer[0] (Data Volunteer at Central Texas Food Bank): url (https://www.centraltexasfoodbank.org/), 2 highlights: a journey entry has a period, a title, a place and one paragraph; a link and a list of highlights on journey entries would carry them.',
      'volunteer[1] (Digital Literacy Tutor at Austin Free-Net): url (https://www.austinfree.net/), 1 highlight: a journey entry has a period, a title, a place and one paragraph; a link and a list of highlights on journey entries would carry them.',
      'education[0] (Associate of Applied Science in Business Administration at Austin Community College): url (https://www.austincc.edu/): a journey entry has a period, a title, a place and one paragraph; a link on journey entries would carry it.',
      'certificates (Google Data Analytics Professional Certificate; Databases and SQL for Data Science; Tableau Desktop Specialist): the site has no certificates section, which would carry them; until then a journey entry can tell one.',
      "languages (English: Native speaker; Spanish: Native speaker): the page does not show the languages you speak (site.yaml's languages are the page's own); a list of them in the about box would carry them.",
      'interests (Home Cooking; Cycling): the site has no interests section, which would carry them.',
      'references (Priya Natarajan, Owner, Salt & Cedar Restaurant Group): the site has no references section, which would carry them.',
    ],
  },
  'examples/new-grad.resume.json': {
    placeholders: [
      'site.yaml projects',
      'words/en.yaml about.bullets',
      'words/en.yaml about.slogan',
    ],
    notCarried: [
      'basics.location (Seattle, Washington, US): the page shows no address (its country set the locale, en-US); an address line on the page would carry it.',
      "skills' levels (Programming Languages: Intermediate; Web Development: Intermediate; Data & Infrastructure: Beginner): the page lists skills by name; a level beside each skill in the about box would carry them.",
      'projects[0] (DormSwap): startDate, endDate, roles, entity, type: a project card has no place for them; dates, your roles, whom it was for and its kind on the card would carry them.',
      'projects[1] (gradient-viz): startDate, endDate, roles, type: a project card has no place for them; dates, your roles and its kind on the card would carry them.',
      'work[0] (Software Engineering Intern at Outreach): url (https://www.outreach.io/), description ("Sales engagement platform"), 3 highlights: a journey entry has a period, a title, a place and one paragraph; a link, a line about the organisation and a list of highlights on journey entries would carry them.',
      'work[1] (Research Intern at Allen Institute for AI): url (https://allenai.org/), description ("Non-profit AI research institute"), 2 highlights: a journey entry has a period, a title, a place and one paragraph; a link, a line about the organisation and a list of highlights on journey entries would carry them.',
      'education[0] (Bachelor of Science in Computer Science at University of Washington): url (https://www.washington.edu/): a journey entry has a period, a title, a place and one paragraph; a link on journey entries would carry it.',
      "awards (Dean's List): the site has no awards section, which would carry them; until then a journey entry or an about bullet can tell one.",
      "languages (English: Native speaker; Igbo: Conversational): the page does not show the languages you speak (site.yaml's languages are the page's own); a list of them in the about box would carry them.",
      'interests (Open Source; Rock Climbing): the site has no interests section, which would carry them.',
    ],
  },
  'examples/senior-engineer.resume.json': {
    placeholders: [
      'site.yaml projects',
      'words/en.yaml about.bullets',
      'words/en.yaml about.slogan',
    ],
    notCarried: [
      'basics.location (San Francisco, California, US): the page shows no address (its country set the locale, en-US); an address line on the page would carry it.',
      "skills' levels (Distributed Systems: Master; Programming Languages: Master; Infrastructure: Advanced): the page lists skills by name; a level beside each skill in the about box would carry them.",
      'projects[0] (raft-lab): startDate, roles, type: a project card has no place for them; dates, your roles and its kind on the card would carry them.',
      'work[0] (Staff Software Engineer at Confluent): url (https://www.confluent.io/), description ("Data streaming platform built on Apache Kafka"), 4 highlights: a journey entry has a period, a title, a place and one paragraph; a link, a line about the organisation and a list of highlights on journey entries would carry them.',
      'work[1] (Senior Software Engineer at Dropbox): url (https://www.dropbox.com/), description ("Cloud storage and collaboration"), 3 highlights: a journey entry has a period, a title, a place and one paragraph; a link, a line about the organisation and a list of highlights on journey entries would carry them.',
      'work[2] (Software Engineer at Rackspace): url (https://www.rackspace.com/), description ("Managed cloud hosting provider"), 2 highlights: a journey entry has a period, a title, a place and one paragraph; a link, a line about the organisation and a list of highlights on journey entries would carry them.',
      'education[0] (Ph.D. in Computer Science at University of Texas at Austin): url (https://www.utexas.edu/): a journey entry has a period, a title, a place and one paragraph; a link on journey entries would carry it.',
      'education[1] (Bachelor of Science in Computer Science at University of Texas at Austin): url (https://www.utexas.edu/): a journey entry has a period, a title, a place and one paragraph; a link on journey entries would carry it.',
      'publications (Bounded Staleness for Geo-Replicated Key-Value Stores; Operating Tiered Storage at Streaming Scale): the site has no publications section, which would carry them; until then a post (posts/) can present one.',
      'awards (Best Paper Award; Distinguished Engineer Spotlight): the site has no awards section, which would carry them; until then a journey entry or an about bullet can tell one.',
      'certificates (AWS Certified Solutions Architect - Professional): the site has no certificates section, which would carry them; until then a journey entry can tell one.',
      "languages (English: Native speaker; Spanish: Fluent; Portuguese: Professional working proficiency): the page does not show the languages you speak (site.yaml's languages are the page's own); a list of them in the about box would carry them.",
      'interests (Mentoring; Cartography): the site has no interests section, which would carry them.',
      'references (Marcus Feng, Engineering Director at Confluent; Dr. Anita Bose, Professor of Computer Science, UT Austin): the site has no references section, which would carry them.',
    ],
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
    expect(words.journey).toHaveLength(
      ['work', 'volunteer', 'education'].reduce((sum, key) => sum + (resume[key]?.length ?? 0), 0),
    );
  });

  it('lists everything it does not carry, with what would carry it', () => {
    expect(notCarried).toEqual(expected.notCarried);
    for (const line of notCarried) expect(line).toMatch(/would carry (it|them)/);
  });
});
