import type { Db } from '../../db/database.js';
import type { TableMeta } from '../admin/admin-meta.js';
import type { ExportWriter } from './export-formats.js';
import { readExportPage, type ExportPlan } from './export.repository.js';

/** Rows per page read and written: an index range of the list, a few hundred KiB of file. */
export const EXPORT_PAGE = 1000;

export interface PagesWritten {
  rows: number;
  cancelled: boolean;
}

/**
 * Writes every page of the plan's rows into `writer`, a page read only once the one before has
 * gone out (ExportWriter.write waits for room), so memory holds about a page however big the
 * list. Stops before the next page once `stopped()` says so (the download went away).
 */
export async function writePages(
  db: Db,
  meta: TableMeta,
  plan: ExportPlan,
  writer: ExportWriter,
  stopped: () => boolean,
  onPage: (rows: number) => void,
): Promise<PagesWritten> {
  const halted = () => stopped() || writer.output.destroyed;
  let rows = 0;
  let after: unknown[] | number | undefined;
  for (;;) {
    if (halted()) return { rows, cancelled: true };
    const page = await readExportPage(db, meta, plan, EXPORT_PAGE, after);
    if (halted()) return { rows, cancelled: true };
    await writer.write(page.rows);
    rows += page.rows.length;
    after = page.next;
    if (page.rows.length < EXPORT_PAGE) break;
    onPage(rows);
  }
  if (halted()) return { rows, cancelled: true };
  await writer.end();
  return { rows, cancelled: false };
}
