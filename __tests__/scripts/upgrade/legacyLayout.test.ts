/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { convertLegacyLayout } from '../../../scripts/upgrade/legacyLayout';

/**
 * An owner's copy of an older release (40dd9e8, before posts and before the owner's folder),
 * made as `git archive` makes it, with their own name, texts, screenshot, post, resume and a
 * third language; the template's commit is fetched into it, as the upgrade does.
 */
const TEMPLATE = path.resolve(__dirname, '../../..');
const RELEASE = '40dd9e8';

jest.setTimeout(60_000);

let copy: string;
let ownerBefore: object;
const lines: string[] = [];
let moved: string[];

const git = (...args: string[]) =>
  execFileSync('git', ['-C', copy, ...args], { encoding: 'utf8', stdio: 'pipe' });
const file = (relative: string) => path.join(copy, relative);
const read = (relative: string) => readFileSync(file(relative), 'utf8');
const put = (relative: string, text: string | Buffer) => {
  mkdirSync(path.dirname(file(relative)), { recursive: true });
  writeFileSync(file(relative), text);
};
/** Replaces `from` in a file, checking that it is there once. */
const edit = (relative: string, from: string, to: string) => {
  const text = read(relative);
  expect(text.split(from)).toHaveLength(2);
  put(relative, text.replace(from, to));
};
const words = (code: string) =>
  parse(read(`content/words/${code}.yaml`)) as Record<string, Record<string, unknown>>;

const SCREENSHOT = Buffer.from('their own screenshot');
const RESUME = Buffer.from('%PDF-1.7 their resume');
const POST = '---\ntitle: Hello\ndate: 2026-01-05\nsummary: My first post.\n---\n\nHello.\n';

beforeAll(async () => {
  copy = mkdtempSync(path.join(os.tmpdir(), 'legacy-layout-test-'));
  execFileSync('sh', ['-c', `git -C "${TEMPLATE}" archive ${RELEASE} | tar -x -C "${copy}"`]);
  symlinkSync(path.join(TEMPLATE, 'node_modules'), file('node_modules'));
  const base = execFileSync('git', ['-C', TEMPLATE, 'rev-parse', RELEASE], {
    encoding: 'utf8',
  }).trim();
  git('init', '-q');
  git('fetch', '-q', TEMPLATE, base);

  const en = 'src/content/locales/en.ts';
  edit(en, "name: 'Aarav Mehta'", "name: 'Priya Kulkarni'");
  edit(en, "title: 'FULL Stack Developer'", "title: 'Backend Engineer'");
  edit(en, `heading: "Let's Connect"`, "heading: 'Say hello'");
  const owner = 'src/content/owner.ts';
  edit(owner, "'/images/projects/refill-buddy.png'", "'/images/projects/priya-app.png'");
  edit(
    owner,
    "{ code: 'hi', name: 'हिन्दी', locale: 'hi-IN' },",
    "{ code: 'hi', name: 'हिन्दी', locale: 'hi-IN' },\n      { code: 'mr', name: 'मराठी', locale: 'mr-IN' },",
  );
  edit(owner, 'copyrightYear:', "ownResume: '/files/priya-resume.pdf',\n  copyrightYear:");
  put('public/images/projects/priya-app.png', SCREENSHOT);
  put('public/files/priya-resume.pdf', RESUME);
  put('src/content/posts/hello.en.md', POST);
  put('src/content/case-studies/priya-app.en.md', POST);

  // Marathi, translated from their English.
  const mr = 'src/content/locales/mr.ts';
  put(mr, read(en).replace('export const en = {', 'export const mr = {'));
  edit(mr, "name: 'Priya Kulkarni'", "name: 'प्रिया कुलकर्णी'");
  edit(mr, "heading: 'Say hello'", "heading: 'संपर्क साधा'");
  edit(mr, "about: 'About Me'", "about: 'माझ्याबद्दल'");
  edit(mr, "privacy: 'Privacy notice'", "privacy: 'गोपनीयता सूचना'");
  const index = 'src/content/locales/index.ts';
  edit(
    index,
    "import { hi } from './hi';",
    "import { hi } from './hi';\nimport { mr } from './mr';",
  );
  edit(index, '{ en, hi }', '{ en, hi, mr }');

  git('add', '-A');
  git('-c', 'user.name=Priya', '-c', 'user.email=priya@example.dev', 'commit', '-qm', 'Mine');
  ownerBefore = ((await import(file(owner))) as { owner: object }).owner;

  ({ moved } = await convertLegacyLayout({
    repoDir: copy,
    baseCommit: base,
    log: (line) => lines.push(line),
  }));
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

it('writes site.yaml: the owner object, format 1 first', () => {
  const text = read('content/site.yaml');
  expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/site.schema.json');
  const site = parse(text) as object;
  expect(Object.keys(site)[0]).toBe('format');
  expect(site).toEqual({ format: 1, ...ownerBefore });
  expect(site).toMatchObject({ ownResume: '/files/priya-resume.pdf' });
  expect(lines).toContain('Moved src/content/owner.ts → content/site.yaml');
});

it('keeps their words and the interface texts they changed, not the template’s', () => {
  expect(read('content/words/en.yaml').split('\n')[0]).toBe(
    '# yaml-language-server: $schema=../../schemas/words.schema.json',
  );
  const en = words('en');
  expect(en).toMatchObject({ name: 'Priya Kulkarni', title: 'Backend Engineer' });
  expect(en.contact).toEqual({ heading: 'Say hello' });
  // Their words whole, in the catalogue's nesting; the template's texts beside them dropped.
  expect(Object.keys(en.about)).toEqual(['bio', 'bullets', 'slogan']);
  expect(Object.keys(en.meta)).toEqual(['description']);
  expect(en.projects).toHaveLength(6);
  expect(en.techStack).toHaveLength(9);
  expect(en.journey).toHaveLength(3);
  expect(Object.keys(en)).toEqual([
    'name',
    'title',
    'meta',
    'about',
    'projects',
    'techStack',
    'journey',
    'contact',
  ]);
  // Hindi, as the release had it: the sample's words only.
  expect(words('hi')).toMatchObject({ name: 'आरव मेहता' });
  expect(Object.keys(words('hi'))).toEqual(Object.keys(en).slice(0, -1));
  expect(lines).toContain(
    "en: 54 texts of yours kept in content/words/en.yaml (1 of them the template's, changed)",
  );
  expect(lines.some((line) => /^en: dropped \d+ texts equal to the template's$/.test(line))).toBe(
    true,
  );
});

it('keeps the texts of their own language that differ from the template’s English', () => {
  const mr = words('mr');
  expect(mr).toMatchObject({
    name: 'प्रिया कुलकर्णी',
    title: 'Backend Engineer',
    contact: { heading: 'संपर्क साधा' },
    hero: { about: 'माझ्याबद्दल' },
    footer: { privacy: 'गोपनीयता सूचना' },
  });
  expect(mr.contact).toEqual({ heading: 'संपर्क साधा' });
  expect(mr.privacy).toBeUndefined();
  expect(read('content/words/mr.yaml')).toContain('name: प्रिया कुलकर्णी');
  expect(lines).toContain(
    "mr: 56 texts of yours kept in content/words/mr.yaml (3 of them the template's, translated)",
  );
});

it('moves their files to content/ and deletes the legacy ones, not the template’s code', () => {
  expect(readFileSync(file('content/public/images/projects/priya-app.png'))).toEqual(SCREENSHOT);
  expect(readFileSync(file('content/public/files/priya-resume.pdf'))).toEqual(RESUME);
  expect(existsSync(file('content/public/images/projects/todonest.png'))).toBe(true);
  expect(read('content/posts/hello.en.md')).toBe(POST);
  expect(read('content/case-studies/priya-app.en.md')).toBe(POST);
  for (const gone of [
    'src/content/owner.ts',
    'src/content/locales',
    'src/content/posts',
    'src/content/case-studies',
    'public/images',
    'public/files',
  ]) {
    expect([gone, existsSync(file(gone))]).toEqual([gone, false]);
  }
  for (const kept of ['types.ts', 'languages.ts', 'responsiveImages.ts', 'contentImages.d.ts']) {
    expect(existsSync(file(`src/content/${kept}`))).toBe(true);
  }
  expect(existsSync(file('public/index.html'))).toBe(true);
  expect(moved).toEqual(
    expect.arrayContaining([
      'content/site.yaml',
      'content/words/en.yaml',
      'content/words/hi.yaml',
      'content/words/mr.yaml',
      'content/posts/hello.en.md',
      'content/case-studies/priya-app.en.md',
      'content/public/images/projects/priya-app.png',
      'content/public/files/priya-resume.pdf',
    ]),
  );
  expect(moved).toHaveLength(4 + 2 + 7 + 1);
  expect(lines).toEqual(
    expect.arrayContaining([
      'Moved src/content/posts/ → content/posts/ (1 file)',
      'Moved public/images/ → content/public/images/ (7 files)',
      'Moved public/files/priya-resume.pdf → content/public/files/priya-resume.pdf',
    ]),
  );
  // Nothing committed: the upgrade commits.
  expect(git('rev-list', '--count', 'HEAD').trim()).toBe('1');
});
