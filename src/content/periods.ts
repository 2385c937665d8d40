/**
 * The dates of the resume kinds' entries (experience, education…), written as JSON Resume
 * writes them ('2019', '2019-04', '2019-04-15'), shown in the page's or the resume's locale:
 * 'Apr 2019 – present'. The build's and the prerender's: the kinds that show them ship no script.
 */

/** A date to the month: the sections show no days. */
function dateParts(date: string): { year: number; month?: number } {
  const [year, month] = date.split('-').map(Number);
  return { year, ...(month ? { month } : {}) };
}

/** 'Apr 2019' (or '2019' for a year alone) in `locale`. */
export function dateText(date: string, locale: string): string {
  const { year, month } = dateParts(date);
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    ...(month ? { month: 'short' } : {}),
  });
  return format.format(Date.UTC(year, (month ?? 1) - 1));
}

/**
 * The period from `start` to `end`: no end is JSON Resume's "ongoing" (`present`, in the
 * page's language); the same start and end, or an end alone, is one date; none, no period.
 */
export function periodText(
  dates: { startDate?: string; endDate?: string },
  locale: string,
  present: string,
): string | undefined {
  const { startDate: start, endDate: end } = dates;
  if (!start) return end && dateText(end, locale);
  if (!end) return `${dateText(start, locale)} – ${present}`;
  const [from, to] = [dateText(start, locale), dateText(end, locale)];
  return from === to ? from : `${from} – ${to}`;
}
