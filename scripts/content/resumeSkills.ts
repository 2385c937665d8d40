import type { OwnerWords } from '../../src/content/catalogue';
import type { TechCard, TechIcon } from '../../src/content/types';
import type { JsonResume } from '../resume/jsonResume';
import type { ImportNotes } from './importNotes';
import { WORDS_FILE } from './importNotes';
import { entriesOf, otherFields, textOf, textsOf } from './resumeValues';

/** The resume's skills as the about box's list and the tech strip's cards. */

const TECH_LINE = 'What you do with it, in a line.';

/** The names (lower case, letters and digits only) a skill has when the tech strip can draw it. */
const TECH_NAMES: Record<TechIcon, string[]> = {
  react: ['react', 'reactjs'],
  node: ['node', 'nodejs'],
  sql: ['sql', 'postgresql', 'postgres', 'mysql', 'sqlite', 'mariadb', 'mssql'],
  express: ['express', 'expressjs'],
  tailwind: ['tailwind', 'tailwindcss'],
  mongodb: ['mongodb', 'mongo'],
  next: ['next', 'nextjs'],
  python: ['python'],
  javascript: ['javascript', 'js', 'ecmascript'],
};

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
 * The about box's skills (each skill's name and keywords), and the tech strip: a card per icon
 * the page draws, for the first skill or keyword named like it; a keyword's line is its skill's
 * name ("Web Development").
 */
export function skillsOf(resume: JsonResume, notes: ImportNotes) {
  const entries = entriesOf(resume.skills);
  const levels = entries
    .filter((skill) => textOf(skill.level))
    .map((skill) => `${textOf(skill.name) ?? 'a skill'}: ${textOf(skill.level)}`);
  if (levels.length > 0) {
    notes.leftOut(
      `skills' levels (${levels.join('; ')})`,
      'the page lists skills by name; a level beside each skill in the about box would carry them.',
    );
  }
  entries.forEach((skill, index) =>
    notes.unknownFields(
      `skills[${index}] (${textOf(skill.name) ?? 'no name'})`,
      otherFields(skill, ['name', 'level', 'keywords']),
    ),
  );
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
      const key = title?.toLowerCase().replace(/[^a-z0-9]/g, '') ?? '';
      const icon = (Object.keys(TECH_NAMES) as TechIcon[]).find((known) =>
        TECH_NAMES[known].includes(key),
      );
      if (!title || !icon || techStack.some((card) => card.icon === icon)) continue;
      techStack.push({ title, icon });
      if (!line) unexplained.push(title);
      lines.push({ description: line ?? TECH_LINE });
    }
  }
  if (techStack.length === 0) {
    notes.placeholder(
      `site.yaml techStack: no skill is one the tech strip draws (${Object.keys(TECH_NAMES).join(', ')}), so it is empty and the strip hidden; add cards there, each with its line in ${WORDS_FILE}.`,
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
