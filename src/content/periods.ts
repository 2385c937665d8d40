/**
 * The dates of the resume kinds' entries (experience, education…), written as JSON Resume
 * writes them ('2019', '2019-04', '2019-04-15'), shown in the page's or the resume's locale the
 * way an owner writes a period: 'Apr – Sep 2019', '2017 – Apr 2019', 'Apr 2019 – present'. The
 * build's and the prerender's: the kinds that show them ship no script, and the project cards,
 * which do, find theirs written into the page's texts (sections/projects/cardPeriods.ts).
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
 * A piece of a period as shown: a date, with `dateTime`, the same date for machines ('2019-04'
 * or '2019', to the month as the text has it: a <time>'s), or the words between two dates.
 */
export interface PeriodPiece {
  text: string;
  dateTime?: string;
}

const dateTimeOf = ({ year, month }: Month) =>
  month === undefined ? String(year) : `${year}-${String(month).padStart(2, '0')}`;

const at = (month: Month, locale: string, text = shown(month, locale)): PeriodPiece => ({
  text,
  dateTime: dateTimeOf(month),
});

const DASH: PeriodPiece = { text: ' – ' };

/**
 * The period from `start` to `end`, in pieces: its dates and what is between them. No end is
 * JSON Resume's "ongoing" (`present`, in the page's language). Within one year the year is
 * written once ('Apr – Sep 2019'), and a year and a month of it are that year.
 */
export function periodPieces(
  dates: { startDate?: string; endDate?: string },
  locale: string,
  present: string,
): PeriodPiece[] | undefined {
  const [start, end] = [dates.startDate, dates.endDate].map((date) => date && monthOf(date));
  if (!start) return end ? [at(end, locale)] : undefined;
  if (!end) return [at(start, locale), { text: `${DASH.text}${present}` }];
  if (start.year !== end.year) return [at(start, locale), DASH, at(end, locale)];
  if (start.month === undefined || end.month === undefined)
    return [at({ year: start.year }, locale)];
  if (start.month === end.month) return [at(start, locale)];
  const month = format(locale, true, false).format(Date.UTC(start.year, start.month - 1));
  return [at(start, locale, month), DASH, at(end, locale)];
}

/** The period as one text: 'Apr – Sep 2019', '2017 – Apr 2019', 'Apr 2019 – present'. */
export function periodText(
  dates: { startDate?: string; endDate?: string },
  locale: string,
  present: string,
): string | undefined {
  return periodPieces(dates, locale, present)
    ?.map(({ text }) => text)
    .join('');
}
