import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/*
 * WAL checkpoints on a thread of their own. SQLite's automatic checkpoint runs inside the COMMIT
 * that takes the WAL past 1,000 pages: it copies those pages into the database file and syncs it,
 * holding the database thread (sqlite-thread.ts) and every statement waiting on it for that long
 * (milliseconds here, tens of them on a busy disk). Instead a worker thread with its own
 * connection checkpoints PASSIVE (it never blocks the writer nor waits for readers) whenever the
 * WAL has grown, and again at once while it is behind, so the writer finds the WAL copied and
 * starts it over. The server's connection's automatic checkpoint stays as a backstop at a larger
 * WAL, should the thread fall behind or die.
 *
 * The worker is a short script evaluated from this string, not a module file: it must load both
 * from the built server and from the TypeScript sources the tests run.
 */

/** The server's connection checkpoints itself only past this many WAL pages (40 MB at 4 KB). */
export const BACKSTOP_PAGES = 10_000;
/** How often the thread looks at the WAL when it is idle. */
export const CHECKPOINT_EVERY_MS = 100;

const WORKER_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.module);
const db = new SQLite(workerData.path);
db.pragma('busy_timeout = 1000');
let copied = 0;
let lastError = '';
let timer;
function pass() {
  let behind = false;
  try {
    // log: frames in the WAL; checkpointed: how many of them are in the database file now.
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    behind = r.busy === 0 && r.checkpointed < r.log;
    if (r.checkpointed > 0 && r.checkpointed !== copied) parentPort.postMessage({ type: 'copied' });
    copied = r.checkpointed;
    lastError = '';
  } catch (error) {
    // Told once, not ten times a second while it lasts.
    const message = String(error && error.message);
    if (message !== lastError) parentPort.postMessage({ type: 'error', message });
    lastError = message;
  }
  timer = setTimeout(pass, behind ? 0 : workerData.everyMs);
}
parentPort.on('message', (m) => {
  if (m === 'stop') {
    clearTimeout(timer);
    db.close();
    parentPort.close();
  }
});
pass();
`;

export interface Checkpointer {
  /** How many of the thread's passes copied pages into the database file (for tests). */
  readonly passes: () => number;
  stop: () => Promise<void>;
}

/**
 * Starts checkpointing `path` (an open WAL database whose connection checkpoints itself only past
 * BACKSTOP_PAGES) on a thread.
 */
export function startCheckpointer(
  path: string,
  onError: (message: string) => void = () => {},
): Checkpointer {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SCRIPT, {
    eval: true,
    workerData: { module, path, everyMs: CHECKPOINT_EVERY_MS },
  });
  // Never what keeps the process alive.
  worker.unref();
  let passes = 0;
  worker.on('message', (m: { type: string; message?: string }) => {
    if (m.type === 'copied') passes += 1;
    else if (m.type === 'error') onError(m.message ?? '');
  });
  worker.on('error', (error) => onError(error.message));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    passes: () => passes,
    stop: async () => {
      // Closing waits for the thread's connection to close.
      worker.ref();
      worker.postMessage('stop');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 2000).unref())]);
      await worker.terminate();
    },
  };
}
