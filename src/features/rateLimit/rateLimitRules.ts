/** Two messages per 24 hours per browser (SPEC §9). */
export const SUBMISSION_LIMIT = 2;
export const SUBMISSION_WINDOW_MS = 86_400_000;

const resetTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * When the window ends, in Asia/Kolkata time, written for the page's locale: en-IN (the
 * spec's) "23 Nov 2026, 7:25 am", hi-IN "23 नव॰ 2026, 7:25 am".
 */
export function formatResetTime(windowStart: number, locale: string): string {
  // Built on first use: a formatter with a time zone costs tens of ms to create (ICU
  // zone data), which would otherwise land in the page's start-up for every visitor.
  let format = resetTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'Asia/Kolkata',
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    resetTimeFormats.set(locale, format);
  }
  return format.format(new Date(windowStart + SUBMISSION_WINDOW_MS));
}
