import { selectSendDisabled } from '../../../src/features/contactForm/contactFormSlice';
import type { SubmissionRead, SubmissionRecord } from '../../../src/features/ports';
import { formatResetTime } from '../../../src/features/rateLimit/rateLimitRules';
import {
  selectLimitReached,
  selectResetTime,
  windowEnded,
} from '../../../src/features/rateLimit/rateLimitSlice';
import {
  loadSubmissionCount,
  recordSubmissionAttempt,
} from '../../../src/features/rateLimit/rateLimitThunks';
import { createTestStore } from '../../support/testStore';

const DAY = 86_400_000;

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function record(count: number, timestamp: number): SubmissionRecord {
  return { id: 'submissionCount', count, timestamp };
}

/** A harness whose stored counter reads as given, with the clock `age` ms past its window start. */
function withStored(count: number, age: number) {
  const h = createTestStore();
  const windowStart = h.clock.now() - age;
  h.state.submissionRead = { kind: 'record', record: record(count, windowStart) };
  return { h, windowStart };
}

describe('recordSubmissionAttempt', () => {
  it('starts a window with count 1 on the first attempt', async () => {
    const h = createTestStore();
    const verdict = await h.store.dispatch(recordSubmissionAttempt()).unwrap();
    const now = h.clock.now();
    expect(verdict).toEqual({ allowed: true, count: 1, windowStart: now });
    expect(h.state.submissionRead).toEqual({ kind: 'record', record: record(1, now) });
  });

  it('allows the attempt that makes the count 2', async () => {
    const { h, windowStart } = withStored(1, 1000);
    const verdict = await h.store.dispatch(recordSubmissionAttempt()).unwrap();
    expect(verdict).toEqual({ allowed: true, count: 2, windowStart });
  });

  it('refuses the attempt that makes the count 3, and still counts it', async () => {
    const { h, windowStart } = withStored(2, 1000);
    const verdict = await h.store.dispatch(recordSubmissionAttempt()).unwrap();
    expect(verdict).toEqual({ allowed: false, count: 3, windowStart });
    expect(h.state.submissionRead).toEqual({ kind: 'record', record: record(3, windowStart) });
  });

  it('keeps counting refused attempts within the window', async () => {
    const { h, windowStart } = withStored(2, 1000);
    await h.store.dispatch(recordSubmissionAttempt());
    const verdict = await h.store.dispatch(recordSubmissionAttempt()).unwrap();
    expect(verdict).toEqual({ allowed: false, count: 4, windowStart });
  });

  it('still counts within the window at 24 h minus 1 ms', async () => {
    const { h, windowStart } = withStored(2, DAY - 1);
    const verdict = await h.store.dispatch(recordSubmissionAttempt()).unwrap();
    expect(verdict).toEqual({ allowed: false, count: 3, windowStart });
  });

  it.each([
    ['exactly 24 h', DAY],
    ['24 h plus 1 ms', DAY + 1],
  ])('starts a new window with count 1 at %s', async (_, age) => {
    const { h } = withStored(5, age);
    const now = h.clock.now();
    const verdict = await h.store.dispatch(recordSubmissionAttempt()).unwrap();
    expect(verdict).toEqual({ allowed: true, count: 1, windowStart: now });
    expect(h.state.submissionRead).toEqual({ kind: 'record', record: record(1, now) });
  });

  it('allows the attempt with count 0 when the store is missing, writing nothing', async () => {
    const h = createTestStore();
    h.state.submissionRead = { kind: 'missing-store' };
    const verdict = await h.store.dispatch(recordSubmissionAttempt()).unwrap();
    expect(verdict).toEqual({ allowed: true, count: 0, windowStart: null });
    expect(h.log).toEqual(['submissionStore.read']);
  });

  it('allows the attempt when the database cannot be read', async () => {
    const h = createTestStore({
      preloadedState: { rateLimit: { count: 1, windowStart: 5, loaded: true, account: null } },
    });
    h.fail('submissionStore.read', new Error('UnknownError: IndexedDB broken'));
    const verdict = await h.store.dispatch(recordSubmissionAttempt()).unwrap();
    expect(verdict).toEqual({ allowed: true, count: 1, windowStart: 5 });
    expect(h.log).toEqual(['submissionStore.read']);
  });

  it('allows the attempt when the count cannot be saved', async () => {
    const h = createTestStore();
    h.fail('submissionStore.write');
    const verdict = await h.store.dispatch(recordSubmissionAttempt()).unwrap();
    expect(verdict).toMatchObject({ allowed: true, count: 1 });
  });

  it.each<[string, SubmissionRecord]>([
    [
      'a count that is not a number',
      { id: 'submissionCount', count: 'two' as never, timestamp: 1 },
    ],
    ['a negative count', { id: 'submissionCount', count: -3, timestamp: 1 }],
    ['a timestamp that is not a number', { id: 'submissionCount', count: 2, timestamp: NaN }],
    ['a window start in the future', { id: 'submissionCount', count: 9, timestamp: 8e15 }],
  ])('treats a corrupt record (%s) as no window: new window, count 1', async (_, corrupt) => {
    const h = createTestStore();
    h.state.submissionRead = { kind: 'record', record: corrupt };
    const now = h.clock.now();
    const verdict = await h.store.dispatch(recordSubmissionAttempt()).unwrap();
    expect(verdict).toEqual({ allowed: true, count: 1, windowStart: now });
    expect(h.state.submissionRead).toEqual({ kind: 'record', record: record(1, now) });
  });
});

describe('loadSubmissionCount (page load)', () => {
  it('shows the limit at once: banner with the reset time and Send disabled', async () => {
    const { h, windowStart } = withStored(2, 60_000);
    await h.store.dispatch(loadSubmissionCount());
    const state = h.store.getState();
    expect(state.rateLimit).toEqual({ count: 2, windowStart, loaded: true, account: null });
    expect(selectLimitReached(state)).toBe(true);
    expect(selectSendDisabled(state)).toBe(true);
    expect(selectResetTime(state)).toBe(formatResetTime(windowStart, 'en-IN'));
    // Reading the count is not an attempt.
    expect(h.log).toEqual(['submissionStore.read']);
  });

  it('shows one message of a window as no limit', async () => {
    const { h } = withStored(1, 60_000);
    await h.store.dispatch(loadSubmissionCount());
    expect(selectLimitReached(h.store.getState())).toBe(false);
    expect(selectSendDisabled(h.store.getState())).toBe(false);
  });

  it.each<[string, SubmissionRead]>([
    ['an expired window', { kind: 'record', record: record(7, Date.UTC(2026, 10, 21, 5)) }],
    ['an empty store', { kind: 'empty' }],
    ['a missing store', { kind: 'missing-store' }],
    ['a corrupt record', { kind: 'record', record: record(Number.NaN, 0) }],
  ])('shows %s as no limit', async (_, read) => {
    const h = createTestStore();
    h.state.submissionRead = read;
    await h.store.dispatch(loadSubmissionCount());
    expect(h.store.getState().rateLimit).toEqual({
      count: 0,
      windowStart: null,
      loaded: true,
      account: null,
    });
    expect(selectResetTime(h.store.getState())).toBeNull();
  });

  it('shows no limit when the database cannot be read', async () => {
    const h = createTestStore();
    h.fail('submissionStore.read');
    await h.store.dispatch(loadSubmissionCount());
    expect(h.store.getState().rateLimit).toEqual({
      count: 0,
      windowStart: null,
      loaded: true,
      account: null,
    });
  });
});

describe('the window watch: the limit lifts at the reset time on an open page', () => {
  /** Loading the stored count opens the window, which starts its watch. */
  async function limitedFor(age: number) {
    const { h, windowStart } = withStored(2, age);
    await h.store.dispatch(loadSubmissionCount());
    expect(selectLimitReached(h.store.getState())).toBe(true);
    return { h, windowStart };
  }

  it('keeps the banner until reset − 1 ms and lifts it at reset + 1 ms', async () => {
    const { h, windowStart } = await limitedFor(60_000);
    await h.clock.advance(DAY - 60_000 - 1);
    expect(h.clock.now()).toBe(windowStart + DAY - 1);
    expect(selectLimitReached(h.store.getState())).toBe(true);
    expect(selectSendDisabled(h.store.getState())).toBe(true);

    await h.clock.advance(2);
    const state = h.store.getState();
    expect(state.rateLimit).toEqual({ count: 0, windowStart: null, loaded: true, account: null });
    expect(selectLimitReached(state)).toBe(false);
    expect(selectResetTime(state)).toBeNull();
    expect(selectSendDisabled(state)).toBe(false);
    expect(h.clock.pendingSleeps).toBe(0);
    // Lifting the limit is not an attempt: the stored counter is left as it was.
    expect(h.log).toEqual(['submissionStore.read']);
  });

  it('re-reads the clock at least every minute (a computer that slept wakes on time)', async () => {
    const { h } = await limitedFor(60_000);
    await h.clock.advance(0);
    expect(h.clock.pendingSleeps).toBe(1);
    // The clock jumps past the reset (the machine slept); the next check, ≤ 60 s later, lifts it.
    h.clock.set(h.clock.now() + DAY);
    await h.clock.advance(60_000);
    expect(selectLimitReached(h.store.getState())).toBe(false);
  });

  it('a new window replaces the watch: one timer, and only the new window ends', async () => {
    const { h, windowStart } = await limitedFor(DAY - 1000);
    await h.clock.advance(0);
    expect(h.clock.pendingSleeps).toBe(1);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    // The visitor sends again in a new window that starts before the old one ends.
    h.state.submissionRead = { kind: 'record', record: record(2, h.clock.now()) };
    await h.store.dispatch(loadSubmissionCount());
    await h.clock.advance(0);
    expect(h.clock.pendingSleeps).toBe(1);

    await h.clock.advance(1000);
    expect(h.store.getState().rateLimit.windowStart).not.toBe(windowStart);
    expect(selectLimitReached(h.store.getState())).toBe(true);
    // A cancelled watch ends quietly.
    expect(error).not.toHaveBeenCalled();
  });

  it('does not run without an open window', async () => {
    const h = createTestStore();
    await h.store.dispatch(loadSubmissionCount());
    await h.clock.advance(0);
    expect(h.clock.pendingSleeps).toBe(0);
  });

  it('the end of a window that was since replaced changes nothing', async () => {
    const { h, windowStart } = await limitedFor(60_000);
    h.store.dispatch(windowEnded(windowStart - DAY));
    expect(h.store.getState().rateLimit).toEqual({
      count: 2,
      windowStart,
      loaded: true,
      account: null,
    });
  });
});

describe('formatResetTime', () => {
  // 06:00 UTC on 22 Nov 2026 + 24 h = 11:30 IST on 23 Nov 2026.
  const windowStart = Date.UTC(2026, 10, 22, 6, 0, 0);

  it('gives window start plus 24 h in en-IN, Asia/Kolkata time', () => {
    const text = formatResetTime(windowStart, 'en-IN');
    expect(text).toMatch(/23 Nov 2026/);
    expect(text).toMatch(/11:30\s?am/i);
  });

  it('writes the same moment, still in Asia/Kolkata time, for the Hindi page in hi-IN', () => {
    const text = formatResetTime(windowStart, 'hi-IN');
    expect(text).toMatch(/^23 नव॰ 2026/);
    expect(text).toMatch(/11:30/);
  });

  it("formats the banner's time in the locale of the page's language", async () => {
    const { h, windowStart } = withStored(2, 60_000);
    await h.store.dispatch(loadSubmissionCount());
    const english = selectResetTime(h.store.getState());
    const hindi = selectResetTime({
      ...h.store.getState(),
      ui: { ...h.store.getState().ui, language: 'hi' },
    });
    expect(english).toMatch(/ Nov /);
    expect(hindi).toMatch(/ नव॰ /);
    expect(hindi).toBe(formatResetTime(windowStart, 'hi-IN'));
  });
});
