import { rmSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import {
  commitAll,
  filesAt,
  forkAt,
  git,
  npmRun,
  read,
  removeTemps,
  replaceIn,
  screenshot,
  templateClone,
  write,
} from './support/copies';
import {
  committedFiles,
  expectNoSampleIn,
  expectOwnersSite,
  expectSuccess,
  HERO_BUTTONS,
  HERO_FILE,
  MARATHI_NAME,
  NAME,
  OWNER_HERO_BUTTONS,
  POST,
} from './support/owner';

/**
 * A copy on the owner's folder takes the template's next release: started with `npm run init`,
 * customised (their persona, a third language, a post of theirs, their screenshot, one edited
 * component style), then upgraded with `npm run upgrade` and built.
 */

// The fork's test makes, upgrades and builds a copy: a production build is some 30 s on 2 cores.
jest.setTimeout(300_000);

afterAll(removeTemps);

describe("a copy on the owner's folder takes the next release", () => {
  /** The next release of the template: a new text, a component changed, its changelog. */
  function nextRelease(template: string) {
    replaceIn(
      template,
      'src/texts/en.ts',
      "    privacy: 'Privacy notice',",
      "    privacy: 'Privacy notice',\n    /** The footer's line about the site itself. */\n    madeWith: 'Made with care and a state machine',",
    );
    replaceIn(
      template,
      'src/texts/hi.ts',
      "    privacy: 'निजता सूचना',",
      "    privacy: 'निजता सूचना',\n    madeWith: 'ध्यान और एक स्टेट मशीन से बना',",
    );
    replaceIn(
      template,
      HERO_FILE,
      '  font-size: clamp(2.5rem, 8vw, 5rem);',
      '  font-size: clamp(2.75rem, 8vw, 5.25rem);',
    );
    const pkg = JSON.parse(read(template, 'package.json')) as { version: string };
    const [major, minor, patch] = pkg.version.split('.').map(Number);
    const next = `${major}.${minor}.${patch + 1}`;
    write(template, 'package.json', `${JSON.stringify({ ...pkg, version: next }, null, 2)}\n`);
    replaceIn(
      template,
      'CHANGELOG.md',
      `## ${pkg.version}`,
      `## ${next}\n\n### Patch Changes\n\n- The footer can say what the site is made with (\`footer.madeWith\`).\n\n## ${pkg.version}`,
    );
    commitAll(template, `Release ${next}`);
    return next;
  }

  /** Started with `npm run init`, then made the owner's. */
  async function customise(dir: string) {
    expect(npmRun(dir, 'init').code).toBe(0);
    const edit = (file: string, change: (data: Record<string, unknown>) => void) => {
      const text = read(dir, file);
      const data = parse(text) as Record<string, unknown>;
      change(data);
      write(dir, file, `${text.split('\n')[0]}\n${stringify(data)}`);
    };
    edit('content/site.yaml', (site) => {
      const settings = site.site as { url: string; languages: unknown[] };
      settings.url = 'https://meera.example.dev';
      settings.languages.push({ code: 'mr', name: 'मराठी', locale: 'mr-IN' });
      const projects = site.projects as { imageSrc: string; caseStudy?: string }[];
      projects[0].imageSrc = '/images/projects/ledger.png';
      delete projects[0].caseStudy;
      (site.socials as Record<string, string>).github = 'https://github.com/meera-iyer';
    });
    edit('content/words/en.yaml', (words) => {
      words.name = NAME;
      words.title = 'Backend Engineer';
      words.meta = { description: `${NAME}, backend engineer: queues, databases and APIs.` };
    });
    edit('content/words/hi.yaml', (words) => {
      words.name = MARATHI_NAME;
      words.meta = { description: `${MARATHI_NAME}, बैकएंड इंजीनियर।` };
    });
    // Marathi with half of the template's texts: a few of its groups translated.
    write(
      dir,
      'content/words/mr.yaml',
      stringify({
        name: MARATHI_NAME,
        title: 'बॅकएंड इंजिनिअर',
        contact: { heading: 'नमस्कार करा' },
        hero: { about: 'माझ्याबद्दल', latestWorks: 'अलीकडचे काम' },
      }),
    );
    write(dir, 'content/public/images/projects/ledger.png', await screenshot());
    for (const folder of ['content/posts', 'content/case-studies']) {
      rmSync(path.join(dir, folder), { recursive: true });
    }
    write(dir, 'content/posts/queue-in-postgres.en.md', POST);
    replaceIn(dir, HERO_FILE, HERO_BUTTONS, OWNER_HERO_BUTTONS);
    commitAll(dir, 'My portfolio');
  }

  /** A copy made from the template, customised, then upgraded to its next release. */
  async function upgradeCopy(kind: 'fork' | 'files', ...options: string[]) {
    const template = templateClone();
    const dir = kind === 'fork' ? forkAt(template, 'HEAD') : filesAt(template, 'HEAD');
    await customise(dir);
    const folderBefore = git(dir, 'rev-parse', 'HEAD:content');
    const next = nextRelease(template);
    const { code, output } = npmRun(dir, 'upgrade', '--from', template, '--no-install', ...options);
    expectSuccess({ code, output });
    expect(output).not.toMatch(/conflict/i);
    expect(git(dir, 'status', '--porcelain')).toBe('');
    expect(JSON.parse(read(dir, 'content/release.json'))).toMatchObject({ version: next });
    return { dir, output, folderBefore };
  }

  /** The fork's upgrade, built and checked once: a copy of its files must come out the same. */
  let forkUpgraded: Promise<string[]> | undefined;
  const upgradedFork = () =>
    (forkUpgraded ??= (async () => {
      const { dir, output, folderBefore } = await upgradeCopy('fork');
      // The owner's folder: untouched but for the release it records.
      expect(git(dir, 'diff', '--name-only', folderBefore, 'HEAD:content')).toBe('release.json');
      expectNoSampleIn(dir);
      // The template's change and the owner's, in the same file.
      expect(read(dir, HERO_FILE)).toContain('clamp(2.75rem, 8vw, 5.25rem)');
      expect(read(dir, HERO_FILE)).toContain(OWNER_HERO_BUTTONS);
      expect(output).toContain('The footer can say what the site is made with');
      expect(output).toMatch(/Untranslated: mr \(मराठी\) shows \d+ texts in en;.*footer\.madeWith/);
      expect(output).not.toMatch(/Untranslated: hi/);
      expectOwnersSite(dir);
      const mr = read(dir, 'dist/mr/index.html');
      expect(mr).toContain('अलीकडचे काम');
      expect(mr).toContain('Made with care and a state machine');
      return committedFiles(dir);
    })());

  it('a fork: files it never touched update, the one it edited merges, content/ is left alone', async () => {
    await upgradedFork();
  });

  it('a copy of the files with no shared history: the same', async () => {
    // Not built again: the same files as the fork's, which was built and checked.
    const { dir, output } = await upgradeCopy('files', '--no-build');
    expect(output).toMatch(/closest/i);
    expect(committedFiles(dir)).toEqual(await upgradedFork());
  });

  it('a change of its own in the lines the release changes: stops naming the file, and --abort puts it back', async () => {
    const template = templateClone();
    const dir = forkAt(template, 'HEAD');
    expect(npmRun(dir, 'init').code).toBe(0);
    replaceIn(
      dir,
      HERO_FILE,
      '  font-size: clamp(2.5rem, 8vw, 5rem);',
      '  font-size: clamp(3rem, 9vw, 6rem);',
    );
    commitAll(dir, 'A bigger name');
    const head = git(dir, 'rev-parse', 'HEAD');
    nextRelease(template);
    const upgrade = (...args: string[]) =>
      npmRun(dir, 'upgrade', '--from', template, '--no-install', '--no-build', ...args);
    const stopped = upgrade();
    expect(stopped.code).toBe(1);
    expect(stopped.output).toContain(HERO_FILE);
    expect(read(dir, HERO_FILE)).toContain('<<<<<<<');
    expect(upgrade('--abort').code).toBe(0);
    expect(git(dir, 'status', '--porcelain')).toBe('');
    expect(git(dir, 'rev-parse', 'HEAD')).toBe(head);
    expect(read(dir, HERO_FILE)).toContain('clamp(3rem, 9vw, 6rem)');
  });
});
