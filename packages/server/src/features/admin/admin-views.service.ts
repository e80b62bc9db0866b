import type { AdminViewSavePayload } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { tableMeta } from './admin-meta.js';
import { buildQuery } from './admin-query.js';
import { upsertSavedView, type SavedViewRow } from './admin-views.repository.js';

/**
 * `views/save`: the query is checked as a list would run it (its table, its columns, each
 * filter's kind), so a view never stores a filter or sort on a hidden column: refused, like a
 * list asking for one, with "One of the columns does not exist…", not by name.
 */
export async function saveView(
  ctx: AppContext,
  operatorId: number,
  input: AdminViewSavePayload,
): Promise<SavedViewRow> {
  buildQuery(await tableMeta(ctx, input.query.table), input.query);
  return upsertSavedView(ctx.db, {
    operatorId,
    table: input.query.table,
    name: input.name,
    query: JSON.stringify(input.query),
  });
}
