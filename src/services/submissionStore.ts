import type { SubmissionStorePort } from '../features/ports';
import type { SubmissionDatabase } from './submissionDatabase';

const RECORD_ID = 'submissionCount';

/** The local submission counter in IndexedDB; Dexie loads with the first read. */
export function createSubmissionStore(indexedDB?: IDBFactory): SubmissionStorePort {
  let database: Promise<SubmissionDatabase> | null = null;
  const open = () =>
    (database ??= import(/* webpackChunkName: "submission-db" */ './submissionDatabase')
      .then(async (module) => {
        const db = new module.SubmissionDatabase(indexedDB);
        await db.open();
        return db;
      })
      .catch((error: unknown) => {
        // Try again on the next call: the database may be usable later.
        database = null;
        throw error;
      }));
  return {
    async read() {
      const db = await open();
      if (!db.hasSubmissionStore()) return { kind: 'missing-store' };
      const record = await db.globalSubmissions.get(RECORD_ID);
      return record ? { kind: 'record', record } : { kind: 'empty' };
    },
    async write(record) {
      const db = await open();
      await db.globalSubmissions.put(record);
    },
  };
}
