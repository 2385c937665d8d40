import { createAppThunk } from '../createAppThunk';
import type { AccountLimitRecord, SubmissionRead, SubmissionRecord } from '../ports';
import { SUBMISSION_LIMIT, windowOpenAt } from './rateLimitRules';
import type { SubmissionWindow } from './rateLimitRules';
import { selectRateLimit } from './rateLimitSlice';

export interface SubmissionVerdict extends SubmissionWindow {
  allowed: boolean;
}

/** A record we can trust: finite, non-negative, not from the future. */
function usableRecord(read: SubmissionRead, now: number): SubmissionRecord | null {
  if (read.kind !== 'record') return null;
  const { count, timestamp } = read.record;
  const valid =
    Number.isInteger(count) && count >= 0 && Number.isFinite(timestamp) && timestamp <= now;
  return valid ? read.record : null;
}

function windowIsOpen(record: SubmissionRecord, now: number): boolean {
  return windowOpenAt(record.timestamp, now);
}

/** On page load: the count of the open window, so the banner shows at once. */
export const loadSubmissionCount = createAppThunk(
  'rateLimit/loadSubmissionCount',
  async (_: void, { extra }): Promise<SubmissionWindow> => {
    const now = extra.clock.now();
    const record = usableRecord(await extra.submissionStore.read(), now);
    if (!record || !windowIsOpen(record, now)) return { count: 0, windowStart: null };
    return { count: record.count, windowStart: record.timestamp };
  },
);

/**
 * One send attempt (behaviour.md §5): counts it, refused or not, and says whether it is allowed.
 * An unreadable database allows the attempt; a missing store allows it with count 0.
 */
export const recordSubmissionAttempt = createAppThunk(
  'rateLimit/recordSubmissionAttempt',
  async (_: void, { extra, getState }): Promise<SubmissionVerdict> => {
    const now = extra.clock.now();
    let read: SubmissionRead;
    try {
      read = await extra.submissionStore.read();
    } catch (error) {
      console.warn('Submission counter unreadable; allowing the attempt.', error);
      const { count, windowStart } = selectRateLimit(getState());
      return { allowed: true, count, windowStart };
    }
    if (read.kind === 'missing-store') return { allowed: true, count: 0, windowStart: null };

    const record = usableRecord(read, now);
    const next: SubmissionRecord =
      record && windowIsOpen(record, now)
        ? { id: 'submissionCount', count: record.count + 1, timestamp: record.timestamp }
        : { id: 'submissionCount', count: 1, timestamp: now };
    try {
      await extra.submissionStore.write(next);
    } catch (error) {
      console.warn('Submission counter not saved.', error);
    }
    return {
      allowed: next.count <= SUBMISSION_LIMIT,
      count: next.count,
      windowStart: next.timestamp,
    };
  },
);

/**
 * After sign-in or a resumed session: the account's limits record on the server (one read),
 * so the limit follows the account to every browser. Unreadable: the page goes on with what
 * it knows, and the server still holds the limit.
 */
export const loadAccountLimit = createAppThunk(
  'rateLimit/loadAccountLimit',
  async (email: string, { extra }): Promise<AccountLimitRecord | null> => {
    try {
      return await extra.messageStore.readLimit(email);
    } catch (error) {
      console.warn("The account's message limit could not be read.", error);
      throw error;
    }
  },
);
