/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeLeftovers, sampleLeftovers } from '../../../scripts/site/sampleCheck';
import type { ReleaseInput } from '../../../scripts/site/sampleCheck';
import { owner } from '../../../src/content/owner';
import { catalogues } from '../../support/sample';

/** The repository as shipped: the sample, on the local stack's project. */
const sample: ReleaseInput = {
  owner,
  catalogues,
  defaultProject: 'demo-portfolio',
  env: {},
};

/** A fork with everything made its own. */
const forked: ReleaseInput = {
  owner: {
    ...owner,
    site: { ...owner.site, url: 'https://riya.dev' },
    socials: {
      github: 'https://github.com/riya',
      linkedin: 'https://www.linkedin.com/in/riya',
      twitter: 'https://x.com/riya',
      instagram: 'https://www.instagram.com/riya',
      email: 'mailto:riya@riya.dev',
    },
    projects: owner.projects.map((project, i) => ({ ...project, link: `https://riya.dev/p/${i}` })),
    phone: '+91-98765-43210',
  },
  catalogues: {
    en: { ...catalogues.en, name: 'Riya Sen' },
    hi: { ...catalogues.hi, name: 'रिया सेन' },
  },
  defaultProject: 'demo-portfolio',
  env: { FIREBASE_PROJECT_ID: 'riya-portfolio' },
};

describe('the release check', () => {
  it('lists every piece of the sample persona with its file and the fix', () => {
    const found = sampleLeftovers(sample);
    expect(found.map(({ file, what }) => `${file}: ${what}`)).toEqual([
      "src/content/owner.ts: socials.github is the sample's (https://github.com/aarav-mehta-sample)",
      "src/content/owner.ts: socials.linkedin is the sample's (https://www.linkedin.com/in/aarav-mehta-sample)",
      "src/content/owner.ts: socials.twitter is the sample's (https://x.com/aarav_mehta_sample)",
      "src/content/owner.ts: socials.instagram is the sample's (https://www.instagram.com/aarav.mehta.sample)",
      "src/content/owner.ts: socials.email is the sample's (mailto:aarav.mehta@example.dev)",
      ...owner.projects.map(
        (project, i) =>
          `src/content/owner.ts: projects[${i}].link is the sample's (${project.link})`,
      ),
      "src/content/owner.ts: phone is the sample's (+91-90000-00000)",
      "src/content/locales/en.ts: name is the sample's (Aarav Mehta)",
      "src/content/locales/hi.ts: name is the sample's (आरव मेहता)",
      "src/content/owner.ts (site.url) or SITE_URL: the site's address is the sample's (https://aarav-mehta.example.dev)",
      "FIREBASE_PROJECT_ID (.env or the repository variables) and .firebaserc: the project is the local stack's (demo-portfolio)",
    ]);
    expect(found.every(({ fix }) => fix.length > 0)).toBe(true);
    expect(describeLeftovers(found)).toMatch(
      /^The site is still the sample in 16 places; it is not published:\n {2}- src\/content\/owner.ts: socials.github is the sample's \(https:\/\/github.com\/aarav-mehta-sample\)\. Put your github profile\.\n/,
    );
  });

  it('lets a fork that made everything its own go live', () => {
    expect(sampleLeftovers(forked)).toEqual([]);
  });

  it('catches one sample piece left in an otherwise forked site', () => {
    const oneLeft = (change: Partial<ReleaseInput>) =>
      sampleLeftovers({ ...forked, ...change }).map(({ what }) => what);
    expect(oneLeft({ env: {} })).toEqual(["the project is the local stack's (demo-portfolio)"]);
    expect(oneLeft({ env: {}, defaultProject: undefined })).toEqual(['the project is not set']);
    expect(oneLeft({ env: { FIREBASE_PROJECT_ID: 'demo-x' } })).toEqual([
      "the project is the local stack's (demo-x)",
    ]);
    expect(oneLeft({ catalogues: { ...forked.catalogues, hi: catalogues.hi } })).toEqual([
      "name is the sample's (आरव मेहता)",
    ]);
    expect(
      oneLeft({ owner: { ...forked.owner, site: { ...forked.owner.site, url: owner.site.url } } }),
    ).toEqual(["the site's address is the sample's (https://aarav-mehta.example.dev)"]);
    // SITE_URL overrides owner.ts's address, as the build does.
    expect(
      oneLeft({
        owner: { ...forked.owner, site: { ...forked.owner.site, url: owner.site.url } },
        env: { FIREBASE_PROJECT_ID: 'riya-portfolio', SITE_URL: 'https://riya.dev/' },
      }),
    ).toEqual([]);
  });
});

describe("the release check of the sample's writing", () => {
  const root = path.resolve(__dirname, '../../..');
  /** The Markdown files the repository ships, as refuseSample.ts reads them. */
  const shipped = ['src/content/posts', 'src/content/case-studies'].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => ({
        file: `${dir}/${name}`,
        text: readFileSync(path.join(root, dir, name), 'utf8'),
      })),
  );

  it('lists every sample post and case study the repository ships, with its file and the fix', () => {
    const found = sampleLeftovers({ ...forked, writing: shipped });
    expect(found.map(({ file }) => file)).toEqual(shipped.map(({ file }) => file));
    expect(found.length).toBeGreaterThanOrEqual(3);
    const post = found.find(({ file }) => file.startsWith('src/content/posts/'));
    expect(post?.what).toMatch(/^".+" is the sample's post \(sample: true\)$/);
    expect(post?.fix).toBe('your own post in its place, or delete the file');
    const caseStudy = found.find(({ file }) => file.startsWith('src/content/case-studies/'));
    expect(caseStudy?.what).toMatch(/is the sample's case study/);
    expect(describeLeftovers(found)).toContain(
      "Put your own case study in its place, or delete the file and the project's caseStudy in src/content/owner.ts.",
    );
  });

  it("lets the owner's own writing go live: no sample mark, or sample: false", () => {
    const own = shipped.map(({ file, text }) => ({
      file,
      text: text.replace(/^sample: true\n/m, ''),
    }));
    expect(sampleLeftovers({ ...forked, writing: own })).toEqual([]);
    const unmarked = shipped.map(({ file, text }) => ({
      file,
      text: text.replace(/^sample: true$/m, 'sample: false'),
    }));
    expect(sampleLeftovers({ ...forked, writing: unmarked })).toEqual([]);
  });
});
