import type { JsonResume } from '../resume/jsonResume';
import type { ImportNotes } from './importNotes';
import { entriesOf, textOf } from './resumeValues';

/**
 * The sections of a file that are not JSON Resume's (every one of JSON Resume's has a kind that
 * shows it, src/sections/), listed whole with their entries' names.
 */
export function noteUncarriedSections(
  resume: JsonResume,
  mapped: ReadonlySet<string>,
  notes: ImportNotes,
): void {
  for (const [key, value] of Object.entries(resume)) {
    if (mapped.has(key) || (Array.isArray(value) && value.length === 0)) continue;
    const names = entriesOf(value)
      .map((item) => textOf(item.name) ?? textOf(item.title))
      .filter((name) => name !== undefined);
    notes.leftOut(
      names.length > 0 ? `${key} (${names.join('; ')})` : key,
      'not a section of JSON Resume, so init does not read it; the JSON Resume section that means the same would carry it.',
    );
  }
}
