import { createMemoryStore, type OutboxStore, type QueuedAnswer } from './outbox-store';

/*
 * The outbox in IndexedDB: a small typed wrapper over the three operations the queue needs.
 * If the browser refuses IndexedDB, the queue still works from memory (answers then survive a
 * lost link, but not a reload).
 */

const DB_NAME = 'kokpit-outbox';
const DB_VERSION = 1;
const STORE = 'answers';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function finished(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('no IndexedDB'));
  const request = indexedDB.open(DB_NAME, DB_VERSION);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE)) {
      request.result.createObjectStore(STORE, { keyPath: 'id' });
    }
  };
  return promised(request);
}

/** The IndexedDB outbox, falling back to memory for good if the database cannot be opened. */
export function createIndexedDbStore(): OutboxStore {
  let fallback: OutboxStore | null = null;
  const opening = openDatabase().catch(() => {
    fallback = createMemoryStore();
    return null;
  });

  async function withStore<T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => Promise<T> | T,
    onFallback: (store: OutboxStore) => Promise<T>,
  ): Promise<T> {
    const db = await opening;
    if (!db) return onFallback(fallback!);
    const tx = db.transaction(STORE, mode);
    // Listening before any request, so a quick commit is never missed.
    const [result] = await Promise.all([work(tx.objectStore(STORE)), finished(tx)]);
    return result;
  }

  return {
    put: (entry) =>
      withStore(
        'readwrite',
        (store) => void store.put(entry),
        (memory) => memory.put(entry),
      ),
    remove: (ids) =>
      withStore(
        'readwrite',
        (store) => {
          for (const id of ids) store.delete(id);
        },
        (memory) => memory.remove(ids),
      ),
    list: () =>
      withStore(
        'readonly',
        (store) => promised(store.getAll() as IDBRequest<QueuedAnswer[]>),
        (memory) => memory.list(),
      ),
  };
}
