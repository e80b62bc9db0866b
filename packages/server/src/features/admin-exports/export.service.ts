import {
  ServerPushes,
  type AdminQuery,
  type ExportFormat,
  type ExportProgress,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { userRoom } from '../../realtime/socket-state.js';
import { tableMeta } from '../admin/admin-meta.js';
import { auditOperation } from '../admin-operations/operations-audit.js';
import { exportWriter, type ExportWriter } from './export-formats.js';
import { countExport, planExport, readExportPage } from './export.repository.js';

/*
 * Streams an export: pages of rows from the database into the format's writer, a page read only
 * once the one before has gone out (see ExportWriter.write), so memory holds about a page
 * however big the list; its progress is pushed to the operator's /admin tabs. Cancelled (the
 * download closed) it stops before the next page and reads no more.
 */

export const EXPORT_PAGE = 1000;

export interface ExportJob {
  writer: ExportWriter;
  filename: string;
  total: number;
  /** Writes every page; resolves with the rows written when done or cancelled. */
  run: (signal: AbortSignal) => Promise<number>;
}

export async function startExport(
  ctx: AppContext,
  input: { query: AdminQuery; format: ExportFormat; delimiter: ',' | ';'; exportId: string },
  actorId: number,
  ip?: string,
): Promise<ExportJob> {
  const meta = await tableMeta(ctx, input.query.table);
  const plan = planExport(meta, input.query);
  const total = await countExport(ctx.db, meta, plan);
  const writer = await exportWriter(input.format, {
    table: meta.name,
    columns: plan.columns,
    dialect: ctx.dialect,
    delimiter: input.delimiter,
  });
  const progress = (p: { rows: number; done: boolean; cancelled: boolean }) => {
    const push: ExportProgress = { exportId: input.exportId, total, ...p };
    ctx.io?.of('/admin').to(userRoom(actorId)).emit(ServerPushes.exportProgress, push);
  };
  const stamp = new Date().toISOString().slice(0, 10);
  return {
    writer,
    total,
    filename: `${meta.name}-${stamp}.${writer.extension}`,
    run: async (signal) => {
      await auditOperation(ctx.db, {
        actorId,
        action: `export.${input.format}`,
        table: 'exports',
        key: { table: meta.name },
        after: { query: input.query, rows: total },
        ip,
      });
      const stopped = () => signal.aborted || writer.output.destroyed;
      let written = 0;
      let after: unknown[] | number | undefined;
      for (;;) {
        if (stopped()) break;
        const page = await readExportPage(ctx.db, meta, plan, EXPORT_PAGE, after);
        if (stopped()) break;
        await writer.write(page.rows);
        written += page.rows.length;
        after = page.next;
        if (page.rows.length < EXPORT_PAGE) break;
        progress({ rows: written, done: false, cancelled: false });
      }
      if (stopped()) {
        progress({ rows: written, done: true, cancelled: true });
        return written;
      }
      await writer.end();
      progress({ rows: written, done: true, cancelled: false });
      return written;
    },
  };
}
