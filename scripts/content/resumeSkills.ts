import type { OwnerWords } from '../../src/content/catalogue';
import type { TechCard } from '../../src/content/types';
import type { JsonResume } from '../resume/jsonResume';
import { findIcon } from './iconSet';
import type { ImportNotes } from './importNotes';
import { WORDS_FILE } from './importNotes';
import { entriesOf, textOf, textsOf } from './resumeValues';

/** The resume's skills as the about box's list and the tech strip's cards. */

const TECH_LINE = 'What you do with it, in a line.';

function dedupe(texts: string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The about box's skills (each skill's name and keywords; the skills kind has them in their
 * groups, with their levels, resumeSections.ts), and the tech strip: a card per icon
 * of simple-icons (or the template's own) a skill or keyword is named like, by its slug, title
 * or aliases (iconSet.ts's findIcon), for the first so named; a keyword's line is its skill's
 * name ("Web Development").
 */
export function skillsOf(resume: JsonResume, notes: ImportNotes) {
  const entries = entriesOf(resume.skills);
  const techStack: TechCard[] = [];
  const lines: OwnerWords['techStack'] = [];
  const unexplained: string[] = [];
  for (const skill of entries) {
    const group = textOf(skill.name);
    const named = [
      { title: group, line: undefined },
      ...textsOf(skill.keywords).map((keyword) => ({ title: keyword, line: group })),
    ];
    for (const { title, line } of named) {
      const icon = title === undefined ? undefined : findIcon(title);
      if (!title || !icon || techStack.some((card) => card.icon === icon)) continue;
      techStack.push({ title, icon });
      if (!line) unexplained.push(title);
      lines.push({ description: line ?? TECH_LINE });
    }
  }
  if (techStack.length === 0) {
    notes.placeholder(
      `site.yaml techStack: no skill is named like an icon of simple-icons, so it is empty and the strip hidden; add cards there (any slug of https://simpleicons.org, or your own SVG), each with its line in ${WORDS_FILE}.`,
    );
  } else if (unexplained.length > 0) {
    notes.placeholder(
      `${WORDS_FILE} techStack: the resume says nothing about ${unexplained.join(', ')}; "${TECH_LINE}" stands in: write yours.`,
    );
  }
  return {
    skills: dedupe(
      entries.flatMap((skill) => [...textsOf([skill.name]), ...textsOf(skill.keywords)]),
    ),
    techStack,
    lines,
  };
}
