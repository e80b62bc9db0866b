/** The table and column a unique constraint protected, when an insert broke one. */
export interface UniqueViolation {
  table: string;
  column: string;
}

/**
 * Recognises a unique-constraint error of either database, so a sign-up that lost a race
 * after passing the pre-checks still gets a field error instead of an internal error.
 * SQLite (better-sqlite3): code SQLITE_CONSTRAINT_UNIQUE, "UNIQUE constraint failed: users.email".
 * PostgreSQL (pg): code 23505, table "users", detail "Key (email)=(…) already exists.".
 */
export function uniqueViolation(error: unknown): UniqueViolation | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { code?: unknown; message?: unknown; table?: unknown; detail?: unknown };
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof e.message === 'string') {
    const m = /UNIQUE constraint failed: (\w+)\.(\w+)/.exec(e.message);
    return m?.[1] && m[2] ? { table: m[1], column: m[2] } : null;
  }
  if (e.code === '23505') {
    const column = typeof e.detail === 'string' ? /^Key \((\w+)\)/.exec(e.detail)?.[1] : undefined;
    return typeof e.table === 'string' && column ? { table: e.table, column } : null;
  }
  return null;
}
