import type { z } from 'zod';
import type { ownerWordsSchema } from '../../src/content/schema';
import type { KindId } from '../../src/sections/schemas.generated';
import type { JsonResume } from '../resume/jsonResume';
import type { ImportNotes } from './importNotes';
import { WORDS_FILE } from './importNotes';
import { parseResumeDate } from './resumeDates';
import type { Entry } from './resumeValues';
import { entriesOf, entryLabel, otherFields, textOf, textsOf } from './resumeValues';

/**
 * The resume's sections as the resume kinds' entries (src/sections/<kind>/): each kind's words
 * field holds JSON Resume's entries under JSON Resume's own field names, so an entry is read
 * field by field, as it is: texts, lists of texts and dates.
 */

type Words = z.input<typeof ownerWordsSchema>;

/** A JSON Resume section and the kind that shows it. */
interface Mapping {
  section: string;
  kind: KindId;
  field: keyof Words;
  /** Its required texts, with what stands in when the resume has none. */
  required: Record<string, string>;
  texts: string[];
  lists: string[];
  dates: string[];
}

const MAPPINGS: Mapping[] = [
  {
    section: 'skills',
    kind: 'skills',
    field: 'skillGroups',
    required: { name: 'A skill' },
    texts: ['level'],
    lists: ['keywords'],
    dates: [],
  },
  {
    section: 'work',
    kind: 'experience',
    field: 'experience',
    required: { name: 'Where' },
    texts: ['position', 'location', 'description', 'url', 'summary'],
    lists: ['highlights'],
    dates: ['startDate', 'endDate'],
  },
  {
    section: 'education',
    kind: 'education',
    field: 'education',
    required: { institution: 'Where' },
    texts: ['area', 'studyType', 'url', 'score'],
    lists: ['courses'],
    dates: ['startDate', 'endDate'],
  },
  {
    section: 'volunteer',
    kind: 'volunteering',
    field: 'volunteering',
    required: { organization: 'Where' },
    texts: ['position', 'url', 'summary'],
    lists: ['highlights'],
    dates: ['startDate', 'endDate'],
  },
  {
    section: 'publications',
    kind: 'publications',
    field: 'publications',
    required: { name: 'Its title' },
    texts: ['publisher', 'url', 'summary'],
    lists: [],
    dates: ['releaseDate'],
  },
  {
    section: 'awards',
    kind: 'awards',
    field: 'awards',
    required: { title: 'The award' },
    texts: ['awarder', 'summary'],
    lists: [],
    dates: ['date'],
  },
  {
    section: 'certificates',
    kind: 'certificates',
    field: 'certificates',
    required: { name: 'The certificate' },
    texts: ['issuer', 'url'],
    lists: [],
    dates: ['date'],
  },
  {
    section: 'languages',
    kind: 'languages',
    field: 'spokenLanguages',
    required: { language: 'The language' },
    texts: ['fluency'],
    lists: [],
    dates: [],
  },
  {
    section: 'interests',
    kind: 'interests',
    field: 'interests',
    required: { name: 'The interest' },
    texts: [],
    lists: ['keywords'],
    dates: [],
  },
  {
    section: 'references',
    kind: 'testimonials',
    field: 'testimonials',
    required: { name: 'Who says it', reference: 'What they say' },
    texts: [],
    lists: [],
    dates: [],
  },
];

/** The JSON Resume sections this module reads. */
export const SECTION_KEYS = MAPPINGS.map((mapping) => mapping.section);

/** One entry as its kind's words hold it: what the resume says, placeholders where required. */
function entryOf(mapping: Mapping, entry: Entry, where: string, notes: ImportNotes): Entry {
  const label = entryLabel(where, entry);
  const read: Entry = {};
  for (const [key, placeholder] of Object.entries(mapping.required)) {
    read[key] = notes.or(
      textOf(entry[key]),
      `${WORDS_FILE} ${String(mapping.field)}: ${label}'s ${key}`,
      placeholder,
    );
  }
  for (const key of mapping.texts) read[key] = textOf(entry[key]);
  for (const key of mapping.lists) {
    const list = textsOf(entry[key]);
    if (list.length) read[key] = list;
  }
  for (const key of mapping.dates) {
    const date = textOf(entry[key]);
    if (date && parseResumeDate(date)) read[key] = date;
    else if (date) {
      notes.leftOut(
        `${label}: ${key} ${date}`,
        'not a date as JSON Resume writes one; YYYY, YYYY-MM or YYYY-MM-DD would carry it.',
      );
    }
  }
  notes.unknownFields(
    label,
    otherFields(entry, [
      ...Object.keys(mapping.required),
      ...mapping.texts,
      ...mapping.lists,
      ...mapping.dates,
    ]),
  );
  return Object.fromEntries(Object.entries(read).filter(([, value]) => value !== undefined));
}

/** The kinds' words fields the resume has entries for, and those kinds. */
export function sectionsOf(
  resume: JsonResume,
  notes: ImportNotes,
): { words: Partial<Words>; kinds: KindId[] } {
  const words: Record<string, Entry[]> = {};
  const kinds: KindId[] = [];
  for (const mapping of MAPPINGS) {
    const entries = entriesOf(resume[mapping.section]).map((entry, index) =>
      entryOf(mapping, entry, `${mapping.section}[${index}]`, notes),
    );
    if (entries.length === 0) continue;
    words[mapping.field] = entries;
    kinds.push(mapping.kind);
  }
  // Each entry holds only its mapping's fields, checked as its kind's schema reads them.
  return { words: words as Partial<Words>, kinds };
}
