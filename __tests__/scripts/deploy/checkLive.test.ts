/** @jest-environment node */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../../../src/config';
import { checkLive } from '../../../scripts/deploy/liveFiles';
import { fetchGet } from '../../../scripts/deploy/livePages';
import { contentSecurityPolicy, securityHeaders } from '../../../scripts/site/securityHeaders';
import { fixtureSite } from './support/fixtureSite';
import { serveHosting } from './support/hostingServer';
import type { Served } from './support/hostingServer';

/**
 * check-live against small built sites served as Hosting serves them (superstatic, which the
 * Hosting emulator runs, with firebase.json's hosting section and this configuration's headers).
 */
const root = path.resolve(__dirname, '../../..');
const hosting = (
  JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    hosting: { headers: { source: string }[] };
  }
).hosting;

const owner = {
  FIREBASE_API_KEY: `AIza${'x'.repeat(35)}`,
  FIREBASE_AUTH_DOMAIN: 'riya-portfolio.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'riya-portfolio',
  FIREBASE_APP_ID: '1:1234:web:abcd',
  FORM_ENDPOINT: 'https://api.web3forms.com',
  FORM_ACCESS_KEY: 'riya-form-key',
  SITE_URL: 'https://riya.dev',
};

const headersFor = (env: Record<string, string>) =>
  Object.entries(securityHeaders(readConfig(env), [])).map(([key, value]) => ({ key, value }));

const served: Served[] = [];
afterAll(() => Promise.all(served.map((server) => server.close())));

async function serve(folder: string, headers: { key: string; value: string }[]) {
  const rules = hosting.headers.filter((rule) => rule.source !== '**');
  const server = await serveHosting(folder, {
    ...hosting,
    headers: [{ source: '**', headers }, ...rules],
  });
  served.push(server);
  return server.url;
}

/** What check-live says of `base`, checked against the owner's configuration. */
const live = (base: string, env: Record<string, string>, siteUrl = env.SITE_URL) =>
  checkLive({
    base,
    siteUrl,
    projectId: env.FIREBASE_PROJECT_ID ?? 'demo-portfolio',
    headers: headersFor(env),
    configuredCsp: contentSecurityPolicy(readConfig(env), []),
    get: fetchGet(5000),
  });

describe('npm run check-live', () => {
  it("finds no problem on an owner's site served as configured", async () => {
    const folder = await fixtureSite({ siteUrl: owner.SITE_URL, name: 'Riya Sen', env: owner });
    expect(await live(await serve(folder, headersFor(owner)), owner)).toEqual([]);
  });

  it("names the sample's build as not ready to go live", async () => {
    const sample = { SITE_URL: 'https://aarav-mehta.example.dev' };
    const folder = await fixtureSite({ siteUrl: sample.SITE_URL, name: 'Aarav Mehta', env: {} });
    const problems = await live(await serve(folder, headersFor(sample)), sample);
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          check: 'sample',
          detail: `the site is still the sample's, not ready to go live: "Aarav Mehta", "example.dev" on 4 page(s) (/, /hi/, /privacy/, …)`,
        },
        {
          check: 'social card',
          detail:
            'the link previews of 4 page(s) (/, /hi/, /privacy/, …) name the sample (Aarav Mehta)',
        },
        {
          check: 'Firebase config',
          detail: 'the page talks to the local stack (no project), not demo-portfolio',
        },
      ]),
    );
  });

  it("names npm run init's placeholders left on an owner's site", async () => {
    const folder = await fixtureSite({ siteUrl: owner.SITE_URL, name: 'Riya Sen', env: owner });
    for (const page of ['index.html', 'hi/index.html']) {
      const file = path.join(folder, page);
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(
          '</body>',
          '<a href=https://github.com/replace-me>GitHub</a></body>',
        ),
      );
    }
    expect(await live(await serve(folder, headersFor(owner)), owner)).toEqual([
      {
        check: 'sample',
        detail:
          'npm run init\'s placeholders are still there, not ready to go live: "replace-me" on 2 page(s) (/, /hi/)',
      },
    ]);
  });

  it('names each problem of a broken deploy', async () => {
    // Built with the Hosting address while SITE_URL says riya.dev; a 1200×600 card.
    const folder = await fixtureSite({
      siteUrl: 'https://riya-portfolio.web.app',
      name: 'Riya Sen',
      env: owner,
      card: { width: 1200, height: 600 },
    });
    rmSync(path.join(folder, 'privacy', 'index.html'));
    const home = path.join(folder, 'index.html');
    writeFileSync(
      home,
      readFileSync(home, 'utf8').replace(
        /og:image:alt content="[^"]*"/,
        'og:image:alt content="Aarav Mehta, Full-stack developer"',
      ),
    );
    const withoutFrameOptions = headersFor(owner).filter(({ key }) => key !== 'X-Frame-Options');
    const problems = await live(await serve(folder, withoutFrameOptions), owner);
    expect(problems).toEqual([
      {
        check: 'SITE_URL',
        detail:
          'the sitemap lists 4 address(es) outside SITE_URL https://riya.dev/ (https://riya-portfolio.web.app/): the build had another SITE_URL',
      },
      {
        check: 'canonical',
        detail:
          '/: its canonical address is https://riya-portfolio.web.app/, not https://riya.dev/',
      },
      {
        check: 'canonical',
        detail:
          '/hi/: its canonical address is https://riya-portfolio.web.app/hi/, not https://riya.dev/hi/',
      },
      { check: 'page', detail: '/privacy/ answers 404, not 200' },
      {
        check: 'canonical',
        detail:
          '/blog/hello/: its canonical address is https://riya-portfolio.web.app/blog/hello/, not https://riya.dev/blog/hello/',
      },
      { check: 'headers', detail: '/ is served without X-Frame-Options' },
      {
        check: 'social card',
        detail: 'the link previews of 1 page(s) (/) name the sample (Aarav Mehta)',
      },
      { check: 'social card', detail: '/social-card.89abcdef.png is 1200×600, not 1200×630' },
    ]);
  });

  it('names a CSP that allows other services than the configuration uses', async () => {
    const folder = await fixtureSite({ siteUrl: owner.SITE_URL, name: 'Riya Sen', env: owner });
    const otherForm = headersFor({ ...owner, FORM_ENDPOINT: 'https://forms.example.com' });
    expect(await live(await serve(folder, otherForm), owner)).toEqual([
      { check: 'headers', detail: "/: Content-Security-Policy is not firebase.json's" },
      {
        check: 'CSP',
        detail:
          '/: connect-src allows https://forms.example.com, which the configuration does not use',
      },
      {
        check: 'CSP',
        detail: '/: connect-src lacks https://api.web3forms.com, which the configuration uses',
      },
    ]);
  });
});
