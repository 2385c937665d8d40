/**
 * JSON Resume's dates ('2019', '2019-04', '2019-04-15') read, compared and written as a
 * journey's period the way an owner writes one: 'Apr – Sep 2019', '2017 – Apr 2019',
 * '2019 – today'.
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

function formats(locale: string) {
  const options = { timeZone: 'UTC' } as const;
  const monthYear = new Intl.DateTimeFormat(locale, {
    ...options,
    year: 'numeric',
    month: 'short',
  });
  const month = new Intl.DateTimeFormat(locale, { ...options, month: 'short' });
  return {
    /** 'Apr 2019', or '2019' for a year alone. */
    full: (date: ResumeDate) =>
      date.month === undefined
        ? String(date.year)
        : monthYear.format(Date.UTC(date.year, date.month - 1)),
    month: (date: ResumeDate) => month.format(Date.UTC(date.year, (date.month ?? 1) - 1)),
  };
}

/**
 * The period from `start` to `end`; no end is JSON Resume's "ongoing". Within one year the
 * year is written once ('Apr – Sep 2019'), and a year and a month of it are that year.
 */
export function periodText(
  start: ResumeDate | undefined,
  end: ResumeDate | undefined,
  locale: string,
): string | undefined {
  const { full, month } = formats(locale);
  if (!start) return end && full(end);
  if (!end) return `${full(start)} – today`;
  if (start.year !== end.year) return `${full(start)} – ${full(end)}`;
  if (start.month === undefined || end.month === undefined) return String(start.year);
  return start.month === end.month ? full(start) : `${month(start)} – ${full(end)}`;
}
