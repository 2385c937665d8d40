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
import type { JsonResume } from '../resume/jsonResume';
import { UpgradeStop, commitOf, gitResult } from '../upgrade/git';
import { ownerWordsSchema, siteSchema } from '../../src/content/schema';
import { fromJsonResume } from './fromJsonResume';
import type { ConvertedResume } from './fromJsonResume';
import { PLACEHOLDER_MARK, PLACEHOLDER_PHONE } from './importNotes';
import { commentedYaml } from './commentedYaml';
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

/**
 * The skeleton of `--empty`: a resume with one skill, project and job and nothing
 * else, so that every other value is the placeholder a resume's missing one gets.
 */
const SKELETON: JsonResume = {
  skills: [{ name: 'JavaScript' }],
  projects: [{ name: 'My project', keywords: ['JavaScript'] }],
  work: [{ startDate: String(new Date().getFullYear()) }],
};

/** A stop the owner can act on: printed as its message alone. */
class InitStop extends Error {}

function writeFile(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function writeConverted(dir: string, { site, words, files }: ConvertedResume): void {
  writeFile(path.join(dir, SITE_FILE), commentedYaml(SITE_MODELINE, site, siteSchema));
  writeFile(
    path.join(dir, WORDS_DIR, `${site.site.defaultLanguage}.yaml`),
    commentedYaml(WORDS_MODELINE, words, ownerWordsSchema),
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
  const contact = site.socials
    .filter((social) => !social.url.includes(PLACEHOLDER_MARK))
    .map((social) => social.network)
    .concat(site.email.includes(PLACEHOLDER_MARK) ? [] : ['email'])
    .concat(site.phone === PLACEHOLDER_PHONE ? [] : ['phone']);
  return [
    `${words.name}, ${words.title}`,
    listed(words.projects, 'project', 'projects'),
    `${site.about.skills.length} skills; ${listed(site.techStack, 'tech strip card', 'tech strip cards')}`,
    `contact: ${contact.join(', ') || 'none'}`,
    `sections: ${(site.sections ?? []).join(', ')}`,
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
      const lists: [string, string[]][] = [
        ['Read with a warning', converted.warnings],
        ['A placeholder for now', converted.placeholders],
        ['Not carried over', converted.notCarried],
      ];
      for (const [heading, lines] of lists.filter(([, lines]) => lines.length > 0)) {
        out.info(`${heading} (${lines.length}):`);
        for (const line of lines) out.info(`  - ${line}`);
      }
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
