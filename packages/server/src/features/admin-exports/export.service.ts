import { ServerPushes, type ExportFormat, type AdminQuery } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { userRoom } from '../../realtime/socket-state.js';
import { tableMeta } from '../admin/admin-meta.js';
import { auditOperation } from '../admin-operations/operations-audit.js';
import { exportWriter, type ExportWriter } from './export-formats.js';
import { countExport, planExport, readExportPage } from './export.repository.js';

/*
 * Streams an export: pages of 1,000 rows from the database into the format's writer, never
 * more than a page and the writer's buffer in memory, pushing its progress to the operator's
 * /admin tabs. Cancelled (the download closed) it stops at the next page.
 */

export const EXPORT_PAGE = 1000;

export interface ExportJob {
  writer: ExportWriter;
  filename: string;
  total: number;
  /** Writes every page; resolves when done or cancelled. */
  run: (cancelled: () => boolean) => Promise<number>;
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
  const progress = (rows: number, done: boolean) =>
    ctx.io
      ?.of('/admin')
      .to(userRoom(actorId))
      .emit(ServerPushes.exportProgress, { exportId: input.exportId, rows, total, done });
  const stamp = new Date().toISOString().slice(0, 10);
  return {
    writer,
    total,
    filename: `${meta.name}-${stamp}.${writer.extension}`,
    run: async (cancelled) => {
      await auditOperation(ctx.db, {
        actorId,
        action: `export.${input.format}`,
        table: 'exports',
        key: { table: meta.name },
        after: { query: input.query, rows: total },
        ip,
      });
      let written = 0;
      let after: unknown[] | number | undefined;
      for (;;) {
        if (cancelled()) return written;
        const page = await readExportPage(ctx.db, meta, plan, EXPORT_PAGE, after);
        await writer.write(page.rows);
        written += page.rows.length;
        after = page.next;
        if (page.rows.length < EXPORT_PAGE) break;
        progress(written, false);
      }
      await writer.end();
      progress(written, true);
      return written;
    },
  };
}
