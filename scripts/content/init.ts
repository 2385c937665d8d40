import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { Document, isMap, isScalar } from 'yaml';
import type { JsonResume } from '../resume/jsonResume';
import { UpgradeStop, commitOf, gitResult } from '../upgrade/git';
import { siteSchema } from '../../src/content/schema';
import { PLACEHOLDER_MARK, PLACEHOLDER_PHONE, fromJsonResume } from './fromJsonResume';
import type { ConvertedResume } from './fromJsonResume';
import { OWNER_DIR, SAMPLE_DIR, SITE_FILE, WORDS_DIR } from './ownerFolder';
import { SITE_MODELINE, WORDS_MODELINE } from '../upgrade/modelines';

/**
 * `npm run init`: starts the owner's folder, content/, from the sample persona (a copy of
 * sample/), from a skeleton (`-- --empty`) or from a JSON Resume (`-- --from-resume <file>`).
 * It never writes over a content/ that is there: that folder is the owner's.
 */

const USAGE = [
  'npm run init                               copy the sample persona (sample/) to content/',
  'npm run init -- --empty                    write a skeleton to fill in',
  'npm run init -- --from-resume <file.json>  write content/ from a JSON Resume',
].join('\n');

/** The first line of each YAML file: the editor checks it against the folder's schema. */

const RELEASE_FILE = 'release.json';

/** content/release.json: the template release the folder was made from (`npm run upgrade`). */
export interface Release {
  version: string;
  commit?: string;
  source?: string;
}

/** What to tell the owner by each key of a file ('' is the whole file's), written above it. */
type Comments = Record<string, string>;

const ICONS = siteSchema.shape.techStack.element.shape.icon.options.join(', ');

const SITE_COMMENTS: Comments = {
  '': "Your site's settings: what is the same in every language. Your texts are in words/<code>.yaml.\nThe build checks both files and says what to fix; `npm start` shows the page as you edit.",
  logoText: "The top bar's logo: a few letters, e.g. your initials.",
  'site.url': "Your site's address, e.g. https://you.dev.",
  'site.languages':
    "Every language of the site, each with its words in words/<code>.yaml. name: the language's name\nin its own script; locale: the one of dates and numbers, e.g. en-IN.",
  'site.defaultLanguage': 'The code of the language served at /; the others are at /<code>/.',
  'about.skills': 'Your skills, as the About box lists them.',
  projects:
    "Your projects, a card each; their texts are words/<code>.yaml's projects, in the same order.\nimageSrc: a file under public/ (a screenshot, 1600 x 1000 is best); link: the project's address;\ntags: its technologies; themeColor, themeAccentColor: the card's colours.",
  techStack: `The tech strip's cards, each with its line in words/<code>.yaml's techStack; [] hides the strip.\nicon: one of ${ICONS}.`,
  socials: "Your profiles' full addresses; email as mailto:you@example.com.",
  phone: "The number the top bar's call button dials.",
  copyrightYear: "The footer's year.",
};

const WORDS_COMMENTS: Comments = {
  '': "Your words in this language: what the page and the resume say about you. Any of the template's\nown texts can be said otherwise here too, key by key (the editor's schema lists them).",
  name: 'Your name, as the page shows it.',
  title: 'Your job title, e.g. Full-stack developer.',
  'meta.description': "The page's description for search engines and shared links: a sentence.",
  'about.bio': 'The About box: a sentence or two about you,',
  'about.bullets': 'up to three short points (a list: - I build …),',
  'about.slogan': 'and a motto, in one line.',
  projects:
    'One per site.yaml project, in the same order: title; subtitle, a few words; description, a\nsentence or two; imageAlt, what its picture shows, for people who cannot see it.',
  techStack: 'One line per site.yaml techStack card, in the same order.',
  journey:
    'Your experience and education; [] hides the section. period: its dates with their years,\ne.g. 2022 – 2026 or Summer 2025: the resume lists them.',
};

/**
 * The skeleton of `--empty`: a resume with one skill, project and journey entry and nothing
 * else, so that every other value is the placeholder a resume's missing one gets.
 */
const SKELETON: JsonResume = {
  skills: [{ name: 'JavaScript' }],
  projects: [{ name: 'My project', keywords: ['JavaScript'] }],
  work: [{ startDate: String(new Date().getFullYear()) }],
};

/** A stop the owner can act on: printed as its message alone. */
class InitStop extends Error {}

function yamlText(modeline: string, data: object, comments: Comments): string {
  const document = new Document(data);
  const lines = (text: string) => text.replace(/^/gm, ' ');
  document.commentBefore = `${modeline.replace(/^#/, '')}\n${lines(comments[''])}`;
  for (const [at, comment] of Object.entries(comments)) {
    if (at === '') continue;
    const keys = at.split('.');
    const parent = keys.length > 1 ? document.getIn(keys.slice(0, -1), true) : document.contents;
    if (!isMap(parent)) continue;
    const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === keys.at(-1));
    if (pair && isScalar(pair.key)) pair.key.commentBefore = lines(comment);
  }
  // lineWidth 0: a text on one line, as sample/ has them, so an owner finds it by searching;
  // single quotes, as the project's Prettier writes them (its format check reads content/).
  return document.toString({ lineWidth: 0, singleQuote: true });
}

function writeFile(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function writeConverted(dir: string, { site, words, files }: ConvertedResume): void {
  writeFile(path.join(dir, SITE_FILE), yamlText(SITE_MODELINE, site, SITE_COMMENTS));
  writeFile(
    path.join(dir, WORDS_DIR, `${site.site.defaultLanguage}.yaml`),
    yamlText(WORDS_MODELINE, words, WORDS_COMMENTS),
  );
  for (const [file, text] of Object.entries(files)) writeFile(path.join(dir, file), text);
}

/**
 * The template release in `rootDir`: package.json's version, and from git, when it is a
 * repository with a commit, that commit and where it came from: the `template` remote the README
 * asks an owner to add. Not `origin`: on a GitHub fork or a "Use this template" copy that is
 * the owner's own repository, which the upgrade must not take for the template.
 */
export function releaseOf(rootDir: string): Release {
  const { version } = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  try {
    const commit = commitOf(rootDir, 'HEAD');
    if (!commit) return { version };
    const remote = gitResult(rootDir, ['remote', 'get-url', 'template']);
    const source = remote.status === 0 ? remote.stdout.trim() : undefined;
    return { version, commit, ...(source && { source }) };
  } catch (error) {
    // No git on this machine: the release is its version alone.
    if (error instanceof UpgradeStop) return { version };
    throw error;
  }
}

interface Output {
  info: (line: string) => void;
  error: (line: string) => void;
}

function readResume(file: string): JsonResume {
  let text: string;
  let data: unknown;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new InitStop(`Could not read ${file}: ${(error as Error).message}`);
  }
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new InitStop(`${file} is not JSON: ${(error as Error).message}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new InitStop(`${file} is not a JSON Resume: it holds no object.`);
  }
  return data as JsonResume;
}

/** What a resume gave the site, a line each. */
function mappedLines({ site, words }: ConvertedResume): string[] {
  const listed = (entries: { title: string }[], one: string, many: string) =>
    `${entries.length} ${entries.length === 1 ? one : many}${entries.length > 0 ? `: ${entries.map((entry) => entry.title).join(', ')}` : ''}`;
  const contact = Object.entries(site.socials)
    .filter(([, link]) => !link.includes(PLACEHOLDER_MARK))
    .map(([network]) => network)
    .concat(site.phone === PLACEHOLDER_PHONE ? [] : ['phone']);
  return [
    `${words.name}, ${words.title}`,
    listed(words.projects, 'project', 'projects'),
    listed(words.journey, 'journey entry', 'journey entries'),
    `${site.about.skills.length} skills; ${listed(site.techStack, 'tech strip card', 'tech strip cards')}`,
    `contact: ${contact.join(', ') || 'none'}`,
  ];
}

type Mode = 'sample' | 'empty' | 'resume' | 'help';

const FLAGS: Record<string, Mode> = { '--empty': 'empty', '--help': 'help' };

function modeOf([flag, file, ...rest]: string[]): Mode | undefined {
  if (flag === undefined) return 'sample';
  if (flag === '--from-resume')
    return file !== undefined && rest.length === 0 ? 'resume' : undefined;
  return file === undefined ? FLAGS[flag] : undefined;
}

/**
 * The arguments as the owner meant them: `npm run init --empty`, without `--`, hands the flag
 * to npm, which passes it on as npm_config_empty only (`--from-resume x`: the flag as
 * npm_config_from_resume, x as the argument).
 */
export function initArgs(argv: string[], env: NodeJS.ProcessEnv): string[] {
  if (argv.length === 0 && env.npm_config_empty === 'true') return ['--empty'];
  if (argv.length === 1 && env.npm_config_from_resume === 'true') return ['--from-resume', ...argv];
  return argv;
}

/** Runs `npm run init` with `args` in the project `rootDir`; returns the exit code. */
export function runInit(
  args: string[],
  { rootDir, cwd }: { rootDir: string; cwd: string },
  out: Output,
): number {
  const mode = modeOf(args);
  if (mode === 'help') {
    out.info(USAGE);
    return 0;
  }
  if (mode === undefined) {
    out.error(`Unknown arguments: ${args.join(' ')}\n${USAGE}`);
    return 2;
  }
  const resumeFile = args[1];

  const contentDir = path.join(rootDir, OWNER_DIR);
  let stage: string | undefined;
  try {
    if (existsSync(contentDir)) {
      throw new InitStop(
        `${OWNER_DIR}/ is already there: it is your folder, and init never writes over it. To start again, move it away first.`,
      );
    }
    const sampleDir = path.join(rootDir, SAMPLE_DIR);
    if (mode === 'sample' && !existsSync(sampleDir)) {
      throw new InitStop(
        `${SAMPLE_DIR}/ is not there, so there is no sample to copy. Run \`npm run init -- --empty\` for a skeleton.`,
      );
    }
    const release = releaseOf(rootDir);
    const converted =
      mode === 'resume'
        ? fromJsonResume(readResume(path.resolve(cwd, resumeFile)))
        : mode === 'empty'
          ? fromJsonResume(SKELETON)
          : undefined;
    // Written beside content/ and moved there whole: a failure leaves no half folder behind.
    stage = mkdtempSync(path.join(rootDir, `.${OWNER_DIR}-init-`));
    if (converted) writeConverted(stage, converted);
    else cpSync(sampleDir, stage, { recursive: true });
    writeFile(path.join(stage, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
    renameSync(stage, contentDir);
    stage = undefined;

    const wordsFile = `${OWNER_DIR}/${WORDS_DIR}/${converted?.site.site.defaultLanguage ?? '<code>'}.yaml`;
    if (mode === 'sample') {
      out.info(
        `Copied ${SAMPLE_DIR}/ to ${OWNER_DIR}/: the sample persona, to make yours. Replace its settings in ${OWNER_DIR}/${SITE_FILE}, its texts in ${OWNER_DIR}/${WORDS_DIR}/, its posts and pictures; the release build refuses what is still the sample's.`,
      );
    } else if (mode === 'empty') {
      out.info(
        `Wrote a skeleton to ${OWNER_DIR}/: fill in ${OWNER_DIR}/${SITE_FILE} and ${wordsFile}; the comments in them say what goes where.`,
      );
    } else if (converted) {
      out.info(`Wrote ${OWNER_DIR}/ from ${resumeFile}:`);
      for (const line of mappedLines(converted)) out.info(`  ${line}`);
      out.info(`Not carried over, or a placeholder for now (${converted.unmapped.length}):`);
      for (const line of converted.unmapped) out.info(`  - ${line}`);
      out.info(`Then edit ${OWNER_DIR}/${SITE_FILE} and ${wordsFile}.`);
    }
    out.info(
      `${OWNER_DIR}/${RELEASE_FILE}: template ${release.version}${release.commit ? ` at ${release.commit.slice(0, 12)}` : ''}${release.source ? ` from ${release.source}` : ''}. \`npm start\` shows the page as you edit.`,
    );
    return 0;
  } catch (error) {
    if (stage) rmSync(stage, { recursive: true, force: true });
    if (!(error instanceof InitStop)) throw error;
    out.error(error.message);
    return 1;
  }
}

if (require.main === module) {
  // npm runs scripts in the project's root; INIT_CWD is where the owner typed the command.
  process.exitCode = runInit(
    initArgs(process.argv.slice(2), process.env),
    { rootDir: path.resolve(__dirname, '..', '..'), cwd: process.env.INIT_CWD ?? process.cwd() },
    console,
  );
}
