import type { SubmissionStorePort } from '../features/ports';
import type { SubmissionDatabase } from './submissionDatabase';

const RECORD_ID = 'submissionCount';

type Opened = { kind: 'database'; db: SubmissionDatabase } | { kind: 'missing-store' };

/**
 * The local submission counter in IndexedDB; Dexie loads with the first read.
 * `indexedDB` defaults to the browser's.
 */
export function createSubmissionStore(indexedDB?: IDBFactory): SubmissionStorePort {
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
  return {
    async read() {
      const found = await open();
      if (found.kind === 'missing-store') return found;
      const record = await found.db.globalSubmissions.get(RECORD_ID);
      return record ? { kind: 'record', record } : { kind: 'empty' };
    },
    async write(record) {
      const found = await open();
      if (found.kind === 'missing-store') {
        throw new Error('emailDB has no globalSubmissions store to write to.');
      }
      await found.db.globalSubmissions.put(record);
    },
  };
}
