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

/**
 * The process's `--max-semi-space-size` (`npm run serve` raises it for answer throughput). It is
 * a V8 flag, read by every isolate as it starts, and wins over a thread's resourceLimits: an
 * export thread would grow its young generation to 2 × 64 MB.
 */
const PROCESS_SEMI_SPACE = /--max-semi-space-size[= ](\d+)/.exec(
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
  if (PROCESS_SEMI_SPACE) v8.setFlagsFromString('--max-semi-space-size=0');
  const thread = moduleWorker(import.meta.url, 'export.worker', {
    workerData: data,
    resourceLimits: RESOURCE_LIMITS,
  });
  const restore = () => {
    if (PROCESS_SEMI_SPACE) v8.setFlagsFromString(`--max-semi-space-size=${PROCESS_SEMI_SPACE}`);
    started();
  };
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
  cancel: () => void;
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
): ExportThread {
  const ring = new SharedArrayBuffer(SLOTS * SLOT_BYTES);
  let worker: Worker | undefined;
  let cancelled = false;
  let out: Writable | undefined;
  let finished = false;
  /** Slots filled before the download was given (writeTo). */
  const waiting: { slot: number; length: number }[] = [];
  let markStarted: () => void = () => {};
  let failStart: (error: unknown) => void = () => {};
  const started = new Promise<void>((resolve, reject) => {
    markStarted = resolve;
    failStart = reject;
  });
  const send = (message: ToExportThread) => worker?.postMessage(message);
  const write = (slot: number, length: number) => {
    const bytes = Buffer.from(ring, slot * SLOT_BYTES, length);
    out!.write(bytes, () => send({ type: 'free', slot }));
  };
  const cancel = () => {
    if (cancelled) return;
    cancelled = true;
    send({ type: 'cancel' });
    const stopping = worker;
    setTimeout(() => void stopping?.terminate(), CANCEL_GRACE_MS).unref();
  };
  const done = (async () => {
    const release = await threadSlot();
    try {
      if (cancelled) return { rows: 0, cancelled: true };
      const thread = await startExportThread({ ...task, ring });
      worker = thread;
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
              markStarted();
              finished = !message.cancelled;
              if (finished) out?.end();
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
    }
  })();
  done.catch((error: unknown) => {
    failStart(error);
    out?.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return {
    started,
    writeTo: (download) => {
      out = download;
      for (const chunk of waiting.splice(0)) write(chunk.slot, chunk.length);
      if (finished) download.end();
    },
    done,
    cancel,
  };
}
