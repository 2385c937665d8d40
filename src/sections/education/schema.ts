import { z } from 'zod';
import { isoDate, text, texts } from '../../content/schemaParts';

/** None in site.yaml: an entry is all words. */
export const site = {};

/** Its entries in the words files, as JSON Resume's `education` names them. */
export const words = {
  education: z
    .array(
      z
        .object({
          institution: text.describe('The school, college or university.'),
          area: text.optional().describe('The subject, e.g. "Computer Science".'),
          studyType: text.optional().describe('The degree, e.g. "Bachelor" or "B.Tech".'),
          url: text.optional().describe("The institution's address, http(s)."),
          startDate: isoDate
            .optional()
            .describe('When you started: "2019", "2019-07" or "2019-07-15".'),
          endDate: isoDate
            .optional()
            .describe('When you finished (or will); none while you study.'),
          score: text.optional().describe('Your grade, e.g. "3.8 GPA" or "First class".'),
          courses: texts('Courses worth naming, a line each.'),
        })
        .strict(),
    )
    .optional()
    .describe('Your studies; none or [] hides the section.'),
};
