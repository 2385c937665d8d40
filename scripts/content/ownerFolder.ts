import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import type { IconSet, OwnerContent } from '../../src/content/types';
import { TEMPLATE_LANGUAGE } from '../../src/texts';
import { CONTENT_FORMAT, ownerWordsSchema, siteSchema } from '../../src/content/schema';
import { ContentError } from './contentRules';
import type { Catalogues, ContentProblem } from './contentRules';
import { isGroup, ownerCatalogues } from './ownerCatalogues';
import type { Json } from './ownerCatalogues';
import { ownerIcons } from './ownerIcons';
import { schemaProblems } from './schemaProblems';
import { resolvedSections } from './sectionList';

/**
 * The owner's folder: `content/` when it has a site.yaml, else the template's sample persona,
 * `sample/` (CONTENT_DIR, relative to the project, names another). Read here into the settings
 * and one catalogue per language (ownerCatalogues.ts): the template's texts (src/texts/) with
 * the owner's words and overrides merged in, key by key. A text missing in a language falls
 * back to the default language's and is listed; a key this release does not know is listed and
 * ignored: the owner's build never stops because the template added or removed a text.
 */

export const OWNER_DIR = 'content';
export const SAMPLE_DIR = 'sample';
export const SITE_FILE = 'site.yaml';
export const WORDS_DIR = 'words';

export interface LoadedContent {
  /** The folder read, absolute. */
  dir: string;
  /** The same, as the owner sees it from the project: 'content' or 'sample'. */
  shownDir: string;
  /** True when the build reads the template's sample persona (no owner's folder yet). */
  isSample: boolean;
  owner: OwnerContent;
  /** The tech strip's icons, by techStack's names: drawn in the home page's sprite (iconSprite.ts). */
  techIcons: IconSet;
  catalogues: Catalogues;
  /** Texts shown in the default language's words, by language code: their keys. */
  untranslated: Record<string, string[]>;
  /** What the build goes on without: keys of no text, texts it could not use. */
  warnings: ContentProblem[];
  /** Whether site.yaml lists its sections (else the page has every kind, in order). */
  sectionsListed: boolean;
}

/** Which folder the build reads, from the project's root. */
export function contentDirOf(
  rootDir: string,
  env: NodeJS.ProcessEnv = process.env,
): { dir: string; shownDir: string; isSample: boolean } {
  const named = env.CONTENT_DIR;
  const shownDir = named
    ? path.relative(rootDir, path.resolve(rootDir, named)) || '.'
    : existsSync(path.join(rootDir, OWNER_DIR, SITE_FILE))
      ? OWNER_DIR
      : SAMPLE_DIR;
  const dir = path.resolve(rootDir, shownDir);
  return { dir, shownDir, isSample: dir === path.resolve(rootDir, SAMPLE_DIR) };
}

/** A YAML file's data, or a problem naming the line. */
function readYaml(file: string, shown: string, problems: ContentProblem[]): Json {
  const document = parseDocument(readFileSync(file, 'utf8'), { prettyErrors: true });
  if (document.errors.length > 0) {
    for (const error of document.errors) {
      const line = error.linePos?.[0].line;
      problems.push({
        path: `${shown}${line === undefined ? '' : `:${line}`}`,
        message: `is not valid YAML (${error.message.split('\n')[0]}). Check the indentation and quotes there.`,
      });
    }
    return undefined;
  }
  return document.toJS() as Json;
}

/**
 * Reads the owner's folder (or the sample). Throws a ContentError listing every problem the
 * build cannot go on with, each with the file, the field and the fix.
 */
export function loadContent(
  rootDir: string,
  options: { env?: NodeJS.ProcessEnv } = {},
): LoadedContent {
  const { dir, shownDir, isSample } = contentDirOf(rootDir, options.env);
  const problems: ContentProblem[] = [];
  const shown = (file: string) => path.posix.join(shownDir, file);
  const siteFile = path.join(dir, SITE_FILE);
  if (!existsSync(siteFile)) {
    throw new ContentError([
      {
        path: shown(SITE_FILE),
        message: `does not exist. Run \`npm run init\` to start your folder, or set CONTENT_DIR to a folder that has one.`,
      },
    ]);
  }
  const siteData = readYaml(siteFile, shown(SITE_FILE), problems);
  if (problems.length > 0) throw new ContentError(problems);
  if (isGroup(siteData) && siteData.format !== undefined && siteData.format !== CONTENT_FORMAT) {
    throw new ContentError([
      {
        path: `${shown(SITE_FILE)}: format`,
        message: `is ${JSON.stringify(siteData.format)}; this release reads format ${CONTENT_FORMAT}. Run \`npm run upgrade\`, which migrates the folder.`,
      },
    ]);
  }
  const site = siteSchema.safeParse(siteData);
  if (!site.success) {
    throw new ContentError(schemaProblems(siteSchema, shown(SITE_FILE), site.error, siteData));
  }
  const { format, sections, ...settings } = site.data;
  const { profiles, tech: techIcons, problems: iconProblems } = ownerIcons(settings, dir, shownDir);
  problems.push(...iconProblems.map((p) => ({ ...p, path: `${shown(SITE_FILE)}: ${p.path}` })));
  const owner: OwnerContent = {
    ...settings,
    sections: resolvedSections(sections),
    icons: profiles,
  };
  const { languages, defaultLanguage } = owner.site;

  const wordsFiles: Record<string, Json> = {};
  const warnings: ContentProblem[] = [];
  for (const { code } of languages) {
    const file = path.join(dir, WORDS_DIR, `${code}.yaml`);
    if (existsSync(file)) {
      wordsFiles[code] = readYaml(file, shown(`${WORDS_DIR}/${code}.yaml`), problems);
    } else if (code === defaultLanguage) {
      problems.push({
        path: shown(`${WORDS_DIR}/${code}.yaml`),
        message: `does not exist. Write your words in the default language there (name, title, about, projects, techStack, journey).`,
      });
    } else {
      warnings.push({
        path: shown(`${WORDS_DIR}/${code}.yaml`),
        message: `does not exist: every text of "${code}" is shown in ${defaultLanguage}. Copy ${WORDS_DIR}/${defaultLanguage}.yaml there and translate it.`,
      });
    }
  }
  if (problems.length > 0) throw new ContentError(problems);

  const defaultFile = shown(`${WORDS_DIR}/${defaultLanguage}.yaml`);
  const words = ownerWordsSchema.safeParse(wordsFiles[defaultLanguage]);
  if (!words.success) {
    throw new ContentError(
      schemaProblems(ownerWordsSchema, defaultFile, words.error, wordsFiles[defaultLanguage]),
    );
  }
  for (const list of ['projects', 'techStack'] as const) {
    if (words.data[list].length !== owner[list].length) {
      problems.push({
        path: `${defaultFile}: ${list}`,
        message: `has ${words.data[list].length} entries; site.yaml's ${list} has ${owner[list].length}. Each entry holds the texts of the one at the same place in site.yaml.`,
      });
    }
  }
  if (problems.length > 0) throw new ContentError(problems);

  const { catalogues, untranslated } = ownerCatalogues({
    codes: languages.map(({ code }) => code),
    defaultLanguage,
    wordsFiles,
    words: words.data,
    shownFile: (code) => shown(`${WORDS_DIR}/${code}.yaml`),
    warnings,
  });
  const sectionsListed = sections !== undefined;
  return {
    dir,
    shownDir,
    isSample,
    owner,
    techIcons,
    catalogues,
    untranslated,
    warnings,
    sectionsListed,
  };
}

/** The lines the build prints for what it went on without (none when all is translated). */
export function contentNotices(content: LoadedContent): string[] {
  const { site } = content.owner;
  const nameOf = (code: string) =>
    site.languages.find((language) => language.code === code)?.name ?? code;
  const lines = Object.entries(content.untranslated)
    .filter(([, keys]) => keys.length > 0)
    .map(
      ([code, keys]) =>
        `Untranslated: ${code} (${nameOf(code)}) shows ${keys.length} text${keys.length === 1 ? '' : 's'} in ${code === site.defaultLanguage ? TEMPLATE_LANGUAGE : site.defaultLanguage}; translate ${keys.length === 1 ? 'it' : 'them'} in ${content.shownDir}/${WORDS_DIR}/${code}.yaml: ${keys.join(', ')}`,
    );
  return [
    ...lines,
    ...content.warnings.map((warning) => `Warning: ${warning.path}: ${warning.message}`),
  ];
}
