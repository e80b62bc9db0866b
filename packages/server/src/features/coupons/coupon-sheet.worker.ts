import { parentPort, workerData } from 'node:worker_threads';
import { renderCouponSheet, type CouponSheet } from './coupon-sheet.js';

// One sheet per thread (coupon-sheet-thread.ts): render, hand the bytes back, end.
const pdf = await renderCouponSheet(workerData as CouponSheet);
parentPort!.postMessage(new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength));
