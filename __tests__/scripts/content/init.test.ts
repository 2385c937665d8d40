/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { initArgs, runInit } from '../../../scripts/content/init';
import { loadContent } from '../../../scripts/content/ownerFolder';

/** JSON Resume's own example, "Richard Hendriks". */
const EXAMPLE = require.resolve('@jsonresume/schema/sample.resume.json');

/** A project in a temporary folder: package.json and a small sample/. */
let root: string;

const at = (file: string) => path.join(root, file);
const read = (file: string) => readFileSync(at(file), 'utf8');

function put(file: string, text: string) {
  mkdirSync(path.dirname(at(file)), { recursive: true });
  writeFileSync(at(file), text);
}

function run(args: string[], cwd = root) {
  const info: string[] = [];
  const error: string[] = [];
  const code = runInit(
    args,
    { rootDir: root, cwd },
    { info: (line) => info.push(line), error: (line) => error.push(line) },
  );
  return { code, info: info.join('\n'), error: error.join('\n') };
}

/** The folder as the build reads it. */
const loaded = () => loadContent(root, { env: {} });

function git(...args: string[]) {
  const result = spawnSync(
    'git',
    ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  expect(result.status).toBe(0);
  return result.stdout.trim();
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'init-'));
  put('package.json', JSON.stringify({ name: 'portfolio', version: '9.9.9' }));
  put(
    'sample/site.yaml',
    '# yaml-language-server: $schema=../schemas/site.schema.json\nformat: 1\n',
  );
  put('sample/words/en.yaml', 'name: Sample Person\n');
  put('sample/public/images/projects/app.png', 'not really a PNG');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run init', () => {
  it('copies sample/ to content/, with the release it was made from', () => {
    const { code, info } = run([]);
    expect(code).toBe(0);
    expect(info).toContain('Copied sample/ to content/');
    for (const file of ['site.yaml', 'words/en.yaml', 'public/images/projects/app.png']) {
      expect(read(`content/${file}`)).toBe(read(`sample/${file}`));
    }
    // Not a git repository: the version alone.
    expect(JSON.parse(read('content/release.json'))).toEqual({ version: '9.9.9' });
    expect(readdirSync(root).sort()).toEqual(['content', 'package.json', 'sample']);
  });

  it('never writes over a content/ that is there', () => {
    put('content/site.yaml', 'mine\n');
    const { code, error } = run(['--empty']);
    expect(code).toBe(1);
    expect(error).toMatch(/^content\/ is already there/);
    expect(readdirSync(at('content'))).toEqual(['site.yaml']);
    expect(read('content/site.yaml')).toBe('mine\n');
  });

  it('says so when there is no sample/ to copy, and leaves nothing behind', () => {
    rmSync(at('sample'), { recursive: true });
    const { code, error } = run([]);
    expect(code).toBe(1);
    expect(error).toContain('sample/ is not there');
    expect(readdirSync(root)).toEqual(['package.json']);
  });

  it('records the commit and where the template came from, in a git repository', () => {
    git('init', '--quiet');
    git('-c', 'commit.gpgsign=false', 'commit', '--quiet', '--allow-empty', '-m', 'release');
    git('remote', 'add', 'origin', 'https://example.com/me/portfolio.git');
    const commit = git('rev-parse', 'HEAD');
    expect(run([]).code).toBe(0);
    // `origin` may be the owner's own repository (a GitHub fork, "Use this template"): no source.
    expect(JSON.parse(read('content/release.json'))).toEqual({ version: '9.9.9', commit });

    // The owner names the template's repository `template`, as the README says.
    rmSync(at('content'), { recursive: true });
    git('remote', 'add', 'template', 'https://example.com/template/portfolio.git');
    run([]);
    expect(JSON.parse(read('content/release.json')).source).toBe(
      'https://example.com/template/portfolio.git',
    );
  });

  it('-- --empty writes a skeleton the build reads, with comments saying what to write', () => {
    const { code, info } = run(['--empty']);
    expect(code).toBe(0);
    expect(info).toContain('Wrote a skeleton to content/');
    const site = read('content/site.yaml');
    const words = read('content/words/en.yaml');
    expect(site.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/site.schema.json');
    expect(words.split('\n')[0]).toBe(
      '# yaml-language-server: $schema=../../schemas/words.schema.json',
    );
    expect(site).toContain(
      "# The top bar's logo: a few letters, e.g. your initials.\nlogoText: YN",
    );
    expect(words).toMatch(/# Your experience and education; \[\] hides the section\./);

    const { owner, catalogues } = loaded();
    expect(owner.site.languages.map((language) => language.code)).toEqual(['en']);
    expect(owner.projects).toHaveLength(1);
    expect(existsSync(at(`content/public${owner.projects[0].imageSrc}`))).toBe(true);
    expect(catalogues.en.name).toBe('Your Name');
    expect(catalogues.en.experience).toHaveLength(1);
    expect(JSON.parse(read('content/release.json'))).toEqual({ version: '9.9.9' });
  });

  it('-- --from-resume writes content/ from a JSON Resume and lists what it left out', () => {
    // The file is found from where the owner typed the command.
    const { code, info } = run(['--from-resume', 'sample.resume.json'], path.dirname(EXAMPLE));
    expect(code).toBe(0);
    expect(info).toContain('Richard Hendriks, Programmer');
    expect(info).toContain('1 project: Miss Direction');
    // No warning: the example's values are all as JSON Resume writes them.
    expect(info).not.toContain('Read with a warning');
    expect(info).toContain('contact: Twitter, SoundCloud, email, phone');
    expect(info).toContain(
      'sections: projects, tech-stack, skills, experience, education, volunteering, publications, awards, languages, interests, testimonials, contact',
    );
    // Every section of JSON Resume has a kind that shows it.
    expect(info).not.toContain('Not carried over');

    const words = parse(read('content/words/en.yaml'));
    expect(words.name).toBe('Richard Hendriks');
    expect(words.experience.map((job: { position: string }) => job.position)).toEqual([
      'CEO/President',
    ]);
    expect(words.awards[0].title).toBe('Digital Compression Pioneer Award');
    expect(words.projects[0].title).toBe('Miss Direction');
    const site = parse(read('content/site.yaml'));
    expect(site.projects[0].link).toBe('http://missdirection.example.com');
    expect(read('content/public/images/projects/miss-direction.svg')).toContain('Miss Direction');

    const { owner, catalogues } = loaded();
    expect(owner.socials.map((social) => social.url)).toEqual([
      'https://x.com/neutralthoughts',
      'https://soundcloud.example.com/dandymusicnl',
    ]);
    expect(catalogues.en.education).toHaveLength(1);
    expect(catalogues.en.volunteering).toHaveLength(1);
  });

  it('-- --from-resume prints how it read what the resume says unusually, first', () => {
    put(
      'old.json',
      JSON.stringify({
        basics: { name: 'Ada Lovelace', website: 'https://ada.example.com' },
        work: [{ company: 'Engines', position: 'Analyst', startDate: '1843', endDate: '1842' }],
      }),
    );
    const { code, info } = run(['--from-resume', 'old.json']);
    expect(code).toBe(0);
    expect(info).toContain(
      [
        'Read with a warning (1):',
        '  - work[0] (Analyst at Engines): endDate 1842 is before startDate 1843; read the other way round, from 1842 to 1843.',
        'A placeholder for now (',
      ].join('\n'),
    );
    expect(parse(read('content/site.yaml')).site.url).toBe('https://ada.example.com');
    expect(parse(read('content/words/en.yaml')).experience[0]).toMatchObject({
      startDate: '1842',
      endDate: '1843',
      name: 'Engines',
    });
  });

  it('-- --from-resume says what is wrong with a file it cannot read', () => {
    put('broken.json', '{ "basics": ');
    put('list.json', '[]');
    expect(run(['--from-resume', 'missing.json']).error).toMatch(/^Could not read .*missing\.json/);
    expect(run(['--from-resume', 'broken.json']).error).toMatch(/broken\.json is not JSON/);
    expect(run(['--from-resume', 'list.json'])).toMatchObject({
      code: 1,
      error: expect.stringMatching(/is not a JSON Resume/),
    });
    expect(existsSync(at('content'))).toBe(false);
  });

  it('shows its usage for arguments it does not know', () => {
    const { code, error } = run(['--from-resume']);
    expect(code).toBe(2);
    expect(error).toContain('npm run init -- --from-resume <file.json>');
    expect(run(['--help'])).toMatchObject({ code: 0, info: expect.stringContaining('--empty') });
  });

  it('takes the flags npm kept when they came without `--`', () => {
    expect(initArgs([], { npm_config_empty: 'true' })).toEqual(['--empty']);
    expect(initArgs(['cv.json'], { npm_config_from_resume: 'true' })).toEqual([
      '--from-resume',
      'cv.json',
    ]);
    expect(initArgs(['--empty'], {})).toEqual(['--empty']);
    expect(initArgs([], {})).toEqual([]);
  });
});
