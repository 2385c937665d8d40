import type { JsonResume } from '../resume/jsonResume';
import type { ImportNotes } from './importNotes';
import { isBefore, parseResumeDate } from './resumeDates';
import type { Entry } from './resumeValues';
import { entriesOf, entryLabel, isEntry, textOf } from './resumeValues';

/**
 * A JSON Resume made the one shape the importer maps: the schema's older field names read as
 * their current ones, and each entry's dates checked, so that a resume written for an older
 * version, or by hand, gives the same folder as one written for the current schema.
 */

/**
 * Fields JSON Resume renamed before its 1.0, by section: older name → current. Resumes and
 * tools from then still write them.
 */
const RENAMED: Record<string, Record<string, string>> = {
  basics: { picture: 'image', website: 'url' },
  work: { company: 'name', website: 'url' },
  volunteer: { website: 'url' },
  education: { gpa: 'score' },
  projects: { website: 'url' },
  publications: { website: 'url' },
};

/** The sections whose entries have a period. */
const DATED = new Set(['work', 'volunteer', 'education', 'projects']);

/** `entry` with each older name's value under its current name. */
function withCurrentNames(
  entry: Entry,
  renamed: Record<string, string>,
  label: string,
  notes: ImportNotes,
): Entry {
  const current: Entry = { ...entry };
  for (const [older, name] of Object.entries(renamed)) {
    if (!(older in entry)) continue;
    delete current[older];
    const [olderText, text] = [textOf(entry[older]), textOf(entry[name])];
    if (text === undefined) current[name] = entry[older];
    else if (olderText !== undefined && olderText !== text) {
      notes.warn(
        `${label}: ${older} (JSON Resume's older name for ${name}) says "${olderText}", ${name} "${text}"; ${name} is read.`,
      );
    }
  }
  return current;
}

/**
 * `entry` with dates JSON Resume allows: a blank one is none (some tools write "" for
 * "ongoing"), one that is not a date is left out, and an end before the start is taken for the
 * two written the wrong way round.
 */
function withCheckedDates(entry: Entry, label: string, notes: ImportNotes): Entry {
  const checked: Entry = { ...entry };
  for (const key of ['startDate', 'endDate']) {
    if (entry[key] === undefined) continue;
    const text = textOf(entry[key]);
    if (text !== undefined && parseResumeDate(text)) {
      checked[key] = text;
      continue;
    }
    delete checked[key];
    if (text !== undefined) {
      notes.warn(
        `${label}: ${key} "${text}" is not a date as JSON Resume writes one (2019, 2019-04 or 2019-04-15); it is left out.`,
      );
    }
  }
  const [startText, endText] = [textOf(checked.startDate), textOf(checked.endDate)];
  const [start, end] = [startText, endText].map((text) => text && parseResumeDate(text));
  if (start && end && isBefore(end, start)) {
    checked.startDate = endText;
    checked.endDate = startText;
    notes.warn(
      `${label}: endDate ${endText} is before startDate ${startText}; read the other way round, from ${endText} to ${startText}.`,
    );
  }
  return checked;
}

/** The resume with current field names and checked dates; what it did is in `notes`. */
export function normaliseResume(resume: JsonResume, notes: ImportNotes): JsonResume {
  const normalised: JsonResume = { ...resume };
  if (isEntry(resume.basics)) {
    normalised.basics = withCurrentNames(resume.basics, RENAMED.basics, 'basics', notes);
  }
  for (const [section, value] of Object.entries(resume)) {
    if (section === 'basics' || !Array.isArray(value)) continue;
    normalised[section] = entriesOf(value).map((entry, index) => {
      const where = `${section}[${index}]`;
      const renamed = withCurrentNames(entry, RENAMED[section] ?? {}, where, notes);
      const label = entryLabel(where, renamed);
      return DATED.has(section) ? withCheckedDates(renamed, label, notes) : renamed;
    });
  }
  return normalised;
}
