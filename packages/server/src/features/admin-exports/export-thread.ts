import type { Writable } from 'node:stream';
import v8 from 'node:v8';
import type { Worker } from 'node:worker_threads';
import { moduleWorker } from '../../core/module-worker.js';
import {
  SLOT_BYTES,
  SLOTS,
  type ExportThreadData,
  type FromExportThread,
  type ToExportThread,
} from './export-thread-protocol.js';

/*
 * The event loop's end of an export thread (export.worker.ts). The thread does the reading and
 * encoding, the garbage of a million rows, under its own heap limits; here the file's bytes
 * only pass from the shared ring into the download (export-thread-protocol.ts). Exports are
 * rare and heavy: at most EXPORT_THREADS run at once per node, later ones wait their turn.
 */

/** The thread's heap: enough for a page, exceljs's zip and the code; bounded whatever the rows. */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 48 };
const EXPORT_THREADS = 2;
/** A cancelled thread that has not ended by then is stopped. */
const CANCEL_GRACE_MS = 5000;
/** A download that has taken none of the bytes handed to it for this long is given up. */
const STALL_MS = 120_000;

/**
 * The process's `--max-semi-space-size` (`npm run serve` raises it for answer throughput). It is
 * a V8 flag, read by every isolate as it starts, and wins over a thread's resourceLimits: an
 * export thread would grow its young generation to 2 × 64 MB.
 */
const PROCESS_SEMI_SPACE = /--max[-_]semi[-_]space[-_]size[= ](\d+)/.exec(
  [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' '),
)?.[1];

/** The last thread start, which the next waits for (see startExportThread). */
let lastStart: Promise<void> = Promise.resolve();

/**
 * An export thread under RESOURCE_LIMITS: the semi-space flag is lifted while its isolate starts
 * (the main isolate, started long before, keeps its heap as configured) and put back once the
 * thread runs. One start at a time, so that no start finds the flag put back by another's.
 */
async function startExportThread(data: ExportThreadData): Promise<Worker> {
  const previous = lastStart;
  let started: () => void = () => {};
  lastStart = new Promise<void>((resolve) => (started = resolve));
  await previous;
  const restore = () => {
    if (PROCESS_SEMI_SPACE) v8.setFlagsFromString(`--max-semi-space-size=${PROCESS_SEMI_SPACE}`);
    started();
  };
  if (PROCESS_SEMI_SPACE) v8.setFlagsFromString('--max-semi-space-size=0');
  let thread: Worker;
  try {
    thread = moduleWorker(import.meta.url, 'export.worker', {
      workerData: data,
      resourceLimits: RESOURCE_LIMITS,
    });
  } catch (error) {
    // No thread (none could be made, or the data would not clone): the next start goes on.
    restore();
    throw error;
  }
  thread.once('online', restore);
  thread.once('exit', restore);
  return thread;
}

export interface ExportThread {
  /**
   * Settles once the file's first bytes are ready, or the export ended: a failure before them
   * rejects it, so the caller can still answer with an error instead of a broken file.
   */
  started: Promise<void>;
  /**
   * Writes the file into `out` (the download), each slot as it comes, freeing it once the
   * socket has taken it; ends `out` at the file's end, destroys it if the export fails.
   */
  writeTo: (out: Writable) => void;
  /** Settles when the thread has ended: rows written, and whether it stopped early. */
  done: Promise<{ rows: number; cancelled: boolean }>;
}

let running = 0;
const queue: (() => void)[] = [];

async function threadSlot(): Promise<() => void> {
  if (running >= EXPORT_THREADS) await new Promise<void>((r) => queue.push(r));
  else running += 1;
  return () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
}

export function exportOnThread(
  task: Omit<ExportThreadData, 'ring'>,
  onProgress: (rows: number) => void,
  signal: AbortSignal,
): ExportThread {
  const ring = new SharedArrayBuffer(SLOTS * SLOT_BYTES);
  let worker: Worker | undefined;
  let cancelled = false;
  let out: Writable | undefined;
  /** How the file ended: written whole, or broken off (the download is then destroyed). */
  let ending: 'whole' | Error | undefined;
  /** Slots filled before the download was given (writeTo). */
  const waiting: { slot: number; length: number }[] = [];
  let markStarted: () => void = () => {};
  let failStart: (error: unknown) => void = () => {};
  const started = new Promise<void>((resolve, reject) => {
    markStarted = resolve;
    failStart = reject;
  });
  const send = (message: ToExportThread) => worker?.postMessage(message);
  const cancel = () => {
    if (cancelled) return;
    cancelled = true;
    if (worker) stopWorker(worker);
  };
  const stopWorker = (thread: Worker) => {
    thread.postMessage({ type: 'cancel' } satisfies ToExportThread);
    setTimeout(() => void thread.terminate(), CANCEL_GRACE_MS).unref();
  };
  // A download that takes nothing for STALL_MS (a sleeping laptop, a connection lost without a
  // word) would hold its slots, and the node's export threads, for ever.
  let unwritten = 0;
  let stall: ReturnType<typeof setTimeout> | undefined;
  const watchStall = (on: boolean) => {
    clearTimeout(stall);
    if (!on) return;
    stall = setTimeout(() => {
      cancel();
      out?.destroy(new Error('export download stalled'));
    }, STALL_MS).unref();
  };
  const write = (slot: number, length: number) => {
    const bytes = Buffer.from(ring, slot * SLOT_BYTES, length);
    if (unwritten++ === 0) watchStall(true);
    out!.write(bytes, () => {
      unwritten -= 1;
      watchStall(unwritten > 0);
      send({ type: 'free', slot });
    });
  };
  const finish = (how: 'whole' | Error) => {
    ending = how;
    if (!out) return;
    if (how === 'whole') out.end();
    else out.destroy(how);
  };
  if (signal.aborted) cancel();
  else signal.addEventListener('abort', cancel, { once: true });
  const done = (async () => {
    const release = await threadSlot();
    try {
      if (cancelled) return { rows: 0, cancelled: true };
      const thread = await startExportThread({ ...task, ring });
      worker = thread;
      // Cancelled while the thread was starting: it is told at once.
      if (cancelled) stopWorker(thread);
      return await new Promise<{ rows: number; cancelled: boolean }>((resolve, reject) => {
        thread.on('message', (message: FromExportThread) => {
          switch (message.type) {
            case 'chunk':
              markStarted();
              if (out) write(message.slot, message.length);
              else waiting.push(message);
              return;
            case 'progress':
              onProgress(message.rows);
              return;
            case 'done':
              // Stopped without being asked: the file is not whole, and must not look it.
              finish(message.cancelled ? new Error('export stopped before its end') : 'whole');
              resolve({ rows: message.rows, cancelled: message.cancelled });
              return;
            case 'failed':
              reject(new Error(`export thread: ${message.message}`));
              return;
          }
        });
        thread.once('error', reject);
        thread.once('exit', (code) =>
          cancelled
            ? resolve({ rows: 0, cancelled: true })
            : reject(new Error(`export thread exited with ${code}`)),
        );
      }).finally(() => void thread.terminate());
    } finally {
      release();
      signal.removeEventListener('abort', cancel);
      watchStall(false);
    }
  })();
  done.then(
    () => markStarted(),
    (error: unknown) => {
      failStart(error);
      finish(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return {
    started,
    writeTo: (download) => {
      out = download;
      for (const chunk of waiting.splice(0)) write(chunk.slot, chunk.length);
      if (ending) finish(ending);
    },
    done,
  };
}
