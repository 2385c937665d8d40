import type { PageCatalogue } from '../../content/catalogue';
import { periodText } from '../../content/periods';
import type { KindResume, ResumeSection } from '../contract';

/** Its entries as the page and the resume show them, in `locale`. */
export const entries = (texts: PageCatalogue, locale: string): ResumeSection['entries'] =>
  (texts.experience ?? []).map((job) => ({
    title: job.position ?? job.name,
    sub: [job.position && job.name, job.location].filter(Boolean).join(', ') || undefined,
    period: periodText(job, locale, texts.common.present),
    text: job.summary ?? job.description,
    bullets: job.highlights,
    link: job.url,
  }));

/** Its section of the resume, and its entries as JSON Resume's `work`, as written. */
export const resume: KindResume = {
  section: (_owner, texts, locale) => {
    const shown = entries(texts, locale);
    return shown.length ? { heading: texts.experienceSection.heading, entries: shown } : null;
  },
  json: (_owner, texts) => (texts.experience?.length ? { work: texts.experience } : {}),
};
