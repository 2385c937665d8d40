import type { AccountLimitRecord, LimitMove } from '../ports';

/**
 * Two messages per 24 hours per browser (behaviour.md §9), and per account on the server
 * (firestore.rules holds the same two numbers for limits/{email}).
 */
export const SUBMISSION_LIMIT = 2;
export const SUBMISSION_WINDOW_MS = 86_400_000;

/** Whether a window that started at this epoch ms is still open. */
export const windowOpenAt = (windowStart: number, now: number) =>
  now - windowStart < SUBMISSION_WINDOW_MS;

/** The account's record holds back its next message until its window ends. */
export const accountAtLimit = (record: AccountLimitRecord | null): record is AccountLimitRecord =>
  record !== null && record.count >= SUBMISSION_LIMIT;

/** What the banner and the window watch go by: the two records' stricter. */
export interface LimitRecords {
  /** Attempts in this browser's current window (emailDB), refused ones included. */
  count: number;
  /** Epoch ms this browser's current window started, or null when no window is open. */
  windowStart: number | null;
  /** The signed-in account's limits/{email} as last read or written; null: none known. */
  account: AccountLimitRecord | null;
}

/** This browser's window: its count and start, as emailDB holds them. */
export type SubmissionWindow = Omit<LimitRecords, 'account'>;

export const limitReached = ({ count, account }: LimitRecords) =>
  count >= SUBMISSION_LIMIT || accountAtLimit(account);

/**
 * The window whose end lifts the limit: the account's when it holds the limit and ends
 * later than this browser's, this browser's otherwise.
 */
export function effectiveWindowStart({ count, windowStart, account }: LimitRecords) {
  const browserAtLimit = count >= SUBMISSION_LIMIT && windowStart !== null;
  if (accountAtLimit(account) && (!browserAtLimit || account.windowStart > windowStart)) {
    return account.windowStart;
  }
  return windowStart;
}

/**
 * How the next slot moves the account's limits record, as firestore.rules expect: a new window
 * when none is open (by this browser's clock; the server's decides), one more in the open
 * one, or nothing when the account is at its limit. `openRefused`: the server has just said
 * the window is still open (this clock runs ahead), so only counting in it is left.
 */
export function nextLimitMove(
  record: AccountLimitRecord | null,
  now: number,
  openRefused = false,
): LimitMove | 'limit-reached' {
  if (record === null) return 'open-window';
  if (!openRefused && !windowOpenAt(record.windowStart, now)) return 'open-window';
  return accountAtLimit(record) ? 'limit-reached' : 'count-in-window';
}

/**
 * How long after a new window's start (by this browser's clock) its limits record may be
 * deleted by the TTL policy. The rules hold it between 1 and 10 days after the server's start,
 * so a clock up to 3 days behind or 6 days ahead still gets its slot.
 */
export const LIMIT_RECORD_LIFETIME_MS = 4 * SUBMISSION_WINDOW_MS;

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
