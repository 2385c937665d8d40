/**
 * The dates of the resume kinds' entries (experience, education…), written as JSON Resume
 * writes them ('2019', '2019-04', '2019-04-15'), shown in the page's or the resume's locale the
 * way an owner writes a period: 'Apr – Sep 2019', '2017 – Apr 2019', 'Apr 2019 – present'. The
 * build's and the prerender's: the kinds that show them ship no script.
 */

/** A date to the month: the sections show no days. */
interface Month {
  year: number;
  month?: number;
}

function monthOf(date: string): Month {
  const [year, month] = date.split('-').map(Number);
  return { year, ...(month ? { month } : {}) };
}

const format = (locale: string, month: boolean, year = true) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    ...(year && { year: 'numeric' }),
    ...(month && { month: 'short' }),
  });

const shown = ({ year, month }: Month, locale: string) =>
  format(locale, month !== undefined).format(Date.UTC(year, (month ?? 1) - 1));

/** 'Apr 2019' (or '2019' for a year alone) in `locale`. */
export const dateText = (date: string, locale: string) => shown(monthOf(date), locale);

/**
 * The period from `start` to `end`; no end is JSON Resume's "ongoing" (`present`, in the
 * page's language). Within one year the year is written once ('Apr – Sep 2019'), and a year and
 * a month of it are that year.
 */
export function periodText(
  dates: { startDate?: string; endDate?: string },
  locale: string,
  present: string,
): string | undefined {
  const [start, end] = [dates.startDate, dates.endDate].map((date) => date && monthOf(date));
  if (!start) return end && shown(end, locale);
  if (!end) return `${shown(start, locale)} – ${present}`;
  if (start.year !== end.year) return `${shown(start, locale)} – ${shown(end, locale)}`;
  if (start.month === undefined || end.month === undefined)
    return shown({ year: start.year }, locale);
  if (start.month === end.month) return shown(start, locale);
  const month = format(locale, true, false).format(Date.UTC(start.year, start.month - 1));
  return `${month} – ${shown(end, locale)}`;
}
