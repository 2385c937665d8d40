import type { PageCatalogue } from '../../content/catalogue';
import { dateText } from '../../content/periods';
import type { KindResume, ResumeSection } from '../contract';

/** Its entries as the page and the resume show them, in `locale`. */
export const entries = (texts: PageCatalogue, locale: string): ResumeSection['entries'] =>
  (texts.publications ?? []).map((work) => ({
    title: work.name,
    sub: work.publisher,
    period: work.releaseDate && dateText(work.releaseDate, locale),
    text: work.summary,
    link: work.url,
  }));

/** Its section of the resume, and its entries as JSON Resume's `publications`, as written. */
export const resume: KindResume = {
  section: (_owner, texts, locale) => {
    const shown = entries(texts, locale);
    return shown.length ? { heading: texts.publicationsSection.heading, entries: shown } : null;
  },
  json: (_owner, texts) => (texts.publications?.length ? { publications: texts.publications } : {}),
};
