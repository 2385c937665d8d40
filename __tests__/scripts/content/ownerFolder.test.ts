/**
 * @jest-environment node
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { ContentError } from '../../../scripts/content/contentRules';
import { contentDirOf, contentNotices, loadContent } from '../../../scripts/content/ownerFolder';
import { templateTexts } from '../../../src/texts';
import { en, hi } from '../../support/sample';

const SAMPLE = path.resolve(__dirname, '../../../sample');

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'owner-folder-'));
  cpSync(SAMPLE, path.join(root, 'content'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

type Data = Record<string, unknown>;

/** Rewrites one YAML file of the owner's folder, as an owner would edit it. */
function edit(file: string, change: (data: Data) => void) {
  const full = path.join(root, 'content', file);
  const data = (parse(readFileSync(full, 'utf8')) ?? {}) as Data;
  change(data);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, stringify(data));
}

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, 'content', file)), { recursive: true });
  writeFileSync(path.join(root, 'content', file), text);
};

const load = () => loadContent(root, { env: {} });

/** The problems the folder stops the build with, as the owner reads them. */
function problemsOf(): string[] {
  try {
    load();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map((problem) => `${problem.path}: ${problem.message}`);
  }
  throw new Error('The folder was read without a problem.');
}

const withMarathi = (data: Data) => {
  const site = data.site as { languages: unknown[] };
  site.languages.push({ code: 'mr', name: 'मराठी', locale: 'mr-IN' });
};

describe("the owner's folder", () => {
  it('is content/ when it has a site.yaml, else the sample; CONTENT_DIR names another', () => {
    expect(contentDirOf(root, {})).toMatchObject({ shownDir: 'content', isSample: false });
    rmSync(path.join(root, 'content', 'site.yaml'));
    expect(contentDirOf(root, {})).toMatchObject({ shownDir: 'sample', isSample: true });
    expect(contentDirOf(root, { CONTENT_DIR: 'elsewhere/mine' })).toMatchObject({
      dir: path.join(root, 'elsewhere/mine'),
      shownDir: 'elsewhere/mine',
      isSample: false,
    });
  });

  it("reads the sample as the page's texts: the template's, with the owner's words", () => {
    const read = load();
    expect(read.catalogues.en).toEqual(en);
    expect(read.catalogues.hi).toEqual(hi);
    expect(read.catalogues.en.contact.heading).toBe("Let's Connect");
    expect(read.catalogues.hi.name).toBe('आरव मेहता');
    expect(read.untranslated).toEqual({ en: [], hi: [] });
    expect(read.warnings).toEqual([]);
    expect(contentNotices(read)).toEqual([]);
  });

  it('overrides a template text key by key, in the language it is written in', () => {
    edit('words/en.yaml', (words) => {
      words.contact = { heading: 'Say hello' };
    });
    const { catalogues } = load();
    expect(catalogues.en.contact.heading).toBe('Say hello');
    expect(catalogues.en.contact.send).toBe('Send Message');
    expect(catalogues.hi.contact.heading).toBe(templateTexts.hi.contact.heading);
  });

  it("builds a third language with half of the template's texts missing, listing what it shows in the default's", () => {
    edit('site.yaml', withMarathi);
    write(
      'words/mr.yaml',
      stringify({
        name: 'आरव मेहता',
        title: 'फुल स्टॅक डेव्हलपर',
        contact: { heading: 'चला, संपर्क करूया' },
        projects: [{ title: 'रिफिल बडी' }],
      }),
    );
    const read = load();
    const marathi = read.catalogues.mr;
    expect(marathi.title).toBe('फुल स्टॅक डेव्हलपर');
    expect(marathi.contact.heading).toBe('चला, संपर्क करूया');
    expect(marathi.contact.send).toBe(en.contact.send);
    expect(marathi.projects[0]).toEqual({ ...en.projects[0], title: 'रिफिल बडी' });
    expect(marathi.projects[1]).toEqual(en.projects[1]);
    expect(read.untranslated.mr).toContain('contact.send');
    expect(read.untranslated.mr).toContain('projects[0].subtitle');
    expect(read.untranslated.mr).not.toContain('contact.heading');
    expect(read.untranslated.mr).not.toContain('title');
    const [notice] = contentNotices(read);
    expect(notice).toMatch(
      /^Untranslated: mr \(मराठी\) shows \d+ texts in en; translate them in content\/words\/mr\.yaml: meta\.socialImageAlt, /,
    );
  });

  it('shows a language without a words file in the default language, with a warning', () => {
    edit('site.yaml', withMarathi);
    const read = load();
    expect(read.catalogues.mr).toEqual(en);
    expect(read.warnings).toEqual([
      {
        path: 'content/words/mr.yaml',
        message:
          'does not exist: every text of "mr" is shown in en. Copy words/en.yaml there and translate it.',
      },
    ]);
  });

  it('ignores, with a warning, a key this release does not know, such as one a release removed', () => {
    edit('words/hi.yaml', (words) => {
      words.resume = { backToSite: 'पोर्टफ़ोलियो पर वापस' };
      words.notFound = { home: 'मुख्य पेज' };
    });
    const read = load();
    expect(read.catalogues.hi).toEqual(hi);
    expect(read.warnings).toEqual([
      {
        path: 'content/words/hi.yaml: resume.backToSite',
        message: 'is not a text of this release; it is ignored. Remove it, or check its spelling.',
      },
      {
        path: 'content/words/hi.yaml: notFound.home',
        message: 'is not a text of this release; it is ignored. Remove it, or check its spelling.',
      },
    ]);
  });

  it("keeps the template's or the default's text, with a warning, for a translation it cannot use", () => {
    edit('words/hi.yaml', (words) => {
      words.topBar = { call: 'कॉल करें', backToTop: ['{name}'] };
      (words.about as Data).bullets = ['एक'];
    });
    const read = load();
    // Hindi has the template's own translation of both; the owner's bullets have none.
    expect(read.catalogues.hi.topBar).toEqual(templateTexts.hi.topBar);
    expect(read.catalogues.hi.about.bullets).toEqual(en.about.bullets);
    expect(read.untranslated.hi).toEqual(['about.bullets']);
    expect(read.warnings.map((warning) => `${warning.path}: ${warning.message}`)).toEqual([
      "content/words/hi.yaml: topBar.backToTop: is a list; write a text. Until then the page shows the template's text.",
      `content/words/hi.yaml: topBar.call: lost {name} of "Call {name}": keep it unchanged, the page fills it in. Until then the page shows the template's text.`,
      `content/words/hi.yaml: about.bullets: has 1 entries; it needs 3, one for each of ${JSON.stringify(en.about.bullets[0])}…. Until then the page shows the default language's text.`,
    ]);
  });

  it("stops on the default language's words missing or empty, naming the file, the field and the fix", () => {
    edit('words/en.yaml', (words) => {
      delete words.title;
      const projects = words.projects as Data[];
      projects[1].title = '  ';
      projects[3].imageAlt = '';
    });
    expect(problemsOf()).toEqual([
      'content/words/en.yaml: title: is missing. Write your job title, e.g. "Full-stack developer".',
      "content/words/en.yaml: projects[1].title: is empty. Write the project's name.",
      'content/words/en.yaml: projects[3].imageAlt: is empty. Write what its screenshot shows, for people who cannot see it.',
    ]);
  });

  it('asks the default language for one text per project and tech card of site.yaml', () => {
    edit('words/en.yaml', (words) => {
      words.projects = (words.projects as unknown[]).slice(0, 2);
    });
    expect(problemsOf()).toEqual([
      "content/words/en.yaml: projects: has 2 entries; site.yaml's projects has 6. Each entry holds the texts of the one at the same place in site.yaml.",
    ]);
  });

  it('stops on a misspelt or missing setting, and on an icon it cannot draw', () => {
    edit('site.yaml', (site) => {
      site.socails = site.socials;
      delete site.socials;
    });
    expect(problemsOf()).toEqual([
      'content/site.yaml: socials: is missing. Write your profiles, in order: the footer shows them (but those with `footer: false`), the top bar those with `topBar: true`, and the resume and /resume.json all of them.',
      'content/site.yaml: (the file): has no "socails". Check the spelling, or remove it (the editor\'s schema lists what it can hold).',
    ]);
    edit('site.yaml', (site) => {
      site.socials = site.socails;
      delete site.socails;
      (site.techStack as Data[])[0].icon = 'rust-lang';
    });
    expect(problemsOf()).toEqual([
      'content/site.yaml: techStack[0].icon: "rust-lang" is no icon of simple-icons. Write its slug (https://simpleicons.org), e.g. "rust", "fastlane", "dashlane", or the path of your own SVG in the folder, e.g. "./images/icons/rust-lang.svg".',
    ]);
  });

  it('stops on a file that is not YAML, with its line', () => {
    write('words/en.yaml', 'name: Aarav\ntitle: "unclosed\n');
    const [problem] = problemsOf();
    expect(problem).toMatch(
      /^content\/words\/en\.yaml:\d+: is not valid YAML \(.+\)\. Check the indentation and quotes there\.$/,
    );
  });

  it("stops on the default language's words file missing, and on a format it does not read", () => {
    rmSync(path.join(root, 'content', 'words', 'en.yaml'));
    expect(problemsOf()).toEqual([
      'content/words/en.yaml: does not exist. Write your words in the default language there (name, title, about, projects, techStack, journey).',
    ]);
    edit('site.yaml', (site) => {
      site.format = 3;
    });
    expect(problemsOf()).toEqual([
      'content/site.yaml: format: is 3; this release reads format 2. Run `npm run upgrade`, which migrates the folder.',
    ]);
  });
});
