import type { OwnerWords } from '../../src/content/catalogue';
import type { JsonResume } from '../resume/jsonResume';
import type { ImportNotes } from './importNotes';
import { WORDS_FILE } from './importNotes';
import { parseResumeDate, periodText } from './resumeDates';
import type { ResumeDate } from './resumeDates';
import type { Entry } from './resumeValues';
import {
  asSentence,
  degreeOf,
  entriesOf,
  entryLabel,
  listed,
  otherFields,
  textOf,
  textsOf,
} from './resumeValues';

/**
 * The resume's jobs, volunteering and studies as the journey: a period, a title, a place and
 * one paragraph each.
 */

interface Texts {
  title?: string;
  place?: string;
  description?: string;
  /** How many of the highlights the description tells. */
  toldHighlights?: number;
}

/** A section's entries as the journey reads them, and the fields that does. */
interface Section {
  key: 'work' | 'volunteer' | 'education';
  read: string[];
  texts: (entry: Entry) => Texts;
}

/** A journey entry's fields a resume's entry has, and what on a journey entry would carry each. */
const ENTRY_LACKS: Record<string, string> = {
  url: 'a link',
  description: 'a line about the organisation',
  highlights: 'a list of highlights',
};

/**
 * The paragraph of a job or a role: its summary, or its first highlight when it has none. The
 * rest are not run together into it: a list run into a paragraph reads as neither.
 */
function paragraphOf(entry: Entry): Pick<Texts, 'description' | 'toldHighlights'> {
  const summary = textOf(entry.summary);
  const [first] = textsOf(entry.highlights);
  if (summary || !first) return { description: summary, toldHighlights: 0 };
  return { description: asSentence(first), toldHighlights: 1 };
}

const SECTIONS: Section[] = [
  {
    key: 'work',
    read: ['name', 'location', 'position', 'summary'],
    texts: (job) => ({
      title: textOf(job.position),
      place: [textOf(job.name), textOf(job.location)].filter(Boolean).join(', ') || undefined,
      ...paragraphOf(job),
    }),
  },
  {
    key: 'volunteer',
    read: ['organization', 'position', 'summary'],
    texts: (role) => ({
      title: textOf(role.position),
      place: textOf(role.organization),
      ...paragraphOf(role),
    }),
  },
  {
    key: 'education',
    read: ['institution', 'area', 'studyType', 'score', 'courses'],
    texts: (study) => {
      const courses = textsOf(study.courses);
      const score = textOf(study.score);
      const description = [
        courses.length > 0 && `Courses: ${courses.join(', ')}.`,
        score && `Score: ${score}.`,
      ].filter(Boolean);
      return {
        title: degreeOf(study),
        place: textOf(study.institution),
        description: description.join(' ') || undefined,
      };
    },
  },
];

/** What of `entry` the journey has no place for: 'url (…)', '3 highlights'. */
function lackingOf(entry: Entry, toldHighlights: number): { key: string; shown: string }[] {
  const url = textOf(entry.url);
  const about = textOf(entry.description);
  const count = textsOf(entry.highlights).length;
  const untold = count - toldHighlights;
  const shown: Record<string, string | undefined> = {
    url: url && `url (${url})`,
    description: about && `description ("${about}")`,
    highlights:
      untold === 0
        ? undefined
        : toldHighlights > 0
          ? `${untold} of its ${count} highlights (the first is its paragraph)`
          : `${count} highlight${count === 1 ? '' : 's'}`,
  };
  return Object.entries(shown).flatMap(([key, text]) => (text ? [{ key, shown: text }] : []));
}

/** A date of the resume, checked by normaliseResume. */
function dateOf(value: unknown): ResumeDate | undefined {
  const text = textOf(value);
  return text === undefined ? undefined : parseResumeDate(text);
}

/**
 * The journey, one list of experience and education: jobs, then volunteering, then studies,
 * each in the resume's order. An entry without dates is left out: the journey and the resume
 * show each with its years (the build requires them).
 */
export function journeyOf(
  resume: JsonResume,
  locale: string,
  notes: ImportNotes,
): OwnerWords['journey'] {
  const journey: OwnerWords['journey'] = [];
  for (const { key, read, texts } of SECTIONS) {
    entriesOf(resume[key]).forEach((entry, index) => {
      const label = entryLabel(`${key}[${index}]`, entry);
      const period = periodText(dateOf(entry.startDate), dateOf(entry.endDate), locale);
      if (!period) {
        notes.leftOut(
          `${label}: no dates`,
          'the journey shows each entry with its years; a startDate in the resume would carry it.',
        );
        return;
      }
      const { title, place, description, toldHighlights = 0 } = texts(entry);
      const at = `${WORDS_FILE} journey: ${label}'s`;
      journey.push({
        period,
        title: notes.or(title, `${at} title`, 'Your role'),
        place: notes.or(place, `${at} place`, 'Where'),
        description: notes.or(
          description,
          `${at} description`,
          'What you did there, in a sentence.',
        ),
      });
      const lacking = lackingOf(entry, toldHighlights);
      if (lacking.length > 0) {
        notes.leftOut(
          `${label}: ${lacking.map((field) => field.shown).join(', ')}`,
          `a journey entry has a period, a title, a place and one paragraph; ${listed(lacking.map((field) => ENTRY_LACKS[field.key]))} on journey entries would carry ${lacking.length === 1 && lacking[0].key !== 'highlights' ? 'it' : 'them'}.`,
        );
      }
      notes.unknownFields(
        label,
        otherFields(entry, [...read, 'startDate', 'endDate', ...Object.keys(ENTRY_LACKS)]),
      );
    });
  }
  return journey;
}
