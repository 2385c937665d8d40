import type { Catalogue, OwnerWords } from '../../src/content/catalogue';
import { placeholdersOf } from '../../src/content/languages';
import { TEMPLATE_LANGUAGE, templateTexts } from '../../src/texts';
import type { Catalogues, ContentProblem } from './contentRules';
import { keyPath } from './schemaProblems';

/**
 * Each language's catalogue: the template's texts (src/texts/) with the owner's words and
 * overrides merged in, key by key. A text missing in a language falls back to the default
 * language's and is listed as untranslated; a text the owner wrote that cannot stand for the
 * template's, or a key this release does not know, is listed as a warning and left out. Read
 * by ownerFolder.ts, which checks the files first.
 */

/** Data as a YAML file holds it. */
export type Json = unknown;
type Group = Record<string, Json>;

export const isGroup = (value: Json): value is Group =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Walk {
  /** The language being resolved, and the file its texts come from, as shown. */
  code: string;
  file: string;
  /** Whether falling back to the model counts as untranslated. */
  translating: boolean;
  untranslated: string[];
  warnings: ContentProblem[];
}

const kindOf = (value: Json) =>
  Array.isArray(value) ? 'list' : typeof value === 'string' ? 'text' : 'group of texts';

/**
 * One language's value of `model` (the default language's): the first source that has a usable
 * one, else the model's, listed as untranslated. Sources are in order: the owner's words file of
 * the language, then the template's texts of it. What a source holds that the model has not is
 * listed and ignored.
 */
function resolve(model: Json, sources: Json[], parts: (string | number)[], walk: Walk): Json {
  const at = keyPath(parts);
  const [own] = sources;
  if (
    typeof model === 'string' ||
    (Array.isArray(model) && model.length > 0 && model.every((entry) => typeof entry === 'string'))
  ) {
    // The template's own texts are right by their types; only the owner's file can be off.
    const problem = own === undefined ? null : unusable(model, own);
    if (own !== undefined && problem === null) return own;
    const template = sources.slice(1).find((source) => source !== undefined);
    if (problem !== null) {
      const shown =
        template !== undefined || !walk.translating
          ? "the template's text"
          : "the default language's text";
      walk.warnings.push({
        path: `${walk.file}: ${at}`,
        message: `${problem} Until then the page shows ${shown}.`,
      });
    }
    if (template !== undefined) return template;
    if (walk.translating) walk.untranslated.push(at);
    return model;
  }
  if (Array.isArray(model)) {
    if (own !== undefined && !Array.isArray(own)) {
      walk.warnings.push({
        path: `${walk.file}: ${at}`,
        message: `is a ${kindOf(own)}; it should be a list. Write it in the same shape as the default language's.`,
      });
    } else if (Array.isArray(own) && own.length > model.length) {
      walk.warnings.push({
        path: `${walk.file}: ${at}`,
        message: `has ${own.length} entries; the default language has ${model.length}. The last ${own.length - model.length} are not shown: give each of the default's entries its translation, in the same order.`,
      });
    }
    return model.map((entry, index) =>
      resolve(
        entry,
        sources.map((source) => (Array.isArray(source) ? (source[index] as Json) : undefined)),
        [...parts, index],
        walk,
      ),
    );
  }
  const group = model as Group;
  if (own !== undefined && !isGroup(own)) {
    walk.warnings.push({
      path: `${walk.file}: ${at}`,
      message: `is a ${kindOf(own)}; it should be a group of texts. Write it in the same shape as the default language's.`,
    });
  } else if (isGroup(own)) {
    for (const key of Object.keys(own)) {
      if (!(key in group)) {
        walk.warnings.push({
          path: `${walk.file}: ${keyPath([...parts, key])}`,
          message:
            'is not a text of this release; it is ignored. Remove it, or check its spelling.',
        });
      }
    }
  }
  return Object.fromEntries(
    Object.entries(group).map(([key, entry]) => [
      key,
      resolve(
        entry,
        sources.map((source) => (isGroup(source) ? source[key] : undefined)),
        [...parts, key],
        walk,
      ),
    ]),
  );
}

/** Why a source's text or list of texts cannot stand for the model's, or null. */
function unusable(model: string | string[], value: Json): string | null {
  if (typeof model === 'string') {
    if (typeof value !== 'string')
      return `is a ${value === null ? 'blank' : kindOf(value)}; write a text.`;
    if (value.trim() === '') return 'is empty. Write it, or remove the line.';
    const lost = placeholdersOf(model).filter((name) => !placeholdersOf(value).includes(name));
    if (lost.length > 0) {
      return `lost ${lost.map((name) => `{${name}}`).join(' and ')} of ${JSON.stringify(model)}: keep ${lost.length === 1 ? 'it' : 'them'} unchanged, the page fills ${lost.length === 1 ? 'it' : 'them'} in.`;
    }
    return null;
  }
  if (
    !Array.isArray(value) ||
    value.some((entry) => typeof entry !== 'string' || entry.trim() === '')
  ) {
    return 'should be a list of texts, none of them empty.';
  }
  if (value.length !== model.length) {
    return `has ${value.length} entries; it needs ${model.length}, one for each of ${JSON.stringify(model[0])}….`;
  }
  return null;
}

/** The template's texts of a language with the default language's owner words added. */
function withWords(template: Json, words: OwnerWords): Json {
  if (!isGroup(template)) return template;
  const merged: Group = { ...template };
  for (const [key, value] of Object.entries(words as unknown as Group)) {
    merged[key] = isGroup(value) && isGroup(merged[key]) ? { ...merged[key], ...value } : value;
  }
  return merged;
}

export interface CatalogueSources {
  /** The site's language codes, in site.yaml's order. */
  codes: string[];
  defaultLanguage: string;
  /** The owner's words files as read, by language code; a language may have none. */
  wordsFiles: Record<string, Json>;
  /** The default language's words file, checked against the content model. */
  words: OwnerWords;
  /** A language's words file as the owner sees it: 'content/words/hi.yaml'. */
  shownFile: (code: string) => string;
  /** Where what the merge goes on without is listed. */
  warnings: ContentProblem[];
}

/** One catalogue per language, and the keys each shows in another language's words. */
export function ownerCatalogues(sources: CatalogueSources): {
  catalogues: Catalogues;
  untranslated: Record<string, string[]>;
} {
  const { codes, defaultLanguage, wordsFiles, warnings } = sources;
  const untranslated: Record<string, string[]> = {};
  const fallback = templateTexts[TEMPLATE_LANGUAGE];
  // The default language: the template's texts in it (or in the template's own language, when
  // it ships none: then they count as untranslated), the owner's words, their overrides.
  const defaultWalk: Walk = {
    code: defaultLanguage,
    file: sources.shownFile(defaultLanguage),
    translating: !templateTexts[defaultLanguage],
    untranslated: [],
    warnings,
  };
  const defaultCatalogue = resolve(
    withWords(fallback, sources.words),
    [wordsFiles[defaultLanguage], templateTexts[defaultLanguage]],
    [],
    defaultWalk,
  ) as Catalogue;
  untranslated[defaultLanguage] = defaultWalk.untranslated;

  const catalogues: Catalogues = { [defaultLanguage]: defaultCatalogue };
  for (const code of codes) {
    if (code === defaultLanguage) continue;
    const walk: Walk = {
      code,
      file: sources.shownFile(code),
      translating: true,
      untranslated: [],
      warnings,
    };
    catalogues[code] = resolve(
      defaultCatalogue,
      [wordsFiles[code], templateTexts[code]],
      [],
      walk,
    ) as Catalogue;
    untranslated[code] = walk.untranslated;
  }
  return { catalogues, untranslated };
}
