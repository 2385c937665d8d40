import path from 'node:path';
import { PLACEHOLDER_MARK } from '../../scripts/content/importNotes';
import { axeFindings, launchChromium, storeVisitorState } from '../browser/support/browser';
import { filesAt, npmRun, read, removeTemps, ROOT, write } from './support/copies';
import { serveWithHostingEmulator } from './support/hostingEmulator';
import { expectSuccess } from './support/owner';

/**
 * A copy started from the owner's JSON Resume file: `npm run init -- --from-resume`, their
 * settings in .env, `npm run release`, then its preview on the Hosting emulator, checked as
 * the deploy checks a live site.
 */

afterAll(removeTemps);

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
