import type { z } from 'zod';
import type { ownerWordsSchema, siteSchema } from '../../src/content/schema';
import { CONTENT_FORMAT } from '../../src/content/schema';
import { KIND_IDS } from '../../src/sections/schemas.generated';
import type { JsonResume } from '../resume/jsonResume';
import { CODE, ImportNotes, WORDS_FILE } from './importNotes';
import { normaliseResume } from './normaliseResume';
import { contactOf } from './resumeBasics';
import { projectsOf } from './resumeProjects';
import { SECTION_KEYS, sectionsOf } from './resumeSections';
import { skillsOf } from './resumeSkills';
import { isEntry, sentencesOf, textOf } from './resumeValues';
import { noteUncarriedSections } from './uncarriedSections';

/**
 * A JSON Resume (https://jsonresume.org/schema) made into an owner's folder (`npm run init --
 * --from-resume`): what the site can show of it, placeholders where the site needs what a
 * resume does not have, and a sentence for each of both, so the owner knows what to look at.
 */

/** site.yaml's data, as the content model reads it. */
export type SiteFile = z.input<typeof siteSchema>;

export interface ConvertedResume {
  site: SiteFile;
  /** words/<site.defaultLanguage>.yaml's data. */
  words: z.input<typeof ownerWordsSchema>;
  /** The other files of the folder, by path in it: the projects' placeholder pictures. */
  files: Record<string, string>;
  /** How values the resume says unusually were read: a sentence each. */
  warnings: string[];
  /** What the site needs that the resume does not say, and what stands in: a sentence each. */
  placeholders: string[];
  /** What the resume holds that the site does not show, and what would: a sentence each. */
  notCarried: string[];
}

const SLOGAN = 'Your motto, in one line.';

/** The sections the importer maps, and JSON Resume's own data about the file. */
const MAPPED = new Set(['$schema', 'meta', 'basics', 'projects', ...SECTION_KEYS]);

/** 'Ada Lovelace' → 'AL': the first letters of the first and last words. */
function initialsOf(name: string): string {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const words = name.split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked
    .map((word) => [...segmenter.segment(word)][0]?.segment ?? '')
    .join('')
    .toUpperCase();
}

/** The language's locale in the resume's country, when its address names one. */
function localeOf(countryCode: string | undefined): string {
  if (!countryCode) return CODE;
  try {
    return Intl.getCanonicalLocales(`${CODE}-${countryCode}`)[0];
  } catch {
    return CODE;
  }
}

/** The owner's folder from a JSON Resume document (parsed JSON, checked value by value). */
export function fromJsonResume(document: JsonResume): ConvertedResume {
  const notes = new ImportNotes();
  const resume = normaliseResume(document, notes);
  const basics = isEntry(resume.basics) ? resume.basics : {};
  const countryCode = isEntry(basics.location) ? textOf(basics.location.countryCode) : undefined;
  const locale = localeOf(countryCode);

  const name = notes.or(textOf(basics.name), `${WORDS_FILE} name`, 'Your Name');
  const title = notes.or(textOf(basics.label), `${WORDS_FILE} title`, 'Your job title');
  const summary = textOf(basics.summary);
  const bio = notes.or(
    summary,
    `${WORDS_FILE} about.bio`,
    'A sentence or two about you: what you build, and for whom.',
  );
  const { socials, email, phone, url, location } = contactOf(basics, notes);
  const { skills, techStack, lines } = skillsOf(resume, notes);
  const projects = projectsOf(resume, notes);
  const sections = sectionsOf(resume, notes);
  noteUncarriedSections(resume, MAPPED, notes);
  notes.placeholder(
    `${WORDS_FILE} about.bullets: a resume has no such list; it is empty: write up to three short points about you.`,
  );
  notes.placeholder(
    `${WORDS_FILE} about.slogan: a resume has none; "${SLOGAN}" stands in: write yours.`,
  );

  return {
    site: {
      format: CONTENT_FORMAT,
      logoText: initialsOf(name),
      site: {
        url,
        languages: [
          {
            code: CODE,
            name: new Intl.DisplayNames([CODE], { type: 'language' }).of(CODE) ?? CODE,
            locale,
          },
        ],
        defaultLanguage: CODE,
      },
      // The page's sections: those the resume has content for, in the default order.
      sections: KIND_IDS.filter(
        (id) =>
          (id === 'projects' && projects.cards.length > 0) ||
          (id === 'tech-stack' && techStack.length > 0) ||
          sections.kinds.includes(id) ||
          id === 'contact',
      ),
      about: { skills },
      projects: projects.cards,
      techStack,
      socials,
      email,
      phone,
      ...(location && { location }),
      copyrightYear: new Date().getFullYear(),
    },
    words: {
      name,
      title,
      meta: {
        description: [`${name}, ${title}.`, summary && sentencesOf(summary)[0]]
          .filter(Boolean)
          .join(' '),
      },
      about: { bio, bullets: [], slogan: SLOGAN },
      projects: projects.texts,
      techStack: lines,
      // The resume's jobs and studies are its experience and education, dated to the month.
      journey: [],
      ...sections.words,
    },
    files: projects.files,
    warnings: notes.warnings,
    placeholders: notes.placeholders,
    notCarried: notes.notCarried,
  };
}
