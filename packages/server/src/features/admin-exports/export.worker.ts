import type { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { openReadConnection } from '../../db/read-connection.js';
import { exportWriter } from './export-formats.js';
import { writePages } from './export-pages.js';
import {
  SLOT_BYTES,
  SLOTS,
  type ExportThreadData,
  type FromExportThread,
  type ToExportThread,
} from './export-thread-protocol.js';
import { planExport } from './export.repository.js';

/*
 * One export on a thread of its own (export-thread.ts): reads the list's pages over its own
 * connection, encodes them, and copies the file into the shared ring's free slots, at most the
 * ring ahead of the download. Its heap is capped by the thread's resource limits, so a
 * million-row export cannot grow the server's memory past them however its garbage falls.
 */

const data = workerData as ExportThreadData;
const port = parentPort!;
const post = (message: FromExportThread) => port.postMessage(message);

const free = Array.from({ length: SLOTS }, (_, i) => i);
let cancelled = false;
let wake: (() => void) | null = null;
/** Ends the writer's waiting for room (set once the writer is made). */
let closeOutput = () => {};
port.on('message', (message: ToExportThread) => {
  if (message.type === 'free') free.push(message.slot);
  else {
    cancelled = true;
    closeOutput();
  }
  wake?.();
  wake = null;
});

/** Copies the file's chunks into the ring as slots come free; resolves at the file's end. */
async function toEventLoop(output: Readable): Promise<void> {
  const chunks = (output as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  for (;;) {
    // A slot first, then the chunk: one not yet taken stays in the writer, holding it back.
    while (free.length === 0 && !cancelled) await new Promise<void>((r) => (wake = r));
    if (cancelled) return;
    const next = await chunks.next();
    if (next.done) return;
    const chunk = next.value;
    for (let at = 0; at < chunk.length;) {
      while (free.length === 0 && !cancelled) await new Promise<void>((r) => (wake = r));
      if (cancelled) return;
      const slot = free.shift()!;
      const length = Math.min(SLOT_BYTES, chunk.length - at);
      new Uint8Array(data.ring, slot * SLOT_BYTES, length).set(chunk.subarray(at, at + length));
      post({ type: 'chunk', slot, length });
      at += length;
    }
  }
}

const connection = openReadConnection(data.database);
try {
  const writer = await exportWriter(data.format, data.writer);
  closeOutput = () => writer.output.destroy();
  // A cancel destroys the output, which ends this early (with an error, not wanted here); any
  // other error ends the export as failed, its writer let go at once.
  let broken: unknown;
  const finished = toEventLoop(writer.output).catch((error: unknown) => {
    if (cancelled) return;
    broken = error;
    writer.output.destroy();
  });
  const plan = planExport(data.meta, data.query);
  const result = await writePages(
    connection.db,
    data.meta,
    plan,
    writer,
    () => cancelled,
    (rows) => post({ type: 'progress', rows }),
  );
  if (result.cancelled) writer.output.destroy();
  else await finished;
  if (broken !== undefined) throw broken;
  post({ type: 'done', rows: result.rows, cancelled: result.cancelled || cancelled });
} catch (error) {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
} finally {
  await connection.close();
}
