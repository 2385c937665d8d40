import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import { parse } from 'yaml';
import { App } from '../../src/components/App';
import { loadAllSections } from '../../src/components/lazySections';
import type { LatestPost } from '../../src/content/catalogue';
import { siteSchema } from '../../src/content/schema';
import { owner } from '../../src/content/settings';
import { pageKinds } from '../../src/sections/kinds.generated';
import { shownKinds } from '../../src/sections/pageSections';
import { KIND_IDS } from '../../src/sections/schemas.generated';
import { kindTextsIn } from '../../src/sections/texts.generated';
import { templateTexts } from '../../src/texts';
import { resolvedSections, unshownSectionNotices } from '../../scripts/content/sectionList';
import { linkProblems, sitePages } from '../../scripts/writing/links';
import { renderWithProviders } from '../support/renderWithProviders';
import { en, hi } from '../support/sample';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const index = require('../../scripts/sections/writeIndex.cjs') as {
  sectionKinds: (dir?: string) => { id: string; order: number }[];
  writeSectionIndexes: (dir?: string) => { id: string }[];
};

const POST: LatestPost = {
  title: 'Hello',
  date: '2026-01-02',
  dateText: '2 January 2026',
  summary: 'A post.',
  path: '/blog/hello/',
};
const withPosts = { ...en, latestPosts: [POST] };
const ids = (kinds: { id: string }[]) => kinds.map(({ id }) => id);

/** Every key path of a group of texts, for comparing two languages' shapes. */
const keyPaths = (value: unknown, at = ''): string[] =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, `${at}.${key}`))
    : [at];

describe('the section registry (src/sections/)', () => {
  it("keeps the sample's page as the spec has it: the same sections in the same order", () => {
    // It lists no sections: every kind, the resume kinds (experience…) left out with no entries.
    expect(owner.sections).toEqual([...KIND_IDS]);
    expect(ids(shownKinds(owner, withPosts))).toEqual([
      'projects',
      'tech-stack',
      'journey',
      'writing',
      'contact',
    ]);
    // A language without posts has no Writing section.
    expect(ids(shownKinds(owner, en))).toEqual(['projects', 'tech-stack', 'journey', 'contact']);
  });

  it("lists every folder with a kind.ts, in its kind.ts's order, for the page and the model", () => {
    const found = index.sectionKinds();
    expect(ids(found)).toEqual(ids(pageKinds));
    expect(ids(pageKinds)).toEqual([...KIND_IDS]);
    expect(pageKinds.map((kind) => kind.order)).toEqual(found.map((kind) => kind.order));
    expect([...pageKinds.map((kind) => kind.order)].sort((a, b) => a - b)).toEqual(
      pageKinds.map((kind) => kind.order),
    );
  });

  it("has each kind's texts in every language of the template, with the same keys", () => {
    const model = keyPaths(kindTextsIn('en'));
    expect(model).toContain('.journeySection.heading');
    for (const code of Object.keys(templateTexts)) {
      expect(keyPaths(kindTextsIn(code))).toEqual(model);
    }
    expect(templateTexts.hi.journeySection.heading).not.toBe(
      templateTexts.en.journeySection.heading,
    );
  });

  it("gives the link checker each home page's shown sections, and no other", () => {
    const pages = sitePages(owner, { en: withPosts, hi });
    expect([...(pages.get('/') ?? [])]).toEqual(['top', ...ids(shownKinds(owner, withPosts))]);
    expect([...(pages.get('/hi/') ?? [])]).toEqual([
      'top',
      'projects',
      'tech-stack',
      'journey',
      'contact',
    ]);
    const links = [
      { href: '/#writing', line: 1 },
      { href: '/hi/#writing', line: 2 },
    ];
    expect(
      linkProblems([{ file: 'posts/a.en.md', path: '/blog/a/', links }], pages, os.tmpdir()).map(
        ({ line }) => line,
      ),
    ).toEqual([2]);
  });

  it('writes the indexes of a new folder, and says what a folder lacks', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sections-'));
    try {
      mkdirSync(path.join(dir, 'talks'));
      for (const [file, text] of Object.entries({
        'kind.ts': 'export const kind = {\n  order: 35,\n  answers: false,\n};\n',
        'Section.tsx': 'export default function Talks() {\n  return null;\n}\n',
        'texts.ts': 'export const en = {};\n',
      })) {
        writeFileSync(path.join(dir, 'talks', file), text);
      }
      expect(() => index.writeSectionIndexes(dir)).toThrow('src/sections/talks/ has no schema.ts');
      writeFileSync(path.join(dir, 'talks', 'schema.ts'), 'export const site = {};\n');
      expect(ids(index.writeSectionIndexes(dir))).toEqual(['talks']);
      const page = readFileSync(path.join(dir, 'kinds.generated.ts'), 'utf8');
      expect(page).toContain("import { kind as talks } from './talks/kind';");
      expect(page).toContain(`import(/* webpackChunkName: "talks" */ './talks/Section')`);
      expect(readFileSync(path.join(dir, 'schemas.generated.ts'), 'utf8')).toContain(
        "export const KIND_IDS = ['talks'] as const;",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("site.yaml's sections", () => {
  const site = parse(readFileSync(path.resolve(__dirname, '../../sample/site.yaml'), 'utf8'));

  it('are every kind in order when site.yaml lists none', () => {
    expect(site.sections).toBeUndefined();
    expect(resolvedSections(undefined)).toEqual([...KIND_IDS]);
    expect(resolvedSections(['contact', 'projects'])).toEqual(['contact', 'projects']);
  });

  it('stop the build on a name that is no section, or one named twice', () => {
    const problems = (sections: unknown) => {
      const result = siteSchema.safeParse({ ...site, sections });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(problems(['journey', 'contact'])).toEqual([]);
    expect(problems(['journey', 'blog']).join()).toContain('projects');
    expect(problems(['journey', 'journey'])).toEqual(['names a section twice']);
  });

  it('warn about a listed section that no language shows, and only a listed one', () => {
    const listed = { ...owner, sections: resolvedSections(['journey', 'writing']) };
    expect(unshownSectionNotices(listed, true, [en])).toEqual([
      'Warning: site.yaml: sections lists "writing", which has nothing to show in any language, so the page leaves it out. Write its content, or take it off the list.',
    ]);
    expect(unshownSectionNotices(listed, true, [en, withPosts])).toEqual([]);
    expect(unshownSectionNotices(owner, false, [en])).toEqual([]);
  });
});

describe('the page follows the sections shown', () => {
  const shown = owner.sections;
  afterEach(() => {
    owner.sections = shown;
  });

  const slots = () =>
    [...document.querySelectorAll('[data-lazy-section]')].map((slot) =>
      slot.getAttribute('data-lazy-section'),
    );

  it("in the owner's order, with no slot and no button for a section left out", async () => {
    owner.sections = ['journey', 'projects'];
    renderWithProviders(<App />);
    await act(() => loadAllSections());
    expect(slots()).toEqual(['journey', 'projects', 'footer']);
    expect(screen.getByRole('button', { name: en.hero.latestWorks })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.topBar.contactMe })).toBeNull();
  });

  it("drops the hero's 'Latest Works' with the projects", async () => {
    owner.sections = ['contact'];
    renderWithProviders(<App />);
    await act(() => loadAllSections());
    expect(slots()).toEqual(['contact', 'footer']);
    expect(screen.queryByRole('button', { name: en.hero.latestWorks })).toBeNull();
    expect(screen.getByRole('button', { name: en.topBar.contactMe })).toBeInTheDocument();
  });
});
