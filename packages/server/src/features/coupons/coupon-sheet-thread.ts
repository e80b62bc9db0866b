import type { Worker } from 'node:worker_threads';
import { moduleWorker } from '../../core/module-worker.js';
import type { CouponSheet } from './coupon-sheet.js';

/*
 * A sheet of 100 coupons takes over a second of CPU (a QR code is a few milliseconds, the
 * layout the rest): on the event loop that second would hold every learner's answer. So each
 * sheet is drawn on a thread of its own, one sheet at a time per node (prints are rare and
 * rate-limited; two cores are better left to the answers).
 */

function sheetWorker(sheet: CouponSheet): Worker {
  return moduleWorker(import.meta.url, 'coupon-sheet.worker', { workerData: sheet });
}

function renderOnThread(sheet: CouponSheet): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = sheetWorker(sheet);
    let done = false;
    worker.once('message', (bytes: Uint8Array) => {
      done = true;
      resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      done = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!done) reject(new Error(`coupon sheet thread exited with ${code}`));
    });
  });
}

let queue: Promise<unknown> = Promise.resolve();

/** The sheet as a PDF, drawn off the event loop, after the sheets asked for before it. */
export function renderCouponSheetOffThread(sheet: CouponSheet): Promise<Buffer> {
  const next = queue.then(() => renderOnThread(sheet));
  queue = next.catch(() => undefined);
  return next;
}
