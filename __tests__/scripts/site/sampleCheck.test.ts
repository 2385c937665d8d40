/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeLeftovers, sampleLeftovers } from '../../../scripts/site/sampleCheck';
import type { ReleaseInput } from '../../../scripts/site/sampleCheck';
import { owner } from '../../../src/content/settings';
import { catalogues, sampleContent } from '../../support/sample';

/**
 * The repository as shipped: no owner's folder, so the build reads sample/; on the local
 * stack's project.
 */
const sample: ReleaseInput = {
  folder: sampleContent,
  owner,
  catalogues,
  defaultProject: 'demo-portfolio',
  env: {},
};

/** The owner's folder as `npm run init` makes it: content/, a copy of the sample. */
const copied: ReleaseInput = { ...sample, folder: { shownDir: 'content', isSample: false } };

/** A fork with everything made its own. */
const forked: ReleaseInput = {
  folder: { shownDir: 'content', isSample: false },
  owner: {
    ...owner,
    site: { ...owner.site, url: 'https://riya.dev' },
    socials: owner.socials.map((social) => ({
      ...social,
      url: social.url.replace(/aarav[._-]mehta[._-]sample/, 'riya'),
    })),
    email: 'mailto:riya@riya.dev',
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
  /** What is still the sample's in a folder a copy of it, named with the folder's files. */
  const personaIn = (dir: string) => [
    `${dir}/site.yaml: socials[0].url is the sample's (https://github.com/aarav-mehta-sample)`,
    `${dir}/site.yaml: socials[1].url is the sample's (https://www.linkedin.com/in/aarav-mehta-sample)`,
    `${dir}/site.yaml: socials[2].url is the sample's (https://x.com/aarav_mehta_sample)`,
    `${dir}/site.yaml: socials[3].url is the sample's (https://www.instagram.com/aarav.mehta.sample)`,
    `${dir}/site.yaml: email is the sample's (mailto:aarav.mehta@example.dev)`,
    ...owner.projects.map(
      (project, i) => `${dir}/site.yaml: projects[${i}].link is the sample's (${project.link})`,
    ),
    `${dir}/site.yaml: phone is the sample's (+91-90000-00000)`,
    `${dir}/words/en.yaml: name is the sample's (Aarav Mehta)`,
    `${dir}/words/hi.yaml: name is the sample's (आरव मेहता)`,
    `${dir}/site.yaml (site.url) or SITE_URL: the site's address is the sample's (https://aarav-mehta.example.dev)`,
    "FIREBASE_PROJECT_ID (.env or the repository variables) and .firebaserc: the project is the local stack's (demo-portfolio)",
  ];

  it('lists every piece of the sample persona with its file and the fix', () => {
    const found = sampleLeftovers(sample);
    expect(found.map(({ file, what }) => `${file}: ${what}`)).toEqual([
      "sample/: the build reads the template's sample persona: there is no owner's folder (content/)",
      ...personaIn('sample'),
    ]);
    expect(found.every(({ fix }) => fix.length > 0)).toBe(true);
    expect(describeLeftovers(found)).toMatch(
      /^The site is still the sample in 17 places; it is not published:\n {2}- sample\/: the build reads the template's sample persona: there is no owner's folder \(content\/\)\. Put your own: `npm run init` copies the sample to content\/ to edit \(README, "Make it yours"\)\.\n {2}- sample\/site.yaml: socials\[0\]\.url is the sample's \(https:\/\/github.com\/aarav-mehta-sample\)\. Put your GitHub profile\.\n/,
    );
  });

  it("lists the sample persona left in the owner's folder, named with its files", () => {
    const found = sampleLeftovers(copied);
    expect(found.map(({ file, what }) => `${file}: ${what}`)).toEqual(personaIn('content'));
    expect(describeLeftovers(found)).toMatch(
      /^The site is still the sample in 16 places; it is not published:\n {2}- content\/site.yaml: socials\[0\]\.url is the sample's \(https:\/\/github.com\/aarav-mehta-sample\)\. Put your GitHub profile\.\n/,
    );
  });

  it('lets a fork that made everything its own go live', () => {
    expect(sampleLeftovers(forked)).toEqual([]);
  });

  it('catches one sample piece left in an otherwise forked site', () => {
    const oneLeft = (change: Partial<ReleaseInput>) =>
      sampleLeftovers({ ...forked, ...change }).map(({ what }) => what);
    expect(oneLeft({ env: {} })).toEqual(["the project is the local stack's (demo-portfolio)"]);
    expect(oneLeft({ folder: { shownDir: 'sample', isSample: true } })).toEqual([
      "the build reads the template's sample persona: there is no owner's folder (content/)",
    ]);
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
    // SITE_URL overrides site.yaml's address, as the build does.
    expect(
      oneLeft({
        owner: { ...forked.owner, site: { ...forked.owner.site, url: owner.site.url } },
        env: { FIREBASE_PROJECT_ID: 'riya-portfolio', SITE_URL: 'https://riya.dev/' },
      }),
    ).toEqual([]);
  });
});

describe("the release check of the sample's writing", () => {
  /**
   * The Markdown files the repository ships (sample/), as refuseSample.ts reads them from an
   * owner's folder `npm run init` copied them to: named from the project, content/posts/….
   * The folders are buildWriting.ts's POSTS_DIR and CASE_STUDIES_DIR (not imported: importing
   * it loads the renderer).
   */
  const shipped = ['posts', 'case-studies'].flatMap((dir) =>
    readdirSync(path.join(sampleContent.dir, dir))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => ({
        file: `content/${dir}/${name}`,
        text: readFileSync(path.join(sampleContent.dir, dir, name), 'utf8'),
      })),
  );

  it('lists every sample post and case study the repository ships, with its file and the fix', () => {
    const found = sampleLeftovers({ ...forked, writing: shipped });
    expect(found.map(({ file }) => file)).toEqual(shipped.map(({ file }) => file));
    expect(found.length).toBeGreaterThanOrEqual(3);
    const post = found.find(({ file }) => file.startsWith('content/posts/'));
    expect(post?.what).toMatch(/^".+" is the sample's post \(sample: true\)$/);
    expect(post?.fix).toBe('your own post in its place, or delete the file');
    const caseStudy = found.find(({ file }) => file.startsWith('content/case-studies/'));
    expect(caseStudy?.what).toMatch(/is the sample's case study/);
    expect(describeLeftovers(found)).toContain(
      "Put your own case study in its place, or delete the file and the project's caseStudy in content/site.yaml.",
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
