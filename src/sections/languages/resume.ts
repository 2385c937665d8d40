import type { PageCatalogue } from '../../content/catalogue';
import type { KindResume, ResumeSection } from '../contract';

/** Its entries as the page and the resume show them, in `locale`. */
export const entries = (texts: PageCatalogue, _locale: string): ResumeSection['entries'] =>
  (texts.spokenLanguages ?? []).map((spoken) => ({
    title: spoken.language,
    sub: spoken.fluency,
  }));

/** Its section of the resume, and its entries as JSON Resume's `languages`, as written. */
export const resume: KindResume = {
  section: (_owner, texts, locale) => {
    const shown = entries(texts, locale);
    return shown.length ? { heading: texts.languagesSection.heading, entries: shown } : null;
  },
  json: (_owner, texts) =>
    texts.spokenLanguages?.length ? { languages: texts.spokenLanguages } : {},
};
