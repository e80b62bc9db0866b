/*
 * What a reload needs while the link is down, kept beside the answer outbox: the signed-in user
 * (tied to the session token, so only the same session finds it) and the running tests opened on
 * this device. IndexedDB; when the browser refuses it, nothing is kept and a reload simply waits
 * for the server, as before.
 */

const DB_NAME = 'kokpit-offline';
const DB_VERSION = 1;
const STORE = 'entries';

interface Entry<T> {
  key: string;
  value: T;
  savedAt: number;
}

let opening: Promise<IDBDatabase | null> | null = null;

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function database(): Promise<IDBDatabase | null> {
  opening ??= (async () => {
    if (typeof indexedDB === 'undefined') return null;
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) {
        request.result.createObjectStore(STORE, { keyPath: 'key' });
      }
    };
    return promised(request);
  })().catch(() => null);
  return opening;
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  try {
    const db = await database();
    if (!db) return undefined;
    return await promised(work(db.transaction(STORE, mode).objectStore(STORE)));
  } catch {
    return undefined;
  }
}

export async function readCached<T>(key: string): Promise<{ value: T; savedAt: number } | null> {
  const entry = await run('readonly', (s) => s.get(key) as IDBRequest<Entry<T> | undefined>);
  return entry ? { value: entry.value, savedAt: entry.savedAt } : null;
}

export async function writeCached<T>(key: string, value: T): Promise<void> {
  const entry: Entry<T> = { key, value, savedAt: Date.now() };
  await run('readwrite', (s) => s.put(entry));
}

export async function deleteCached(key: string): Promise<void> {
  await run('readwrite', (s) => s.delete(key));
}

/** Keys starting with `prefix`, oldest first (to keep only the newest few). */
export async function listCached(prefix: string): Promise<{ key: string; savedAt: number }[]> {
  const all = await run('readonly', (s) => s.getAll() as IDBRequest<Entry<unknown>[]>);
  return (all ?? [])
    .filter((e) => e.key.startsWith(prefix))
    .map((e) => ({ key: e.key, savedAt: e.savedAt }))
    .sort((a, b) => a.savedAt - b.savedAt);
}

/** Everything (sign-out: nothing of the session may stay on a shared device). */
export async function clearCached(): Promise<void> {
  await run('readwrite', (s) => s.clear());
}
