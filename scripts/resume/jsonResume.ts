import { localeDigits, pagePath } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
import { pageUrl, siteRoot } from '../site/siteFiles';
import { privateFields, resumeContent } from './resumeContent';
import { kindResumes } from '../../src/sections/resume.generated';

/**
 * The resume as JSON Resume (https://jsonresume.org/schema), the open format resume tools,
 * themes and job sites read: the same content as the PDF (resumeContent.ts), served beside each
 * language's page as resume.json.
 */

/** The schema's address, as JSON Resume's own examples name it. */
export const JSON_RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** A date as JSON Resume writes it: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
type IsoDate = string;

interface Dated {
  startDate?: IsoDate;
  endDate?: IsoDate;
}

/**
 * The parts of JSON Resume this template writes and reads. Every field is optional in the
 * format; a file from elsewhere may hold anything, so the reader checks each value it uses.
 */
export interface JsonResume {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    image?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { countryCode?: string; [field: string]: unknown };
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: (Dated & {
    name?: string;
    location?: string;
    description?: string;
    position?: string;
    url?: string;
    summary?: string;
    highlights?: string[];
  })[];
  volunteer?: (Dated & {
    organization?: string;
    position?: string;
    url?: string;
    summary?: string;
    highlights?: string[];
  })[];
  education?: (Dated & {
    institution?: string;
    url?: string;
    area?: string;
    studyType?: string;
    score?: string;
    courses?: string[];
  })[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  projects?: (Dated & {
    name?: string;
    description?: string;
    highlights?: string[];
    keywords?: string[];
    url?: string;
    roles?: string[];
    entity?: string;
    type?: string;
  })[];
  meta?: { canonical?: string; version?: string; lastModified?: string };
  [section: string]: unknown;
}

/**
 * Networks whose profile address a user name gives (`aliases`: the names a JSON Resume profile
 * may carry, lower case): init builds the address of a profile that has only a user name.
 */
export const PROFILE_NETWORKS: Record<
  string,
  { name: string; aliases: string[]; profileUrl: (username: string) => string }
> = {
  github: {
    name: 'GitHub',
    aliases: ['github'],
    profileUrl: (username) => `https://github.com/${username}`,
  },
  linkedin: {
    name: 'LinkedIn',
    aliases: ['linkedin'],
    profileUrl: (username) => `https://www.linkedin.com/in/${username}`,
  },
  twitter: {
    name: 'Twitter',
    aliases: ['twitter', 'x', 'twitter/x'],
    profileUrl: (username) => `https://x.com/${username}`,
  },
  instagram: {
    name: 'Instagram',
    aliases: ['instagram'],
    profileUrl: (username) => `https://www.instagram.com/${username}`,
  },
};

/** Where a language's JSON Resume is served: '/resume.json', '/hi/resume.json'. */
export function resumeJsonPath(site: OwnerContent['site'], code: string): string {
  return `${pagePath(site, code)}resume.json`;
}

/** A year as JSON Resume's dates allow it (1000-2999), not inside a longer number. */
const YEAR = /(?<!\d)[12]\d{3}(?!\d)/g;

/**
 * A journey period's years as JSON Resume dates: "2022 – 2026" runs from 2022 to 2026, "2024 –
 * today" from 2024 on (no end date: JSON Resume's "ongoing"), a lone year ("Summer 2025") is the
 * whole period. Months and words ("Summer", "today") are in the page's language and are left out;
 * the years may be in the locale's own digits. No year, no dates.
 */
export function periodDates(period: string, locale: string): Dated {
  const digits = localeDigits(locale);
  const latin = Array.from(period, (char) =>
    digits.includes(char) ? String(digits.indexOf(char)) : char,
  ).join('');
  const years = [...latin.matchAll(YEAR)];
  if (years.length === 0) return {};
  const [first] = years;
  if (years.length > 1) return { startDate: first[0], endDate: years[years.length - 1][0] };
  const openEnded = /[–—-]/.test(latin.slice(first.index + first[0].length));
  return openEnded ? { startDate: first[0] } : { startDate: first[0], endDate: first[0] };
}

/** The user name in a profile's address: its last path segment ('/in/you/' → 'you'). */
function usernameOf(href: string): string | undefined {
  try {
    const segment = new URL(href).pathname.split('/').filter(Boolean).at(-1);
    return segment === undefined ? undefined : decodeURIComponent(segment).replace(/^@/, '');
  } catch {
    return undefined;
  }
}

/**
 * A card as a JSON Resume project. Its highlights are its own list, else its description,
 * which tells the features; none when it has neither. Its description is its subtitle; with a
 * list of its own, its subtitle and then its description: the summary init split into the two.
 */
function projectOf(
  card: OwnerContent['projects'][number],
  texts: Catalogue['projects'][number],
): NonNullable<JsonResume['projects']>[number] {
  const { description, highlights, roles, entity, type } = texts;
  const listed = highlights?.length ? highlights : description ? [description] : [];
  return {
    name: texts.title,
    description: highlights?.length
      ? [texts.subtitle, description].filter(Boolean).join(' ')
      : texts.subtitle,
    ...(listed.length && { highlights: listed }),
    keywords: card.tags,
    url: card.link,
    ...(card.startDate && { startDate: card.startDate }),
    ...(card.endDate && { endDate: card.endDate }),
    ...(roles?.length && { roles }),
    ...(entity && { entity }),
    ...(type && { type }),
  };
}

/** Every profile, named by its network as the owner wrote it. */
function profilesOf(
  socials: OwnerContent['socials'],
): NonNullable<JsonResume['basics']>['profiles'] {
  return socials.map(({ network, url }) => {
    const username = usernameOf(url);
    return { network, ...(username && { username }), url };
  });
}

/**
 * One language's resume as a JSON Resume document. `siteUrl` is the address the site is served
 * at (the build's SITE_URL; site.yaml's without it): the document's own address and the page's.
 * `meta.lastModified` is left out: the content does not say when it last changed.
 */
export function toJsonResume(
  owner: OwnerContent,
  catalogue: Catalogue,
  language: PageLanguage,
  siteUrl?: string,
): JsonResume {
  const resume = resumeContent(owner, language, catalogue);
  const email = owner.email.replace(/^mailto:/, '').trim();
  const hidden = privateFields(owner);
  const phone = hidden.has('phone') ? '' : owner.phone.trim();
  const location = locationOf(owner, hidden);
  const own: JsonResume = {
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name: resume.name,
      label: resume.title,
      // The about box's bullets have no field in JSON Resume; its summary is the bio.
      summary: resume.bio,
      ...(email && { email }),
      ...(phone && { phone }),
      ...(location && { location }),
      url: pageUrl(owner, language.code, siteUrl),
      profiles: profilesOf(owner.socials),
    },
    // A journey entry does not say whether it is a job or a study (the resume lists them as
    // one "Experience and education" section), so all go to `work`: its position, name and
    // summary hold an entry's title, place and description whole, where `education` would
    // need a degree split into studyType and area, which the content cannot tell apart.
    work: resume.journey.map((entry) => ({
      name: entry.place,
      position: entry.title,
      summary: entry.description,
      ...periodDates(entry.period, language.locale),
    })),
    projects: owner.projects.map((card, index) => projectOf(card, catalogue.projects[index])),
    // The skills as the about box lists them; the tech strip's cards repeat some of them.
    skills: resume.skills.map((name) => ({ name })),
    meta: {
      canonical: new URL(resumeJsonPath(owner.site, language.code), siteRoot(owner, siteUrl)).href,
    },
  };
  // What the section kinds add (src/sections/<kind>/resume.ts), under JSON Resume's keys: a
  // kind's entries come before the template's own under the same key (experience before the
  // journey's jobs), so an imported resume's entries keep their places.
  const parts = owner.sections.map((id) => kindResumes[id]?.json?.(owner, catalogue) ?? {});
  const merged: Record<string, unknown> = { ...own };
  for (const [key, value] of parts.flatMap(Object.entries)) {
    const before = merged[key];
    merged[key] =
      Array.isArray(value) && Array.isArray(before) ? [...value, ...before] : (before ?? value);
  }
  return merged as JsonResume;
}

/** site.yaml's location as JSON Resume's, less its private part; none when nothing is left. */
function locationOf(owner: OwnerContent, hidden: Set<string>) {
  const { address, postalCode, ...place } = owner.location ?? {};
  const location = hidden.has('address') ? place : { address, postalCode, ...place };
  const given = Object.entries(location).filter(([, value]) => value !== undefined);
  return given.length ? Object.fromEntries(given) : undefined;
}
