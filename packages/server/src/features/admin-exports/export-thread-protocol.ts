import type { AdminQuery, ExportFormat } from '@kokpit/shared';
import type { Config } from '../../config/config.js';
import type { TableMeta } from '../admin/admin-meta.js';
import type { WriterOptions } from './export-formats.js';

/*
 * An export thread hands the file over through a ring of SLOTS slots of SLOT_BYTES in memory
 * both threads share: it copies a chunk into a free slot and says which; the event loop writes
 * that slot to the download and frees it once the socket has taken it. The bytes in flight are
 * the ring's, allocated once, so no chunk is left for either thread's garbage collector.
 */
export const SLOTS = 4;
export const SLOT_BYTES = 256 * 1024;

/** What an export thread is started with (structured-cloned to it, but the shared ring). */
export interface ExportThreadData {
  database: Pick<Config, 'DATABASE_URL' | 'DATABASE_SCHEMA'>;
  meta: TableMeta;
  query: AdminQuery;
  format: ExportFormat;
  writer: WriterOptions;
  ring: SharedArrayBuffer;
}

/** The thread's messages to the event loop. */
export type FromExportThread =
  | { type: 'chunk'; slot: number; length: number }
  | { type: 'progress'; rows: number }
  | { type: 'done'; rows: number; cancelled: boolean }
  | { type: 'failed'; message: string };

/** The event loop's to the thread: a slot written out and free again, or stop. */
export type ToExportThread = { type: 'free'; slot: number } | { type: 'cancel' };
