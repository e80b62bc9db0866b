import type { Db } from '../../db/database.js';
import type { StatementLine } from './bank-statement.js';

/** Records a statement line once: its id, or undefined when its identity was imported before. */
export async function insertLineOnce(
  db: Db,
  line: StatementLine,
  actorId: number,
  at: number,
): Promise<number | undefined> {
  const row = await db
    .insertInto('bank_payments')
    .values({
      line_key: line.key.slice(0, 160),
      booked_on: line.bookedOn,
      amount_cents: line.amountCents,
      description: line.description.slice(0, 1000),
      reference: line.reference?.slice(0, 40) ?? null,
      outcome: 'unmatched',
      imported_by: actorId,
      imported_at: at,
    })
    .onConflict((oc) => oc.column('line_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function setLineOutcome(
  db: Db,
  id: number,
  outcome: string,
  entryId: number | null,
): Promise<void> {
  await db
    .updateTable('bank_payments')
    .set({ outcome, entry_id: entryId })
    .where('id', '=', id)
    .execute();
}

/** A purchase a reference names, its school, its total and what settled it (if anything). */
export interface NamedPurchase {
  id: number;
  schoolId: number;
  schoolName: string;
  totalCents: number | null;
  settledBy: string | null;
}

export async function findNamedPurchase(
  db: Db,
  entryId: number,
): Promise<NamedPurchase | undefined> {
  const row = await db
    .selectFrom('credit_entries as e')
    .innerJoin('schools as s', 's.id', 'e.school_id')
    .leftJoin('credit_entries as x', 'x.settles_id', 'e.id')
    .select(['e.id', 'e.school_id', 's.name', 'e.total_cents', 'x.status as settled_by'])
    .where('e.id', '=', entryId)
    .where('e.kind', '=', 'purchase')
    .where('e.status', '=', 'requested')
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      schoolId: row.school_id,
      schoolName: row.name,
      totalCents: row.total_cents === null ? null : Number(row.total_cents),
      settledBy: row.settled_by,
    }
  );
}
