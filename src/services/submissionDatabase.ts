import Dexie from 'dexie';
import type { Table } from 'dexie';
import type { SubmissionRecord } from '../features/ports';

export const SUBMISSION_DB_NAME = 'emailDB';
export const SUBMISSION_STORE_NAME = 'globalSubmissions';

/**
 * emailDB at IndexedDB version 2 with the store globalSubmissions (keyPath id).
 * Dexie multiplies declared versions by 10, so version(0.2) is native version 2:
 * the same database the spec (and earlier builds of the site) use.
 */
export class SubmissionDatabase extends Dexie {
  globalSubmissions!: Table<SubmissionRecord, string>;

  constructor(indexedDB?: IDBFactory) {
    super(SUBMISSION_DB_NAME, indexedDB ? { indexedDB } : undefined);
    this.version(0.2).stores({ [SUBMISSION_STORE_NAME]: 'id' });
  }

  /** False when an emailDB made elsewhere lacks the store (SPEC §5: allowed with count 0). */
  hasSubmissionStore(): boolean {
    return this.backendDB().objectStoreNames.contains(SUBMISSION_STORE_NAME);
  }
}
