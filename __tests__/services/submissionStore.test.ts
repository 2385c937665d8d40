/** @jest-environment node */
import { IDBFactory } from 'fake-indexeddb';
import { storeIsMissing } from '../../src/services/submissionDatabase';
import { createSubmissionStore } from '../../src/services/submissionStore';

/** Opens emailDB natively at `version`, running `upgrade` when it is created or raised. */
function openNative(
  factory: IDBFactory,
  version: number,
  upgrade: (db: IDBDatabase) => void = () => undefined,
) {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open('emailDB', version);
    request.onupgradeneeded = () => upgrade(request.result);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** The native version and stores of emailDB as a later visit would find them. */
async function inspect(factory: IDBFactory) {
  const databases = await factory.databases();
  const db = await openNative(factory, databases.find((d) => d.name === 'emailDB')!.version!);
  const found = { version: db.version, stores: [...db.objectStoreNames] };
  db.close();
  return found;
}

function readNative(factory: IDBFactory, version: number) {
  return openNative(factory, version).then(
    (db) =>
      new Promise<unknown>((resolve, reject) => {
        const request = db
          .transaction('globalSubmissions', 'readonly')
          .objectStore('globalSubmissions')
          .get('submissionCount');
        request.onsuccess = () => {
          resolve(request.result);
          db.close();
        };
        request.onerror = () => reject(request.error);
      }),
  );
}

const record = { id: 'submissionCount' as const, count: 2, timestamp: 1_790_000_000_000 };

describe('submission store (Dexie on fake-indexeddb)', () => {
  it('creates emailDB at native IndexedDB version 2 with the store globalSubmissions', async () => {
    const factory = new IDBFactory();
    const store = createSubmissionStore(factory);

    await expect(store.read()).resolves.toEqual({ kind: 'empty' });

    expect(await inspect(factory)).toEqual({ version: 2, stores: ['globalSubmissions'] });
  });

  it('writes the one record under its key and reads it back', async () => {
    const factory = new IDBFactory();
    const store = createSubmissionStore(factory);

    await store.write(record);
    await store.write({ ...record, count: 3 });

    await expect(store.read()).resolves.toEqual({
      kind: 'record',
      record: { ...record, count: 3 },
    });
    // What another page (or an earlier build) reading emailDB natively would see.
    await expect(readNative(factory, 2)).resolves.toEqual({ ...record, count: 3 });
    // A new page load reads the count the last one wrote.
    await expect(createSubmissionStore(factory).read()).resolves.toEqual({
      kind: 'record',
      record: { ...record, count: 3 },
    });
  });

  it('upgrades an existing version-1 emailDB to version 2, keeping its record', async () => {
    const factory = new IDBFactory();
    const v1 = await openNative(factory, 1, (db) =>
      db.createObjectStore('globalSubmissions', { keyPath: 'id' }).put(record),
    );
    v1.close();

    await expect(createSubmissionStore(factory).read()).resolves.toEqual({
      kind: 'record',
      record,
    });
    expect(await inspect(factory)).toEqual({ version: 2, stores: ['globalSubmissions'] });
  });

  it('upgrades a version-1 emailDB without the store by creating it', async () => {
    const factory = new IDBFactory();
    (await openNative(factory, 1)).close();

    const store = createSubmissionStore(factory);
    await expect(store.read()).resolves.toEqual({ kind: 'empty' });
    await store.write(record);

    expect(await inspect(factory)).toEqual({ version: 2, stores: ['globalSubmissions'] });
  });

  it('reads "missing-store" from an emailDB at version 2 that lacks the store', async () => {
    const factory = new IDBFactory();
    (await openNative(factory, 2)).close();

    await expect(createSubmissionStore(factory).read()).resolves.toEqual({
      kind: 'missing-store',
    });
    // Reading does not repair someone else's database behind their back.
    expect(await inspect(factory)).toEqual({ version: 2, stores: [] });
  });

  it('leaves a version-2 emailDB holding only other stores alone: "missing-store"', async () => {
    const factory = new IDBFactory();
    const native = await openNative(factory, 2, (db) => {
      db.createObjectStore('other').put('kept', 'key');
    });
    native.close();
    const store = createSubmissionStore(factory);

    await expect(store.read()).resolves.toEqual({ kind: 'missing-store' });
    await expect(store.write(record)).rejects.toThrow('no globalSubmissions store');
    expect(await inspect(factory)).toEqual({ version: 2, stores: ['other'] });
  });

  it('opens an emailDB a later build raised past version 2', async () => {
    const factory = new IDBFactory();
    const v3 = await openNative(factory, 3, (db) =>
      db.createObjectStore('globalSubmissions', { keyPath: 'id' }).put(record),
    );
    v3.close();
    await expect(createSubmissionStore(factory).read()).resolves.toEqual({
      kind: 'record',
      record,
    });
  });

  it('creates nothing while checking a browser that has no emailDB yet', async () => {
    const factory = new IDBFactory();
    await expect(storeIsMissing(factory)).resolves.toBe(false);
    await expect(factory.databases()).resolves.toEqual([]);
  });

  it('rejects when the database cannot be opened, and tries again on the next call', async () => {
    const factory = new IDBFactory();
    const open = jest.spyOn(factory, 'open').mockImplementationOnce(() => {
      throw new DOMException('The user denied permission.', 'SecurityError');
    });
    const store = createSubmissionStore(factory);

    await expect(store.read()).rejects.toThrow();
    await expect(store.read()).resolves.toEqual({ kind: 'empty' });
    expect(open.mock.calls.length).toBeGreaterThan(1);
  });
});
