import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent } from '../../src/content/types';
import { PLACEHOLDER_MARK, PLACEHOLDER_PHONE } from '../content/importNotes';
import { splitPiece } from '../writing/frontMatter';

/**
 * What must not go live: the sample persona the repository ships (sample/, which the build
 * reads while there is no owner's folder, and whatever of it is still in content/ after `npm run
 * init` copied it there: settings, words, posts, case studies) and the local stack's project.
 * `npm start`, `npm run build` and the tests run on the sample; the release build (`npm run
 * release`, the deploy workflows) refuses it.
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
  /** The folder the build reads, as shown ('content'), and whether it is the sample itself. */
  folder: { shownDir: string; isSample: boolean };
  owner: OwnerContent;
  catalogues: Record<string, Catalogue>;
  /** .firebaserc's default project. */
  defaultProject: string | undefined;
  /** The build's settings (environment, then .env). */
  env: Record<string, string | undefined>;
  /**
   * The posts' and case studies' Markdown files (posts/, case-studies/ of the folder): the
   * sample's say `sample: true` in their front matter.
   */
  writing?: MarkdownFile[];
}

/** A Markdown file of the writing, as read. */
export interface MarkdownFile {
  /** From the repository's root: 'content/posts/hello.en.md'. */
  file: string;
  text: string;
}

/** One thing that is still the sample's: where it is, what it is, and what to do. */
export interface Leftover {
  file: string;
  what: string;
  fix: string;
}

/** A link the sample has, or the placeholder `npm run init` writes where it had none. */
const isSampleLink = (link: string) =>
  [...SAMPLE.linkMarks, PLACEHOLDER_MARK].some((mark) => link.includes(mark));

function ownerLeftovers(owner: OwnerContent, siteFile: string): Leftover[] {
  const found: Leftover[] = [];
  const links = [
    ...owner.socials.map((social, index) => ({
      at: `socials[${index}].url`,
      link: social.url,
      fix: `your ${social.network} profile`,
    })),
    { at: 'email', link: owner.email, fix: 'your mailto: address' },
  ];
  for (const { at, link, fix } of links) {
    if (isSampleLink(link)) {
      found.push({
        file: siteFile,
        what: `${at} is ${link.includes(PLACEHOLDER_MARK) ? 'a placeholder' : "the sample's"} (${link})`,
        fix,
      });
    }
  }
  owner.projects.forEach((project, index) => {
    if (isSampleLink(project.link)) {
      found.push({
        file: siteFile,
        what: `projects[${index}].link is ${project.link.includes(PLACEHOLDER_MARK) ? 'a placeholder' : "the sample's"} (${project.link})`,
        fix: "your project's link",
      });
    }
  });
  if (owner.phone === SAMPLE.phone || owner.phone === PLACEHOLDER_PHONE) {
    found.push({
      file: siteFile,
      what: `phone is ${owner.phone === SAMPLE.phone ? "the sample's" : 'a placeholder'} (${owner.phone})`,
      fix: 'your number',
    });
  }
  return found;
}

/**
 * The sample's posts and case studies, marked `sample: true`. A file whose front matter does not
 * read is the build's to report, with its line.
 */
function writingLeftovers(files: MarkdownFile[], siteFile: string): Leftover[] {
  return files.flatMap(({ file, text }) => {
    const { front } = splitPiece(text, file);
    if (!front?.sample) return [];
    const caseStudy = file.includes('/case-studies/');
    return [
      {
        file,
        what: `"${front.title}" is the sample's ${caseStudy ? 'case study' : 'post'} (sample: true)`,
        fix: caseStudy
          ? `your own case study in its place, or delete the file and the project's caseStudy in ${siteFile}`
          : 'your own post in its place, or delete the file',
      },
    ];
  });
}

/** Everything in `input` that is still the sample's; empty when it may go live. */
export function sampleLeftovers({
  folder,
  owner,
  catalogues,
  defaultProject,
  env,
  writing = [],
}: ReleaseInput): Leftover[] {
  const siteFile = `${folder.shownDir}/site.yaml`;
  const found: Leftover[] = folder.isSample
    ? [
        {
          file: `${folder.shownDir}/`,
          what: "the build reads the template's sample persona: there is no owner's folder (content/)",
          fix: 'your own: `npm run init` copies the sample to content/ to edit (README, "Make it yours")',
        },
      ]
    : [];
  found.push(...ownerLeftovers(owner, siteFile));
  for (const [code, texts] of Object.entries(catalogues)) {
    if (SAMPLE.names.includes(texts.name)) {
      found.push({
        file: `${folder.shownDir}/words/${code}.yaml`,
        what: `name is the sample's (${texts.name})`,
        fix: 'your name, and your texts in the rest of the file',
      });
    }
  }
  found.push(...writingLeftovers(writing, siteFile));
  const siteUrl = env.SITE_URL?.trim() || owner.site.url;
  if (siteUrl.replace(/\/+$/, '') === SAMPLE.siteUrl) {
    found.push({
      file: `${siteFile} (site.url) or SITE_URL`,
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
