import type { PageCatalogue } from '../../content/catalogue';
import { periodText } from '../../content/periods';
import type { KindResume, ResumeSection } from '../contract';

/** Its entries as the page and the resume show them, in `locale`. */
export const entries = (texts: PageCatalogue, locale: string): ResumeSection['entries'] =>
  (texts.volunteering ?? []).map((role) => ({
    title: role.position ?? role.organization,
    sub: role.position && role.organization,
    period: periodText(role, locale, texts.common.present),
    text: role.summary,
    bullets: role.highlights,
    link: role.url,
  }));

/** Its section of the resume, and its entries as JSON Resume's `volunteer`, as written. */
export const resume: KindResume = {
  section: (_owner, texts, locale) => {
    const shown = entries(texts, locale);
    return shown.length ? { heading: texts.volunteeringSection.heading, entries: shown } : null;
  },
  json: (_owner, texts) => (texts.volunteering?.length ? { volunteer: texts.volunteering } : {}),
};
