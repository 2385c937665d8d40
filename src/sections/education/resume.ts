import type { PageCatalogue } from '../../content/catalogue';
import { periodText } from '../../content/periods';
import type { KindResume, ResumeSection } from '../contract';

/** Its entries as the page and the resume show them, in `locale`. */
export const entries = (texts: PageCatalogue, locale: string): ResumeSection['entries'] =>
  (texts.education ?? []).map((study) => ({
    title: [study.studyType, study.area].filter(Boolean).join(', ') || study.institution,
    sub: study.studyType || study.area ? study.institution : undefined,
    period: periodText(study, locale, texts.common.present),
    text: study.score && `${texts.educationSection.score}: ${study.score}`,
    bullets: study.courses,
    link: study.url,
  }));

/** Its section of the resume, and its entries as JSON Resume's `education`, as written. */
export const resume: KindResume = {
  section: (_owner, texts, locale) => {
    const shown = entries(texts, locale);
    return shown.length ? { heading: texts.educationSection.heading, entries: shown } : null;
  },
  json: (_owner, texts) => (texts.education?.length ? { education: texts.education } : {}),
};
