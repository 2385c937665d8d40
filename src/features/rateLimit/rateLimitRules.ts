/** Two messages per 24 hours per browser (SPEC §9). */
export const SUBMISSION_LIMIT = 2;
export const SUBMISSION_WINDOW_MS = 86_400_000;

let resetTimeFormat: Intl.DateTimeFormat | null = null;

/** When the window ends, in en-IN for Asia/Kolkata, e.g. "23 Nov 2026, 7:25 am". */
export function formatResetTime(windowStart: number): string {
  // Built on first use: a formatter with a time zone costs tens of ms to create (ICU
  // zone data), which would otherwise land in the page's start-up for every visitor.
  resetTimeFormat ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return resetTimeFormat.format(new Date(windowStart + SUBMISSION_WINDOW_MS));
}
