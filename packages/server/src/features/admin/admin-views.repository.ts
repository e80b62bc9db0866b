import type { Db } from '../../db/database.js';

/** An operator's saved list views (table admin_saved_views, migration 0015). */
export interface SavedViewRow {
  id: number;
  table_name: string;
  name: string;
  query: string;
  updated_at: number;
}

export async function listSavedViews(
  db: Db,
  operatorId: number,
  table: string,
): Promise<SavedViewRow[]> {
  return db
    .selectFrom('admin_saved_views')
    .select(['id', 'table_name', 'name', 'query', 'updated_at'])
    .where('operator_id', '=', operatorId)
    .where('table_name', '=', table)
    .orderBy('name')
    .execute();
}

/** Saves under its name: the same operator, table and name replaces the earlier query. */
export async function upsertSavedView(
  db: Db,
  v: { operatorId: number; table: string; name: string; query: string },
): Promise<SavedViewRow> {
  const at = Date.now();
  return db
    .insertInto('admin_saved_views')
    .values({
      operator_id: v.operatorId,
      table_name: v.table,
      name: v.name,
      query: v.query,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(['operator_id', 'table_name', 'name'])
        .doUpdateSet({ query: v.query, updated_at: at }),
    )
    .returning(['id', 'table_name', 'name', 'query', 'updated_at'])
    .executeTakeFirstOrThrow();
}

export async function deleteSavedView(db: Db, operatorId: number, id: number): Promise<number> {
  const r = await db
    .deleteFrom('admin_saved_views')
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
