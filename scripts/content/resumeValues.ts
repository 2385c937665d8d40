/**
 * A JSON Resume's values as the importer reads them. The file comes from elsewhere and may hold
 * anything, so each value is checked where it is used: a text that is blank, or not a text, is
 * no text.
 */

/** One entry of a resume's section (a job, a project), or its basics. */
export type Entry = Record<string, unknown>;

/** A value of the resume as a text: trimmed; undefined when it is not one or is blank. */
export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(textOf).filter((text) => text !== undefined) : [];

export const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A section's entries that are objects. */
export const entriesOf = (value: unknown): Entry[] =>
  Array.isArray(value) ? value.filter(isEntry) : [];

/** A web address (http or https), else undefined. */
export function webLink(value: unknown): string | undefined {
  const text = textOf(value);
  try {
    return text && /^https?:$/.test(new URL(text).protocol) ? text : undefined;
  } catch {
    return undefined;
  }
}

/** A text's sentences, each ending at ., !, ? or । before a space or the end. */
export const sentencesOf = (text: string) => text.split(/(?<=[.!?।])\s+/u).filter(Boolean);

/** An education entry's title: 'Bachelor in Information Technology'. */
const degreeOf = (study: Entry) =>
  [textOf(study.studyType), textOf(study.area)].filter(Boolean).join(' in ') || undefined;

/**
 * An entry as init's lines name it: where it is and what it is, 'work[0] (CEO/President at
 * Pied Piper)', so the owner finds it in their resume.
 */
export function entryLabel(where: string, entry: Entry): string {
  const role = textOf(entry.position) ?? degreeOf(entry);
  const place = [entry.name, entry.organization, entry.institution, entry.title, entry.language]
    .map(textOf)
    .find(Boolean);
  return `${where} (${[role, place].filter(Boolean).join(' at ') || 'no name'})`;
}

/** The entry's fields that are not `read`: what the importer does not know what to do with. */
export const otherFields = (entry: Entry, read: readonly string[]): string[] =>
  Object.keys(entry).filter((key) => !read.includes(key));
