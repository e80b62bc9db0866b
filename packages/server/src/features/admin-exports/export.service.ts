import {
  ServerPushes,
  type AdminQuery,
  type ExportFormat,
  type ExportProgress,
} from '@kokpit/shared';
import type { Writable } from 'node:stream';
import type { AppContext } from '../../core/app-context.js';
import { userRoom } from '../../realtime/socket-state.js';
import { tableMeta } from '../admin/admin-meta.js';
import { auditOperation } from '../admin-operations/operations-audit.js';
import { EXPORT_FILES } from './export-formats.js';
import { exportOnThread } from './export-thread.js';
import { countExport, planExport } from './export.repository.js';

/*
 * An export: the list's query checked and counted here, then read and encoded on a thread of
 * its own (export-thread.ts) while its chunks stream to the download; its progress is pushed to
 * the operator's /admin tabs. Cancelled (the download closed) it stops before the next page.
 */

export interface ExportJob {
  contentType: string;
  filename: string;
  total: number;
  /** Writes the file into the download as it comes (once `startExport` has resolved). */
  writeTo: (out: Writable) => void;
  /** Settles once the export has ended: the rows written. */
  done: Promise<number>;
}

export async function startExport(
  ctx: AppContext,
  input: { query: AdminQuery; format: ExportFormat; delimiter: ',' | ';'; exportId: string },
  actorId: number,
  /** Aborted when the download goes away: the export stops before its next page. */
  signal: AbortSignal,
  ip?: string,
): Promise<ExportJob> {
  const meta = await tableMeta(ctx, input.query.table);
  const plan = planExport(meta, input.query);
  const total = await countExport(ctx.db, meta, plan);
  const progress = (p: { rows: number; done: boolean; cancelled: boolean }) => {
    const push: ExportProgress = { exportId: input.exportId, total, ...p };
    ctx.io?.of('/admin').to(userRoom(actorId)).emit(ServerPushes.exportProgress, push);
  };
  await auditOperation(ctx.db, {
    actorId,
    action: `export.${input.format}`,
    table: 'exports',
    key: { table: meta.name },
    after: { query: input.query, rows: total },
    ip,
  });
  const thread = exportOnThread(
    {
      database: {
        DATABASE_URL: ctx.config.DATABASE_URL,
        DATABASE_SCHEMA: ctx.config.DATABASE_SCHEMA,
      },
      meta,
      query: input.query,
      format: input.format,
      writer: {
        table: meta.name,
        columns: plan.columns,
        dialect: ctx.dialect,
        delimiter: input.delimiter,
      },
    },
    (rows) => progress({ rows, done: false, cancelled: false }),
    signal,
  );
  const done = thread.done.then((result) => {
    progress({ rows: result.rows, done: true, cancelled: result.cancelled });
    return result.rows;
  });
  // A thread that fails before its first bytes is an error answer, not a broken download.
  await thread.started.catch(async (error: unknown) => {
    await done.catch(() => undefined);
    throw error;
  });
  const file = EXPORT_FILES[input.format];
  const stamp = new Date().toISOString().slice(0, 10);
  return {
    contentType: file.contentType,
    filename: `${meta.name}-${stamp}.${file.extension}`,
    total,
    writeTo: thread.writeTo,
    done,
  };
}
