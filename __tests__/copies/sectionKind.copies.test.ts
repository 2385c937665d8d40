import { cpSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, filesAt, git, read, removeTemps, replaceIn, ROOT, write } from './support/copies';

/**
 * A new section kind is one folder: a copy of the template gains src/sections/talks/, nothing
 * else of the template edited, and the owner's folder gains talks to show. One production
 * build (after a short one the link checker stops) finds the section everywhere the registry
 * reaches.
 */

// A production build of the copy is some 30 s on 2 cores, more on a busy machine.
jest.setTimeout(600_000);

afterAll(removeTemps);

const KIND: Record<string, string> = {
  'kind.ts': `import type { SectionKind } from '../contract';

export const kind: SectionKind = {
  order: 35,
  answers: false,
  shown: (_owner, texts) => (texts.talks ?? []).length > 0,
};
`,
  'Section.tsx': `import { useTexts } from '../../components/common/texts';
import { Section, SectionHeading } from '../../components/sections/sectionBlocks';

export default function Talks() {
  const { talks = [], talksSection } = useTexts();
  return (
    <Section id="talks" aria-labelledby="talks-heading">
      <SectionHeading id="talks-heading">{talksSection.heading}</SectionHeading>
      <ul>
        {talks.map((talk) => (
          <li key={talk.title}>
            {talk.title}: {talk.event}
          </li>
        ))}
      </ul>
    </Section>
  );
}
`,
  'texts.ts': `export const en = { talksSection: { heading: 'Talks I gave' } };

export const hi: typeof en = { talksSection: { heading: 'मेरी वार्ताएँ' } };
`,
  'schema.ts': `import { z } from 'zod';
import { text } from '../../content/schemaParts';

export const site = {};

export const words = {
  talks: z
    .array(
      z.object({
        title: text.describe("The talk's title."),
        event: text.describe('Where you gave it.'),
      }),
    )
    .optional()
    .describe('Your talks; none hides the section.'),
};
`,
  'resume.ts': `import type { KindResume } from '../contract';

export const resume: KindResume = {
  section: (_owner, texts) =>
    texts.talks?.length
      ? {
          heading: texts.talksSection.heading,
          entries: texts.talks.map((talk) => ({ title: talk.title, sub: talk.event })),
        }
      : null,
  json: (_owner, texts) => ({
    publications: (texts.talks ?? []).map((talk) => ({ name: talk.title, publisher: talk.event })),
  }),
};
`,
};

const TALKS = {
  en: { title: 'Queues in Postgres', event: 'PyCon India 2025' },
  hi: { title: 'Postgres में कतारें', event: 'PyCon India 2025' },
};

const post = (anchor: string) =>
  [
    '---',
    'title: Slides of my talk',
    'date: 2026-02-01',
    'summary: Where the slides are.',
    'tags: [talks]',
    '---',
    '',
    `The slides are with [my talks](/#${anchor}).`,
    '',
  ].join('\n');

const html = (dir: string, file: string) => read(dir, path.join('dist', file));

it('adds a section kind with one folder: prerendered, linked, listed and in the resume', () => {
  const dir = filesAt(ROOT, 'HEAD');
  for (const [file, text] of Object.entries(KIND)) write(dir, `src/sections/talks/${file}`, text);
  // The template's files are as they were: the kind is the folder alone.
  const changed = git(dir, 'status', '--porcelain').split('\n');
  expect(changed.filter((line) => line !== '?? node_modules')).toEqual(['?? src/sections/talks/']);

  // The owner's folder: the sample's, with their talks and a post that links to them.
  cpSync(path.join(dir, 'sample'), path.join(dir, 'content'), { recursive: true });
  for (const [code, talk] of Object.entries(TALKS)) {
    const words = read(dir, `content/words/${code}.yaml`);
    write(
      dir,
      `content/words/${code}.yaml`,
      `${words}\ntalks:\n  - title: ${talk.title}\n    event: ${talk.event}\n`,
    );
  }
  write(dir, 'content/posts/talk-slides.en.md', post('talkz'));

  // The link checker knows the new section's id: a wrong one stops the build, naming it.
  const refused = build(dir);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain('names "#talkz"');
  expect(refused.output).toContain('#talks');

  replaceIn(dir, 'content/posts/talk-slides.en.md', '/#talkz', '/#talks');
  const built = build(dir);
  if (built.code !== 0) throw new Error(built.output.slice(-4000));

  // Prerendered in every language, in its place (order 35: after the journey).
  for (const [file, code] of [
    ['index.html', 'en'],
    ['hi/index.html', 'hi'],
  ] as const) {
    const page = html(dir, file);
    const slots = [...page.matchAll(/data-lazy-section="([^"]+)"/g)].map((match) => match[1]);
    expect(slots).toEqual([
      'projects',
      'tech-stack',
      'journey',
      'talks',
      'writing',
      'contact',
      'footer',
    ]);
    expect(page).toMatch(/<section id="talks"/);
    expect(page).toContain(TALKS[code].title);
  }
  expect(html(dir, 'index.html')).toContain('Talks I gave');
  expect(html(dir, 'hi/index.html')).toContain('मेरी वार्ताएँ');

  // The page's section ids (the language switch's, uiSlice's PAGE_SECTIONS) come from these.
  // Every kind is listed (site.yaml lists none); among those the sample shows, talks comes
  // where its order puts it.
  const owner = JSON.parse(readFileSync(path.join(dir, '.local/content/owner.json'), 'utf8'));
  const shownOnes = ['projects', 'tech-stack', 'journey', 'talks', 'writing', 'contact'];
  expect(owner.sections.filter((id: string) => shownOnes.includes(id))).toEqual(shownOnes);

  // Its chunk is built, named after it; the post's link to it is on the post's page.
  expect(readdirSync(path.join(dir, 'dist'))).toEqual(
    expect.arrayContaining([expect.stringMatching(/^talks\.[0-9a-f]{8}\.js$/)]),
  );
  expect(html(dir, 'blog/talk-slides/index.html')).toContain('href="/#talks"');

  // The resume: its section on the page, its part of resume.json.
  expect(html(dir, 'resume/index.html')).toContain('Talks I gave');
  const resume = JSON.parse(html(dir, 'resume.json'));
  expect(resume.publications).toEqual([{ name: TALKS.en.title, publisher: TALKS.en.event }]);
});
