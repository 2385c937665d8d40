import type { Catalogue } from '../../src/content/locales/en';
import type { OwnerContent } from '../../src/content/types';
import { splitPiece } from '../writing/frontMatter';

/**
 * What must not go live: the sample persona the repository ships (src/content/owner.ts and
 * the catalogues, from which the pages and the resumes are built, and the sample's posts and
 * case studies) and the local stack's project. `npm start`, `npm run build` and
 * the tests run on the sample; the release build (`npm run release`, the deploy workflows)
 * refuses it.
 */
export const SAMPLE = {
  names: ['Aarav Mehta', 'आरव मेहता'],
  /** Every sample link has one of these in it. */
  linkMarks: ['aarav-mehta-sample', 'aarav_mehta_sample', 'aarav.mehta.sample', 'aarav.mehta@'],
  phone: '+91-90000-00000',
  siteUrl: 'https://aarav-mehta.example.dev',
  /** .firebaserc's default and the local stack's; firebase-tools treats demo-* as offline. */
  projectIdPrefix: 'demo-',
};

export interface ReleaseInput {
  owner: OwnerContent;
  catalogues: Record<string, Catalogue>;
  /** .firebaserc's default project. */
  defaultProject: string | undefined;
  /** The build's settings (environment, then .env). */
  env: Record<string, string | undefined>;
  /**
   * The posts' and case studies' Markdown files (src/content/posts/, case-studies/): the
   * sample's say `sample: true` in their front matter.
   */
  writing?: MarkdownFile[];
}

/** A Markdown file of the writing, as read. */
export interface MarkdownFile {
  /** From the repository's root: 'src/content/posts/hello.en.md'. */
  file: string;
  text: string;
}

/** One thing that is still the sample's: where it is, what it is, and what to do. */
export interface Leftover {
  file: string;
  what: string;
  fix: string;
}

const OWNER_FILE = 'src/content/owner.ts';
const isSampleLink = (link: string) => SAMPLE.linkMarks.some((mark) => link.includes(mark));

function ownerLeftovers(owner: OwnerContent): Leftover[] {
  const found: Leftover[] = [];
  for (const [network, link] of Object.entries(owner.socials)) {
    if (isSampleLink(link)) {
      found.push({
        file: OWNER_FILE,
        what: `socials.${network} is the sample's (${link})`,
        fix: network === 'email' ? 'your mailto: address' : `your ${network} profile`,
      });
    }
  }
  owner.projects.forEach((project, index) => {
    if (isSampleLink(project.link)) {
      found.push({
        file: OWNER_FILE,
        what: `projects[${index}].link is the sample's (${project.link})`,
        fix: "your project's link",
      });
    }
  });
  if (owner.phone === SAMPLE.phone) {
    found.push({
      file: OWNER_FILE,
      what: `phone is the sample's (${owner.phone})`,
      fix: 'your number',
    });
  }
  return found;
}

/**
 * The sample's posts and case studies, marked `sample: true`. A file whose front matter does not
 * read is the build's to report, with its line.
 */
function writingLeftovers(files: MarkdownFile[]): Leftover[] {
  return files.flatMap(({ file, text }) => {
    const { front } = splitPiece(text, file);
    if (!front?.sample) return [];
    const caseStudy = file.includes('/case-studies/');
    return [
      {
        file,
        what: `"${front.title}" is the sample's ${caseStudy ? 'case study' : 'post'} (sample: true)`,
        fix: caseStudy
          ? "your own case study in its place, or delete the file and the project's caseStudy in src/content/owner.ts"
          : 'your own post in its place, or delete the file',
      },
    ];
  });
}

/** Everything in `input` that is still the sample's; empty when it may go live. */
export function sampleLeftovers({
  owner,
  catalogues,
  defaultProject,
  env,
  writing = [],
}: ReleaseInput): Leftover[] {
  const found = ownerLeftovers(owner);
  for (const [code, texts] of Object.entries(catalogues)) {
    if (SAMPLE.names.includes(texts.name)) {
      found.push({
        file: `src/content/locales/${code}.ts`,
        what: `name is the sample's (${texts.name})`,
        fix: 'your name, and your texts in the rest of the file',
      });
    }
  }
  found.push(...writingLeftovers(writing));
  const siteUrl = env.SITE_URL?.trim() || owner.site.url;
  if (siteUrl.replace(/\/+$/, '') === SAMPLE.siteUrl) {
    found.push({
      file: `${OWNER_FILE} (site.url) or SITE_URL`,
      what: `the site's address is the sample's (${SAMPLE.siteUrl})`,
      fix: "your site's address",
    });
  }
  const projectId = env.FIREBASE_PROJECT_ID?.trim() || defaultProject || '';
  if (projectId === '' || projectId.startsWith(SAMPLE.projectIdPrefix)) {
    found.push({
      file: 'FIREBASE_PROJECT_ID (.env or the repository variables) and .firebaserc',
      what: `the project is ${projectId ? `the local stack's (${projectId})` : 'not set'}`,
      fix: 'your Firebase project id (README, "Configuration")',
    });
  }
  return found;
}

/** The refusal, one line per leftover. */
export function describeLeftovers(found: Leftover[]): string {
  return [
    `The site is still the sample in ${found.length} place${found.length === 1 ? '' : 's'}; it is not published:`,
    ...found.map(({ file, what, fix }) => `  - ${file}: ${what}. Put ${fix}.`),
  ].join('\n');
}
