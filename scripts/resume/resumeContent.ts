import { fill, resumePdfPath } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
import { profileLabel } from '../../src/components/common/networks';
import type { ResumeSection } from '../../src/sections/contract';
import { kindResumes } from '../../src/sections/resume.generated';

/**
 * What a language's resume says, taken from site.yaml and that language's catalogue: the same
 * content as the page, so the resume never goes stale. Pure: resumePage.ts lays it out, the
 * PDF is the printed page.
 */

/** A way to reach the owner, shown as text (applicant-tracking systems read it) and linked. */
export interface ResumeContact {
  label: string;
  text: string;
  href: string;
}

export interface ResumeProject {
  title: string;
  subtitle: string;
  description?: string;
  /** What came of it, a line each; [] when the card lists none. */
  highlights: string[];
  technologies: string[];
  link: string;
}

export interface ResumeEntry {
  period: string;
  title: string;
  place: string;
  description: string;
}

export type PaperSize = 'A4' | 'Letter';

export interface ResumeContent {
  language: PageLanguage;
  /** The section names and labels, in the resume's language. */
  words: Catalogue['resume'];
  name: string;
  title: string;
  bio: string;
  bullets: string[];
  contact: ResumeContact[];
  skills: string[];
  projects: ResumeProject[];
  journey: ResumeEntry[];
  /** The sections the kinds add (src/sections/<kind>/resume.ts), in the page's order. */
  sections: (ResumeSection & { id: string })[];
  paper: PaperSize;
  /** The PDF's document information; `title` is also the page's <title>. */
  meta: { title: string; author: string; subject: string; keywords: string };
  /** The language's PDF, from the site's root. */
  pdfPath: string;
}

/**
 * Countries whose offices print on US Letter (and Legal); everyone else uses A4. The region
 * comes from the language's locale (`en-US` → US; a bare `en` is taken as `en-US`).
 */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'CR', 'GT', 'PA', 'PR']);

export function paperFor(locale: string): PaperSize {
  const region = new Intl.Locale(locale).maximize().region ?? '';
  return LETTER_REGIONS.has(region) ? 'Letter' : 'A4';
}

/** 'https://github.com/you/' → 'github.com/you': the link as a reader would type it. */
export function shownLink(href: string): string {
  const url = new URL(href);
  return `${url.host.replace(/^www\./, '')}${url.pathname}${url.search}`.replace(/\/$/, '');
}

/** What the owner keeps off the resume (site.yaml's `private`; the street address by default). */
export const privateFields = (owner: OwnerContent): Set<string> =>
  new Set(owner.private ?? ['address']);

function contactOf(owner: OwnerContent, words: Catalogue['resume']): ResumeContact[] {
  const contact: ResumeContact[] = [];
  const email = owner.email.replace(/^mailto:/, '').trim();
  if (email) contact.push({ label: words.email, text: email, href: `mailto:${email}` });
  if (owner.phone.trim() && !privateFields(owner).has('phone')) {
    contact.push({
      label: words.phone,
      text: owner.phone,
      href: `tel:${owner.phone.replace(/[^\d+]/g, '')}`,
    });
  }
  contact.push({ label: words.website, text: shownLink(owner.site.url), href: owner.site.url });
  for (const social of owner.socials) {
    const href = social.url;
    contact.push({ label: profileLabel(owner, social), text: shownLink(href), href });
  }
  return contact;
}

/** The resume of one language. */
export function resumeContent(
  owner: OwnerContent,
  language: PageLanguage,
  texts: Catalogue,
): ResumeContent {
  const values = { name: texts.name, title: texts.title };
  const words = texts.resume;
  return {
    language,
    words,
    name: texts.name,
    title: texts.title,
    bio: texts.about.bio,
    bullets: texts.about.bullets,
    contact: contactOf(owner, words),
    // The skills kind's groups (src/sections/skills/) say more: the about box's list gives way.
    skills: texts.skillGroups?.length ? [] : owner.about.skills,
    projects: owner.projects.map((project, index) => ({
      title: texts.projects[index].title,
      subtitle: texts.projects[index].subtitle,
      ...(texts.projects[index].description && {
        description: texts.projects[index].description,
      }),
      highlights: texts.projects[index].highlights ?? [],
      technologies: project.tags,
      link: project.link,
    })),
    journey: texts.journey.map(({ period, title, place, description }) => ({
      period,
      title,
      place,
      description,
    })),
    sections: owner.sections.flatMap((id) => {
      const section = kindResumes[id]?.section?.(owner, texts, language.locale);
      return section ? [{ id, ...section }] : [];
    }),
    paper: paperFor(language.locale),
    meta: {
      title: fill(words.title, values),
      author: texts.name,
      subject: fill(words.subject, values),
      keywords: owner.about.skills.join(', '),
    },
    pdfPath: resumePdfPath(owner.site, language.code),
  };
}
