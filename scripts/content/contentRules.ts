import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent } from '../../src/content/types';

/**
 * One thing wrong in the content: where (the file, then the field: `content/site.yaml:
 * projects[2].link`), what, the fix.
 */
export interface ContentProblem {
  path: string;
  message: string;
}

/** Every language's texts, by language code. */
export type Catalogues = Record<string, Catalogue>;

/** Everything wrong with the content, listed at once so one edit can fix them all. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      [
        `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}; the build stops here:`,
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
 * The rules of site.yaml that its schema cannot say: links are full http(s) addresses, the
 * languages are well named. Paths are site.yaml's fields. (Image files are checked where they
 * are read, see buildContent; the texts where they are read, ownerFolder.ts.)
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
  owner.socials.forEach((social, index) => webLink(`socials[${index}].url`, social.url));
  if (!/^mailto:[^@\s]+@[^@\s]+$/.test(owner.email)) {
    problems.push({
      path: 'email',
      message: `${JSON.stringify(owner.email)} is not a mailto: link. Write it as "mailto:you@example.com".`,
    });
  }
  return problems;
}

/** A year in any script's digits: 2025, २०२५. */
const YEAR = /\p{Nd}{4}/u;

/**
 * What the resume needs beyond the page's rules (which already refuse an empty text): each
 * journey entry dated with a year, so the resume's experience and education read in time.
 */
export function resumeProblems(
  owner: OwnerContent,
  catalogues: Catalogues,
  wordsFile: (code: string) => string,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { code } of owner.site.languages) {
    catalogues[code]?.journey.forEach(({ period }, index) => {
      if (isBlank(period) || YEAR.test(period)) return;
      problems.push({
        path: `${wordsFile(code)}: journey[${index}].period`,
        message: `${JSON.stringify(period)} has no year. Write the entry's dates with their years, e.g. "2022 – 2026" or "Summer 2025": the resume lists them.`,
      });
    });
  }
  return problems;
}
