/**
 * JSON Resume's dates ('2019', '2019-04', '2019-04-15') read and compared; the page writes them
 * as periods (src/content/periods.ts).
 */

/** A date to the month at most: the period shows no days. */
export interface ResumeDate {
  year: number;
  month?: number;
}

/** The dates JSON Resume allows: a year, a month or a day. */
const DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/** `text` as a date, or undefined when it is not one JSON Resume allows. */
export function parseResumeDate(text: string): ResumeDate | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number);
  if (match[2] && (month < 1 || month > 12)) return undefined;
  if (match[3] && (day < 1 || day > 31)) return undefined;
  return { year, ...(match[2] && { month }) };
}

/**
 * Whether `end` is before `start`, as far as both tell: '2019' and '2019-04' share a year, so
 * neither is before the other.
 */
export function isBefore(end: ResumeDate, start: ResumeDate): boolean {
  if (end.year !== start.year) return end.year < start.year;
  return end.month !== undefined && start.month !== undefined && end.month < start.month;
}
