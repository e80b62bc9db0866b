import { adminQuerySchema, type AdminSavedView } from '@kokpit/shared';
import type { SavedViewRow } from './admin-views.repository.js';

/** A saved view as the web gets it; a stored query that no longer parses comes back empty. */
export function presentSavedView(row: SavedViewRow): AdminSavedView {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.query);
  } catch {
    parsed = {};
  }
  const query = adminQuerySchema.safeParse(parsed);
  return {
    id: row.id,
    table: row.table_name,
    name: row.name,
    query: query.success ? query.data : { table: row.table_name, filters: [], search: '' },
    updatedAt: row.updated_at,
  };
}
