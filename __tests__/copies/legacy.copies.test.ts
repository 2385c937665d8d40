import { parse } from 'yaml';
import {
  commitAll,
  filesAt,
  forkAt,
  git,
  LEGACY_RELEASE,
  read,
  removeTemps,
  replaceIn,
  ROOT,
  screenshot,
  shell,
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
 * A copy made before the owner's folder takes this release: a real copy of 1.0.0, customised
 * as its README said (their persona, a third language, a post of theirs, their screenshot, one
 * edited component style), upgraded with the command the README gives, then built.
 */

// The fork's test makes, upgrades and builds a copy: a production build is some 30 s on 2 cores.
jest.setTimeout(300_000);

afterAll(removeTemps);

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
