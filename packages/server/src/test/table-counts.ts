import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Row count of every table: a cheap fingerprint to show that bad input changed nothing. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.introspection.getTables();
  const counts: Record<string, number> = {};
  for (const t of tables) {
    if (t.name.startsWith('kysely_')) continue;
    const r = await sql<{ n: number }>`select count(*) as n from ${sql.table(t.name)}`.execute(db);
    counts[t.name] = Number(r.rows[0]?.n ?? 0);
  }
  return counts;
}
