import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { stringify } from 'yaml';
import { SITE_MODELINE, WORDS_MODELINE } from './modelines';

/**
 * The upgrade's first step on a copy made before the owner's folder (docs: content-format):
 * the owner's content, written in TypeScript inside the code (src/content/owner.ts,
 * src/content/locales/, posts, case studies, public/images/), becomes content/. The catalogues
 * mixed the owner's words with the template's interface texts: content/words/ keeps the
 * owner's words and only the interface texts the owner changed or translated, so that the
 * template's later corrections of the others reach the owner's site. It runs on the owner's
 * release, which has Node's built-ins and `yaml` but not the newer packages.
 */

const run = promisify(execFile);

type Json = string | number | boolean | null | Json[] | JsonObject;
interface JsonObject {
  [key: string]: Json;
}

/** What this module reads of owner.ts's object; site.yaml gets all of it. */
interface LegacyOwner {
  site: { defaultLanguage: string; socialImage?: { src: string } };
  ownResume?: string;
}

interface LegacyContent {
  owner: LegacyOwner;
  catalogues: Record<string, JsonObject>;
}

const OWNER_FILE = 'src/content/owner.ts';
const LOCALES_DIR = 'src/content/locales';
const SITE_FILE = 'content/site.yaml';

/** Folders moved whole, from the repository's root: the owner's files, none of them code. */
const MOVED_FOLDERS: [from: string, to: string][] = [
  ['src/content/posts', 'content/posts'],
  ['src/content/case-studies', 'content/case-studies'],
  ['public/images', 'content/public/images'],
];

/**
 * The catalogue's keys that are the owner's words (docs: content-format), kept whole in every
 * language; every other key is a template text.
 */
const OWNER_WORDS = new Set([
  'name',
  'title',
  'meta.description',
  'about.bio',
  'about.bullets',
  'about.slogan',
  'projects',
  'techStack',
  'journey',
]);

/**
 * Prints the two objects as JSON on stdout. The legacy content is plain data (ESLint keeps
 * it from importing), so nothing else writes there.
 */
const PRINT_CONTENT =
  "process.stdout.write(JSON.stringify({ owner: require('./src/content/owner').owner, catalogues: require('./src/content/locales').catalogues }))";

/**
 * Converts the legacy layout of the owner's work tree `repoDir` to content/, and deletes the
 * legacy files; it commits nothing. `baseCommit` is the template commit the copy was made
 * from: its catalogues tell the owner's texts from the template's. Returns the paths written
 * (site.yaml, the words files and the moved files' new paths), from the repository's root.
 */
export async function convertLegacyLayout(o: {
  repoDir: string;
  baseCommit: string;
  log: (line: string) => void;
}): Promise<{ moved: string[] }> {
  const { repoDir, baseCommit, log } = o;
  const at = (file: string) => path.join(repoDir, file);
  if (!existsSync(at(OWNER_FILE))) {
    log(`No ${OWNER_FILE}: the content is not in the old layout, nothing to move.`);
    return { moved: [] };
  }
  if (existsSync(at(SITE_FILE))) {
    throw new Error(
      `Both ${OWNER_FILE} and ${SITE_FILE} are there: keep the one with your content, delete the other, then run the upgrade again.`,
    );
  }
  // Both read before anything is written: a failure leaves the work tree as it was.
  const [mine, base] = await Promise.all([
    evaluateContent(repoDir, repoDir),
    evaluateBase(repoDir, baseCommit),
  ]);
  const moved: string[] = [];

  await writeYaml(at(SITE_FILE), SITE_MODELINE, { format: 1, ...mine.owner });
  moved.push(SITE_FILE);
  log(`Moved ${OWNER_FILE} → ${SITE_FILE}`);

  const templateDefault = base.owner.site.defaultLanguage;
  for (const [code, catalogue] of Object.entries(mine.catalogues)) {
    // A language the template lacks was translated from its default language's texts.
    const sameLanguage = base.catalogues[code];
    const tally = { words: 0, changed: 0, dropped: 0 };
    const words = keptTexts(catalogue, sameLanguage ?? base.catalogues[templateDefault], '', tally);
    const file = `content/words/${code}.yaml`;
    await writeYaml(at(file), WORDS_MODELINE, words ?? {});
    moved.push(file);
    const how = sameLanguage ? 'changed' : 'translated';
    const ofTemplate =
      tally.changed > 0 ? ` (${tally.changed} of them the template's, ${how})` : '';
    log(
      `${code}: ${counted(tally.words + tally.changed, 'text')} of yours kept in ${file}${ofTemplate}`,
    );
    if (tally.dropped > 0) {
      const dropped = `${code}: dropped ${counted(tally.dropped, 'text')} equal to the template's`;
      log(
        sameLanguage ? dropped : `${dropped} ${templateDefault} ones (the template has no ${code})`,
      );
    }
  }

  for (const [from, to] of MOVED_FOLDERS) {
    const files = await moveFolder(repoDir, from, to);
    moved.push(...files);
    if (files.length > 0) log(`Moved ${from}/ → ${to}/ (${counted(files.length, 'file')})`);
  }
  // Files the settings name outside public/images/: the own resume, a social image.
  const named = [mine.owner.ownResume, mine.owner.site.socialImage?.src];
  for (const file of named.filter((name): name is string => name !== undefined)) {
    const from = path.posix.join('public', file);
    // A path out of public/ is not the owner's file to move; the build names that mistake.
    if (!from.startsWith('public/')) continue;
    const to = `content/${from}`;
    if (existsSync(at(from))) {
      await moveFile(repoDir, from, to);
      await removeEmptyFolders(repoDir, path.posix.dirname(from), 'public');
      moved.push(to);
      log(`Moved ${from} → ${to}`);
    } else if (!existsSync(at(to))) {
      log(`${SITE_FILE} names ${file}, but ${from} is not there: put that file at ${to}`);
    }
  }

  await rm(at(OWNER_FILE));
  await rm(at(LOCALES_DIR), { recursive: true });
  log(`Deleted ${OWNER_FILE} and ${LOCALES_DIR}/: your content is in content/ now`);
  return { moved };
}

/**
 * The texts of `mine` to keep: the owner's words whole, and each other text only where it
 * differs from `template`'s (the base's catalogue). Keeps the catalogue's nesting and order;
 * undefined when nothing is kept. `tally` counts texts (strings), lists counting each item.
 */
function keptTexts(
  mine: JsonObject,
  template: Json | undefined,
  prefix: string,
  tally: { words: number; changed: number; dropped: number },
): JsonObject | undefined {
  const kept: JsonObject = {};
  for (const [key, value] of Object.entries(mine)) {
    const keyPath = prefix + key;
    const theirs = isObject(template) ? template[key] : undefined;
    if (OWNER_WORDS.has(keyPath)) {
      kept[key] = value;
      tally.words += countTexts(value);
    } else if (isObject(value) && isObject(theirs)) {
      const inner = keptTexts(value, theirs, `${keyPath}.`, tally);
      if (inner) kept[key] = inner;
    } else if (JSON.stringify(value) === JSON.stringify(theirs)) {
      tally.dropped += countTexts(value);
    } else {
      kept[key] = value;
      tally.changed += countTexts(value);
    }
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function countTexts(value: Json): number {
  if (typeof value === 'string') return 1;
  const items = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [];
  return items.reduce<number>((sum, item) => sum + countTexts(item), 0);
}

/**
 * Runs the copy's own ts-node (the release it runs, with its tsconfig.json's settings) on
 * `dir`'s src/content/, in one child process for both objects: ts-node's start is the slow
 * part. Its bin script is run with this Node rather than through node_modules/.bin, whose
 * entry is a shell script on Windows.
 */
async function evaluateContent(dir: string, repoDir: string): Promise<LegacyContent> {
  const tsNode = createRequire(path.join(repoDir, 'package.json')).resolve('ts-node/dist/bin.js');
  const args = [
    tsNode,
    '--transpile-only',
    '--project',
    path.join(repoDir, 'tsconfig.json'),
    '--compiler-options',
    '{"module":"CommonJS"}',
    '--eval',
    PRINT_CONTENT,
  ];
  try {
    const { stdout } = await run(process.execPath, args, {
      cwd: dir,
      // The base's files, extracted outside the copy, find its packages too.
      env: { ...process.env, NODE_PATH: path.join(repoDir, 'node_modules') },
      maxBuffer: 256 * 1024 * 1024,
    });
    return JSON.parse(stdout) as LegacyContent;
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr || String(error);
    const which = dir === repoDir ? 'your' : `the template's (${path.basename(dir)})`;
    throw new Error(`Could not read ${which} src/content/ with ts-node:\n${detail.trim()}`);
  }
}

/** The template's content at `baseCommit`, from the copy's own objects, in a temporary folder. */
async function evaluateBase(repoDir: string, baseCommit: string): Promise<LegacyContent> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'legacy-layout-'));
  try {
    const tarball = path.join(dir, 'base.tar');
    await run('git', ['-C', repoDir, 'archive', `--output=${tarball}`, baseCommit, 'src/content']);
    await run('tar', ['-xf', tarball, '-C', dir]);
    return await evaluateContent(dir, repoDir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function writeYaml(file: string, modeline: string, value: object): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // lineWidth 0: one line per text, as sample/ writes them, so an owner finds a text by grep.
  await writeFile(file, `${modeline}\n${stringify(value, { lineWidth: 0 })}`);
}

/** Moves every file under `from` to the same path under `to`; returns the new paths. */
async function moveFolder(repoDir: string, from: string, to: string): Promise<string[]> {
  const source = path.join(repoDir, from);
  if (!existsSync(source)) return [];
  const entries = await readdir(source, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) =>
      path.relative(source, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
  for (const file of files) await moveFile(repoDir, `${from}/${file}`, `${to}/${file}`);
  // Only the emptied folders are left.
  await rm(source, { recursive: true });
  return files.map((file) => `${to}/${file}`);
}

async function moveFile(repoDir: string, from: string, to: string): Promise<void> {
  await mkdir(path.dirname(path.join(repoDir, to)), { recursive: true });
  await rename(path.join(repoDir, from), path.join(repoDir, to));
}

/** Removes `folder` and its parents while they are empty, up to `stop` (kept). */
async function removeEmptyFolders(repoDir: string, folder: string, stop: string): Promise<void> {
  for (let dir = folder; dir.startsWith(`${stop}/`); dir = path.posix.dirname(dir)) {
    try {
      await rmdir(path.join(repoDir, dir));
    } catch {
      return; // Not empty: the owner's other files stay.
    }
  }
}
