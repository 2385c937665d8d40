import { rmSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { PLACEHOLDER_MARK } from '../../scripts/content/importNotes';
import { axeFindings, launchChromium, storeVisitorState } from '../browser/support/browser';
import {
  builtPages,
  commitAll,
  filesAt,
  filesUnder,
  forkAt,
  git,
  LEGACY_RELEASE,
  read,
  removeTemps,
  replaceIn,
  ROOT,
  npmRun,
  screenshot,
  shell,
  templateClone,
  write,
} from './support/copies';
import { serveWithHostingEmulator } from './support/hostingEmulator';

/**
 * An owner's copy takes a new release: real copies of the template, customised as an owner
 * customises them (their persona, a third language, a post of theirs, their screenshot, one
 * edited component style), upgraded with the command the README gives, then built.
 */

// Each test makes, upgrades and builds a copy: a production build is some 30 s on 2 cores.
jest.setTimeout(300_000);

afterAll(removeTemps);

const NAME = 'Meera Iyer';
const MARATHI_NAME = 'मीरा अय्यर';
const SAMPLE_NAMES = ['Aarav Mehta', 'आरव मेहता'];
/** The owner's one style edit: the hero's buttons sit lower. */
const HERO_FILE = 'src/components/Hero.styles.ts';
const HERO_BUTTONS = '  gap: 1rem;\n  margin-top: 2rem;\n}';
const OWNER_HERO_BUTTONS = '  gap: 1rem;\n  margin-top: 2.75rem;\n}';

const POST = [
  '---',
  'title: Why I moved our queue to Postgres',
  'date: 2026-05-02',
  'summary: One table, SKIP LOCKED and a worker loop replaced a broker we never needed.',
  'tags: [postgres]',
  '---',
  '',
  `I'm ${NAME}. This is what I learnt moving a job queue into the database.`,
  '',
].join('\n');

/**
 * Every file of the copy's last commit with its content's hash, but the release record: it
 * names the template clone it came from, which differs between two copies.
 */
const committedFiles = (dir: string) =>
  git(dir, 'ls-tree', '-r', 'HEAD')
    .split('\n')
    .filter((line) => !line.endsWith('\tcontent/release.json'));

/** A command that must succeed; when it does not, the test says what the owner read. */
function expectSuccess({ code, output }: { code: number; output: string }) {
  if (code !== 0) throw new Error(`exit ${code}:\n${output.slice(-4000)}`);
}

/** What every page of the built site shows: the owner's name, never the sample's. */
function expectOwnersSite(dir: string) {
  const pages = builtPages(dir);
  expect(pages).toEqual(expect.arrayContaining(['index.html', 'mr/index.html']));
  for (const page of pages) {
    const html = read(dir, path.join('dist', page));
    for (const sample of SAMPLE_NAMES)
      expect({ page, sample: html.includes(sample) }).toEqual({ page, sample: false });
  }
  expect(read(dir, 'dist/index.html')).toContain(NAME);
  expect(read(dir, 'dist/mr/index.html')).toContain(MARATHI_NAME);
  expect(read(dir, 'dist/blog/queue-in-postgres/index.html')).toContain(
    'Why I moved our queue to Postgres',
  );
  // No page of the sample's writing: the owner removed it, and the upgrade brought none back.
  expect(pages.filter((page) => /refill|dbf-to-excel/.test(page))).toEqual([]);
  // The owner's style edit, in the page's CSS.
  expect(read(dir, 'dist/index.html')).toContain('margin-top:2.75rem');
}

/** The owner's folder holds nothing of the sample's. */
function expectNoSampleIn(dir: string) {
  for (const file of filesUnder(path.join(dir, 'content'))) {
    if (!/\.(ya?ml|md|json)$/.test(file)) continue;
    const text = read(dir, path.join('content', file));
    expect({
      file,
      sample: SAMPLE_NAMES.some((name) => text.includes(name)) || /^sample: true$/m.test(text),
    }).toEqual({ file, sample: false });
  }
}

describe("a copy of the release before the owner's folder (1.0.0), content in src/content", () => {
  /** Customised as the 1.0.0 README said: its catalogues, owner.ts, public/images/. */
  async function customiseLegacy(dir: string) {
    const en = 'src/content/locales/en.ts';
    // Their name wherever the sample's was (the page's name, its description).
    write(dir, en, read(dir, en).replaceAll('Aarav Mehta', NAME));
    replaceIn(dir, en, "title: 'FULL Stack Developer'", "title: 'Backend Engineer'");
    // One of the template's own texts, said otherwise.
    replaceIn(dir, en, `heading: "Let's Connect"`, "heading: 'Say hello'");
    const hi = 'src/content/locales/hi.ts';
    write(dir, hi, read(dir, hi).replaceAll('आरव मेहता', MARATHI_NAME));
    // Marathi, added as the 1.0.0 README says: en.ts copied, a few texts translated, listed.
    const marathi = read(dir, en)
      .replace('export const en = {', 'export const mr = {')
      .replace(`name: '${NAME}'`, `name: '${MARATHI_NAME}'`)
      .replace("title: 'Backend Engineer'", "title: 'बॅकएंड इंजिनिअर'")
      .replace("heading: 'Say hello'", "heading: 'नमस्कार करा'");
    write(dir, 'src/content/locales/mr.ts', marathi);
    replaceIn(
      dir,
      'src/content/locales/index.ts',
      "import { hi } from './hi';",
      "import { hi } from './hi';\nimport { mr } from './mr';",
    );
    replaceIn(dir, 'src/content/locales/index.ts', '{ en, hi }', '{ en, hi, mr }');
    const owner = 'src/content/owner.ts';
    replaceIn(
      dir,
      owner,
      "{ code: 'hi', name: 'हिन्दी', locale: 'hi-IN' },",
      "{ code: 'hi', name: 'हिन्दी', locale: 'hi-IN' },\n      { code: 'mr', name: 'मराठी', locale: 'mr-IN' },",
    );
    replaceIn(
      dir,
      owner,
      "url: 'https://aarav-mehta.example.dev'",
      "url: 'https://meera.example.dev'",
    );
    replaceIn(
      dir,
      owner,
      "github: 'https://github.com/aarav-mehta-sample'",
      "github: 'https://github.com/meera-iyer'",
    );
    replaceIn(dir, owner, "'/images/projects/refill-buddy.png'", "'/images/projects/ledger.png'");
    replaceIn(dir, owner, "      caseStudy: 'refill-buddy',\n", '');
    write(dir, 'public/images/projects/ledger.png', await screenshot());
    // Their own writing in place of the sample's.
    git(dir, 'rm', '--quiet', '-r', 'src/content/posts', 'src/content/case-studies');
    write(dir, 'src/content/posts/queue-in-postgres.en.md', POST);
    replaceIn(dir, HERO_FILE, HERO_BUTTONS, OWNER_HERO_BUTTONS);
    commitAll(dir, 'My portfolio');
  }

  /**
   * The folder 1.0.0's content moved into is on format 1: the release's migration brings its
   * site.yaml to this format and leaves the change for the owner to check; they commit it.
   */
  function expectMigrationToCommit(dir: string, output: string) {
    expect(output).toContain('The migration changed these files: check them, then commit them.');
    expect(git(dir, 'status', '--porcelain')).toBe('M content/site.yaml');
    commitAll(dir, 'My content on the new format');
  }

  /** The README's one command for a copy made before 2.0.0, against this checkout. */
  const readmeCommand = (template: string) =>
    `git fetch --quiet ${template} main && git checkout FETCH_HEAD -- scripts/upgrade && npx ts-node -O '{"rootDir":"."}' scripts/upgrade/cli.ts --from ${template} --no-install`;

  function expectUpgraded(dir: string, output: string) {
    expect(output).not.toMatch(/conflict/i);
    expectMigrationToCommit(dir, output);
    const site = parse(read(dir, 'content/site.yaml')) as {
      site: { languages: { code: string }[]; url: string };
    };
    expect(site.site.url).toBe('https://meera.example.dev');
    expect(site.site.languages.map((language) => language.code)).toEqual(['en', 'hi', 'mr']);
    const english = parse(read(dir, 'content/words/en.yaml')) as {
      name: string;
      contact: { heading: string };
    };
    expect(english).toMatchObject({ name: NAME, contact: { heading: 'Say hello' } });
    expect(read(dir, 'content/public/images/projects/ledger.png').length).toBeGreaterThan(0);
    expect(read(dir, 'content/posts/queue-in-postgres.en.md')).toBe(POST);
    expectNoSampleIn(dir);
    // Marathi: the owner's words kept; the template's texts they had not translated fall back
    // to English and are listed.
    expect(output).toMatch(/Untranslated: mr \(मराठी\) shows \d+ texts in en/);
    expect(read(dir, HERO_FILE)).toContain(OWNER_HERO_BUTTONS);
    expectOwnersSite(dir);
    const mr = read(dir, 'dist/mr/index.html');
    expect(mr).toContain('नमस्कार करा');
    expect(mr).toContain('Send Message');
  }

  /** The fork's upgrade, built and checked once: a copy of its files must come out the same. */
  let forkUpgraded: Promise<string[]> | undefined;
  const upgradedFork = () =>
    (forkUpgraded ??= (async () => {
      const dir = forkAt(ROOT, LEGACY_RELEASE);
      await customiseLegacy(dir);
      const { code, output } = shell(dir, readmeCommand(ROOT));
      expectSuccess({ code, output });
      expectUpgraded(dir, output);
      return committedFiles(dir);
    })());

  it("a fork: the README's command moves the content into content/ and takes this release", async () => {
    await upgradedFork();
  });

  it('a copy of the files with no shared history: the same, from the closest release', async () => {
    const dir = filesAt(ROOT, LEGACY_RELEASE);
    await customiseLegacy(dir);
    // Not built again: the same files as the fork's, which was built and checked.
    const { code, output } = shell(dir, `${readmeCommand(ROOT)} --no-build`);
    expectSuccess({ code, output });
    expect(output).toContain(LEGACY_RELEASE);
    expect(output).not.toMatch(/conflict/i);
    expectMigrationToCommit(dir, output);
    expect(committedFiles(dir)).toEqual(await upgradedFork());
  });
});

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

/** The owner's own settings in .env, as docs/deploy.md asks: their project, form and domain. */
const RESUME_OWNER_ENV = {
  FIREBASE_API_KEY: `AIza${'r'.repeat(35)}`,
  FIREBASE_AUTH_DOMAIN: 'richard-portfolio.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'richard-portfolio',
  FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef',
  FORM_ENDPOINT: 'https://api.web3forms.com',
  FORM_ACCESS_KEY: 'richard-form-key',
  SITE_URL: 'https://richard-hendriks.dev',
};

/**
 * The home page of a copy, at the phone's and the desktop's width in both themes: no axe
 * violation, nothing left for review. The JSON Resume sample's page shows nine of the resume
 * kinds (experience, volunteering, education, awards, publications, skills, languages,
 * interests, testimonials), all drawn by one list component.
 */
async function expectAxeClean(url: string) {
  const browser = await launchChromium();
  try {
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1280, height: 800 },
    ]) {
      for (const dark of [true, false]) {
        const context = await browser.newContext({ viewport });
        await storeVisitorState(context, { dark });
        const page = await context.newPage();
        // The hero's falling shapes are held back, as in the checkers (checkers.browser.test.ts).
        await page.route(/\/physics\.[0-9a-f]+\.js$/, () => undefined);
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
        const { violations, incomplete } = await axeFindings(page);
        expect({ ...viewport, dark, violations, incomplete }).toEqual({
          ...viewport,
          dark,
          violations: [],
          incomplete: [],
        });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

describe('a copy started from a JSON Resume file', () => {
  it(
    'npm run init -- --from-resume, then .env: a green release showing its name, work and projects; resume.json is JSON Resume; its preview on the Hosting emulator passes check-live',
    async () => {
      const dir = filesAt(ROOT, 'HEAD');
      const resumeFile = path.join(ROOT, 'node_modules/@jsonresume/schema/sample.resume.json');
      const resume = JSON.parse(read(ROOT, path.relative(ROOT, resumeFile))) as {
        basics: { name: string };
        work: { name: string }[];
        projects: { name: string }[];
      };
      const init = npmRun(dir, 'init', '--from-resume', resumeFile);
      expectSuccess(init);
      // Its one profile (SoundCloud) is carried as it is: no placeholder link for the owner to fill.
      expect(read(dir, 'content/site.yaml')).toContain(
        'https://soundcloud.example.com/dandymusicnl',
      );
      expect(read(dir, 'content/site.yaml')).not.toContain(PLACEHOLDER_MARK);
      write(
        dir,
        '.env',
        Object.entries(RESUME_OWNER_ENV)
          .map(([key, value]) => `${key}=${value}\n`)
          .join(''),
      );
      // Refuses anything of the sample, builds, writes firebase.json's headers for this project.
      expectSuccess(npmRun(dir, 'release'));
      const home = read(dir, 'dist/index.html');
      expect(home).toContain(resume.basics.name);
      expect(home).toContain(resume.work[0].name);
      expect(home).toContain(resume.projects[0].name);
      const published = JSON.parse(read(dir, 'dist/resume.json')) as unknown;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { validate } = require('@jsonresume/schema') as {
        validate: (resume: unknown, done: (errors: unknown, valid: boolean) => void) => void;
      };
      let result: { errors: unknown; valid: boolean } | undefined;
      validate(published, (errors, valid) => {
        result = { errors, valid };
      });
      expect(result).toEqual({ errors: null, valid: true });

      const hosting = await serveWithHostingEmulator(dir);
      try {
        const checked = npmRun(dir, 'check-live', hosting.url);
        expect({ code: checked.code, output: checked.output.trim() }).toEqual({
          code: 0,
          output: `check-live ${hosting.url} (SITE_URL ${RESUME_OWNER_ENV.SITE_URL}): 0 problems.`,
        });
        await expectAxeClean(`${hosting.url}/`);
      } finally {
        await hosting.stop();
      }
    },
    // init, the release build, the emulator and check-live: 6.4 min once on 2 busy cores.
    600_000,
  );
});
