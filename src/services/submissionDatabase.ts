import Dexie from 'dexie';
import type { Table } from 'dexie';
import type { SubmissionRecord } from '../features/ports';

export const SUBMISSION_DB_NAME = 'emailDB';
export const SUBMISSION_STORE_NAME = 'globalSubmissions';
/** Native IndexedDB version of emailDB (behaviour.md §9). */
export const SUBMISSION_DB_VERSION = 2;

/**
 * emailDB at IndexedDB version 2 with the store globalSubmissions (keyPath id).
 * Dexie multiplies declared versions by 10, so version(0.2) is native version 2:
 * the same database the spec (and earlier builds of the site) use.
 */
export class SubmissionDatabase extends Dexie {
  globalSubmissions!: Table<SubmissionRecord, string>;

  constructor(indexedDB?: IDBFactory) {
    super(SUBMISSION_DB_NAME, indexedDB ? { indexedDB } : undefined);
    this.version(SUBMISSION_DB_VERSION / 10).stores({ [SUBMISSION_STORE_NAME]: 'id' });
  }
}

/**
 * True when an emailDB already at version 2 or later lacks globalSubmissions
 * (behaviour.md §5: allowed with count 0). Checked natively before Dexie opens it, because
 * Dexie would "repair" such a database: bump its version and drop the other stores.
 * Opening without a version never upgrades; a database that does not exist yet
 * is not created here (the upgrade is aborted).
 */
export function storeIsMissing(factory: IDBFactory): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = factory.open(SUBMISSION_DB_NAME);
    let created = false;
    request.onupgradeneeded = () => {
      created = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => {
      const db = request.result;
      const missing =
        db.version >= SUBMISSION_DB_VERSION && !db.objectStoreNames.contains(SUBMISSION_STORE_NAME);
      db.close();
      resolve(missing);
    };
    request.onerror = (event) => {
      if (created) {
        // Our own abort of a brand-new database: nothing is missing, Dexie will create it.
        event.preventDefault();
        resolve(false);
      } else {
        reject(request.error);
      }
    };
  });
}
