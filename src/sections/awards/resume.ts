import type { PageCatalogue } from '../../content/catalogue';
import { dateText } from '../../content/periods';
import type { KindResume, ResumeSection } from '../contract';

/** Its entries as the page and the resume show them, in `locale`. */
export const entries = (texts: PageCatalogue, locale: string): ResumeSection['entries'] =>
  (texts.awards ?? []).map((award) => ({
    title: award.title,
    sub: award.awarder,
    period: award.date && dateText(award.date, locale),
    text: award.summary,
  }));

/** Its section of the resume, and its entries as JSON Resume's `awards`, as written. */
export const resume: KindResume = {
  section: (_owner, texts, locale) => {
    const shown = entries(texts, locale);
    return shown.length ? { heading: texts.awardsSection.heading, entries: shown } : null;
  },
  json: (_owner, texts) => (texts.awards?.length ? { awards: texts.awards } : {}),
};
