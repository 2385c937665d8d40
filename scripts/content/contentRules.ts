import { placeholdersOf } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/locales/en';
import type { OwnerContent } from '../../src/content/types';

/** One thing wrong in the content: where (e.g. `projects[2].link`, `hi.about.bio`), what, the fix. */
export interface ContentProblem {
  path: string;
  message: string;
}

export const CONTENT_FILE = 'src/content/owner.ts';
export const LOCALES_DIR = 'src/content/locales';

/** Every language's texts, by language code. */
export type Catalogues = Record<string, Catalogue>;

/** Everything wrong with the content, listed at once so one edit can fix them all. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      [
        `The content (${CONTENT_FILE} and ${LOCALES_DIR}/) has ${problems.length} problem${problems.length === 1 ? '' : 's'}; the build stops here:`,
        ...problems.map((problem) => `  ${problem.path}: ${problem.message}`),
      ].join('\n'),
    );
    this.name = 'ContentError';
  }
}

const isBlank = (text: string | undefined) => (text ?? '').trim() === '';

function isWebLink(link: string): boolean {
  try {
    const { protocol } = new URL(link);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/**
 * The rules of owner.ts that need no file: the logo has letters, links are full http(s)
 * addresses, the languages are well named. (Image files are checked where they are read, see
 * buildContent; the texts in catalogueProblems.)
 */
export function fieldProblems(owner: OwnerContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const webLink = (path: string, link: string) => {
    if (!isWebLink(link)) {
      problems.push({
        path,
        message: `${JSON.stringify(link)} is not an http(s) link. Write the full address, e.g. "https://example.com/…".`,
      });
    }
  };

  if (isBlank(owner.logoText)) {
    problems.push({
      path: 'logoText',
      message: 'is empty. Write the letters of the logo, e.g. your initials.',
    });
  }
  webLink('site.url', owner.site.url);
  const { languages, defaultLanguage } = owner.site;
  const seen = new Set<string>();
  languages.forEach((language, index) => {
    const at = `site.languages[${index}]`;
    if (!isLanguageTag(language.code)) {
      problems.push({
        path: `${at}.code`,
        message: `${JSON.stringify(language.code)} is not a language code. Write its BCP 47 code, e.g. "hi" or "pt-BR".`,
      });
    } else if (seen.has(language.code)) {
      problems.push({
        path: `${at}.code`,
        message: `"${language.code}" is listed twice. Keep one entry per language.`,
      });
    }
    seen.add(language.code);
    if (isBlank(language.name)) {
      problems.push({
        path: `${at}.name`,
        message: 'is empty. Write the language\'s name in its own script, e.g. "हिन्दी".',
      });
    }
    if (!isLanguageTag(language.locale)) {
      problems.push({
        path: `${at}.locale`,
        message: `${JSON.stringify(language.locale)} is not a locale. Write the one for dates and numbers, e.g. "hi-IN".`,
      });
    }
  });
  if (!seen.has(defaultLanguage)) {
    problems.push({
      path: 'site.defaultLanguage',
      message: `"${defaultLanguage}" is not in site.languages. Write the code of the language served at "/".`,
    });
  }
  owner.projects.forEach((project, index) => webLink(`projects[${index}].link`, project.link));
  for (const network of ['github', 'linkedin', 'twitter', 'instagram'] as const) {
    webLink(`socials.${network}`, owner.socials[network]);
  }
  if (!/^mailto:[^@\s]+@[^@\s]+$/.test(owner.socials.email)) {
    problems.push({
      path: 'socials.email',
      message: `${JSON.stringify(owner.socials.email)} is not a mailto: link. Write it as "mailto:you@example.com".`,
    });
  }
  return problems;
}

/** What to write in a text left empty, by its path with the list indices left out. */
const WRITE_HINTS: Record<string, string> = {
  name: 'Write your name as the page should show it.',
  title: 'Write your job title, e.g. "Full-stack developer".',
  'meta.socialImageAlt': 'Describe the social picture for people who cannot see it.',
  'projects[].title': "Write the project's name.",
  'projects[].imageAlt': 'Describe what the screenshot shows, for screen readers.',
  'journey[].title': 'Name the role or degree.',
  'journey[].period':
    'Write its dates, e.g. "2022 – 2026" or "Summer 2025": the resume lists each entry with them.',
  'projects[].description':
    'Describe the project in a sentence or two: its card and the resume show it.',
};

const kindOf = (value: unknown) =>
  Array.isArray(value) ? 'list' : typeof value === 'string' ? 'text' : 'group of texts';

/**
 * Compares one language's texts with the default's, which give every language its shape: the
 * same keys, as many entries in each list, every text written (not empty) and keeping the
 * default text's `{placeholders}`.
 */
function compareTexts(
  code: string,
  defaultCode: string,
  model: unknown,
  texts: unknown,
  path: string,
  problems: ContentProblem[],
) {
  const at = (sub: string) => (path === '' ? sub : `${path}.${sub}`);
  const shown = `${code}.${path}`;
  // The privacy notice's texts have a file of their own in each language.
  const file = /^privacy\b/.test(path)
    ? `${LOCALES_DIR}/privacy/${code}.ts`
    : `${LOCALES_DIR}/${code}.ts`;
  const translated = code !== defaultCode;
  if (texts === undefined) {
    const example = typeof model === 'string' ? `: ${JSON.stringify(model)}` : '';
    problems.push({
      path: shown,
      message: `is missing. Add it to ${file}, translated from ${defaultCode}.ts${example}.`,
    });
    return;
  }
  if (kindOf(model) !== kindOf(texts)) {
    problems.push({
      path: shown,
      message: `is a ${kindOf(texts)}; ${defaultCode}.ts has a ${kindOf(model)} there. Write it in the same shape.`,
    });
    return;
  }
  if (typeof model === 'string' && typeof texts === 'string') {
    if (isBlank(texts)) {
      const hint = WRITE_HINTS[path.replace(/\[\d+\]/g, '[]')];
      problems.push({
        path: shown,
        message: `is empty. ${translated ? `Translate ${defaultCode}.ts's ${JSON.stringify(model)}.` : (hint ?? `Write it in ${file}.`)}`,
      });
      return;
    }
    const wanted = placeholdersOf(model).sort().join(' ');
    if (translated && !isBlank(model) && placeholdersOf(texts).sort().join(' ') !== wanted) {
      const names = placeholdersOf(model).map((name) => `{${name}}`);
      problems.push({
        path: shown,
        message: `must keep ${names.length ? names.join(' and ') : 'no placeholder'} of ${defaultCode}.ts's ${JSON.stringify(model)}, unchanged: the page fills ${names.length ? 'them' : 'none'} in.`,
      });
    }
    return;
  }
  if (Array.isArray(model) && Array.isArray(texts)) {
    if (translated && texts.length !== model.length) {
      problems.push({
        path: shown,
        message: `has ${texts.length} entries; ${defaultCode}.ts has ${model.length}. Give each of ${defaultCode}.ts's entries its translation, in the same order.`,
      });
    }
    texts.forEach((entry, index) => {
      if (index < model.length || !translated) {
        compareTexts(
          code,
          defaultCode,
          model[index] ?? entry,
          entry,
          `${path}[${index}]`,
          problems,
        );
      }
    });
    return;
  }
  const modelGroup = model as Record<string, unknown>;
  const group = texts as Record<string, unknown>;
  for (const key of Object.keys(modelGroup)) {
    compareTexts(code, defaultCode, modelGroup[key], group[key], at(key), problems);
  }
  for (const key of Object.keys(group)) {
    if (!(key in modelGroup)) {
      problems.push({
        path: `${code}.${at(key)}`,
        message: `is not in ${defaultCode}.ts. Remove it, or check its spelling.`,
      });
    }
  }
}

/** A year in any script's digits: 2025, २०२५. */
const YEAR = /\p{Nd}{4}/u;

/**
 * What the resume needs beyond the page's rules (which already refuse an empty text): each
 * journey entry dated with a year, so the resume's experience and education read in time.
 */
export function resumeProblems(owner: OwnerContent, catalogues: Catalogues): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { code } of owner.site.languages) {
    catalogues[code]?.journey.forEach(({ period }, index) => {
      if (isBlank(period) || YEAR.test(period)) return;
      problems.push({
        path: `${code}.journey[${index}].period`,
        message: `${JSON.stringify(period)} has no year. Write the entry's dates with their years, e.g. "2022 – 2026" or "Summer 2025": the resume lists them.`,
      });
    });
  }
  return problems;
}

/**
 * The texts of every language: each language of owner.ts has its catalogue, the default's
 * lists match owner.ts's (one entry per project and per tech card), and every other language
 * has every text of the default's.
 */
export function catalogueProblems(owner: OwnerContent, catalogues: Catalogues): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const { languages, defaultLanguage } = owner.site;
  const codes = languages.map((language) => language.code);
  languages.forEach(({ code }, index) => {
    if (!catalogues[code]) {
      problems.push({
        path: `site.languages[${index}]`,
        message: `"${code}" has no texts. Copy ${LOCALES_DIR}/${defaultLanguage}.ts to ${code}.ts, translate it, and list it in ${LOCALES_DIR}/index.ts.`,
      });
    }
  });
  for (const code of Object.keys(catalogues)) {
    if (!codes.includes(code)) {
      problems.push({
        path: 'site.languages',
        message: `has no "${code}", whose texts ${LOCALES_DIR}/index.ts lists. Add the language (code, name, locale) or remove its texts.`,
      });
    }
  }
  const model = catalogues[defaultLanguage];
  if (!model) return problems;
  for (const list of ['projects', 'techStack'] as const) {
    if (model[list].length !== owner[list].length) {
      problems.push({
        path: `${defaultLanguage}.${list}`,
        message: `has ${model[list].length} entries; owner.ts's ${list} has ${owner[list].length}. Each entry holds the texts of the one at the same place in owner.ts.`,
      });
    }
  }
  for (const { code } of languages) {
    const texts = catalogues[code];
    if (texts) compareTexts(code, defaultLanguage, model, texts, '', problems);
  }
  return problems;
}
