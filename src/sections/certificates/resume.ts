import type { PageCatalogue } from '../../content/catalogue';
import { dateText } from '../../content/periods';
import type { KindResume, ResumeSection } from '../contract';

/** Its entries as the page and the resume show them, in `locale`. */
export const entries = (texts: PageCatalogue, locale: string): ResumeSection['entries'] =>
  (texts.certificates ?? []).map((certificate) => ({
    title: certificate.name,
    sub: certificate.issuer,
    period: certificate.date && dateText(certificate.date, locale),
    link: certificate.url,
  }));

/** Its section of the resume, and its entries as JSON Resume's `certificates`, as written. */
export const resume: KindResume = {
  section: (_owner, texts, locale) => {
    const shown = entries(texts, locale);
    return shown.length ? { heading: texts.certificatesSection.heading, entries: shown } : null;
  },
  json: (_owner, texts) => (texts.certificates?.length ? { certificates: texts.certificates } : {}),
};
