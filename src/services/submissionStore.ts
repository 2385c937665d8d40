import type { SubmissionRead, SubmissionRecord, SubmissionStorePort } from '../features/ports';
import type { SubmissionDatabase } from './submissionDatabase';

const RECORD_ID = 'submissionCount';

/**
 * How long a read or write may take. An emailDB held open at an older version by
 * another tab blocks the upgrade with no end; past this the database counts as
 * unreadable, and the send goes on (behaviour.md §5).
 */
export const SUBMISSION_STORE_TIMEOUT_MS = 3000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`emailDB did not answer within ${ms} ms.`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

type Opened = { kind: 'database'; db: SubmissionDatabase } | { kind: 'missing-store' };

/**
 * The local submission counter in IndexedDB; Dexie loads with the first read.
 * `indexedDB` defaults to the browser's.
 */
export function createSubmissionStore(
  indexedDB?: IDBFactory,
  timeoutMs = SUBMISSION_STORE_TIMEOUT_MS,
): SubmissionStorePort {
  let opened: Promise<Opened> | null = null;
  const open = () =>
    (opened ??= import(/* webpackChunkName: "submission-db" */ './submissionDatabase')
      .then(async (module): Promise<Opened> => {
        const factory = indexedDB ?? globalThis.indexedDB;
        if (!factory) throw new Error('This browser has no IndexedDB.');
        if (await module.storeIsMissing(factory)) return { kind: 'missing-store' };
        const db = new module.SubmissionDatabase(factory);
        await db.open();
        return { kind: 'database', db };
      })
      .catch((error: unknown) => {
        // Try again on the next call: the database may be usable later.
        opened = null;
        throw error;
      }));
  const read = async (): Promise<SubmissionRead> => {
    const found = await open();
    if (found.kind === 'missing-store') return found;
    const record = await found.db.globalSubmissions.get(RECORD_ID);
    return record ? { kind: 'record', record } : { kind: 'empty' };
  };
  const write = async (record: SubmissionRecord) => {
    const found = await open();
    if (found.kind === 'missing-store') {
      throw new Error('emailDB has no globalSubmissions store to write to.');
    }
    await found.db.globalSubmissions.put(record);
  };
  return {
    read: () => withinTime(read(), timeoutMs),
    write: (record) => withinTime(write(record), timeoutMs),
  };
}
