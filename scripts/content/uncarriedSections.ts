import type { JsonResume } from '../resume/jsonResume';
import type { ImportNotes } from './importNotes';
import type { Entry } from './resumeValues';
import { entriesOf, textOf } from './resumeValues';

/**
 * The resume's sections the site has no place for, listed whole with their entries' names, each
 * with what would carry it.
 */

const SECTIONS: Record<string, { entry: (item: Entry) => unknown; why: string }> = {
  awards: {
    entry: (item) => item.title,
    why: 'the site has no awards section, which would carry them; until then a journey entry or an about bullet can tell one.',
  },
  certificates: {
    entry: (item) => item.name,
    why: 'the site has no certificates section, which would carry them; until then a journey entry can tell one.',
  },
  publications: {
    entry: (item) => item.name,
    why: 'the site has no publications section, which would carry them; until then a post (posts/) can present one.',
  },
  languages: {
    entry: (item) => [textOf(item.language), textOf(item.fluency)].filter(Boolean).join(': '),
    why: "the page does not show the languages you speak (site.yaml's languages are the page's own); a list of them in the about box would carry them.",
  },
  interests: {
    entry: (item) => item.name,
    why: 'the site has no interests section, which would carry them.',
  },
  references: {
    entry: (item) => item.name,
    why: 'the site has no references section, which would carry them.',
  },
};

/** Each section of `resume` but the `mapped` ones, as a line of `notes`. */
export function noteUncarriedSections(
  resume: JsonResume,
  mapped: ReadonlySet<string>,
  notes: ImportNotes,
): void {
  for (const [key, value] of Object.entries(resume)) {
    if (mapped.has(key) || (Array.isArray(value) && value.length === 0)) continue;
    const section = key in SECTIONS ? SECTIONS[key] : undefined;
    const names = entriesOf(value)
      .map((item) => textOf(section?.entry(item)))
      .filter((name) => name !== undefined);
    notes.leftOut(
      names.length > 0 ? `${key} (${names.join('; ')})` : key,
      section?.why ??
        'not a section of JSON Resume, so init does not read it; the JSON Resume section that means the same would carry it.',
    );
  }
}
