import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OpenEntry } from './ledger.repository.js';

/** The next number of a year's receipts, drawn atomically from `counters` (`receipt:YYYY`). */
async function nextReceiptNumber(db: Db, year: number): Promise<number> {
  const row = await sql<{ value: number }>`insert into counters (name, value)
    values (${`receipt:${year}`}, 1)
    on conflict (name) do update set value = counters.value + 1
    returning value`.execute(db);
  return Number(row.rows[0]!.value);
}

/**
 * Issues the receipt of a purchase just paid, in the payment's transaction: the next number of
 * the year (Athens), the buyer and the figures copied. Nothing for a purchase without prices
 * (made before the price list).
 */
export async function issueReceipt(db: Db, purchase: OpenEntry, at: number): Promise<void> {
  if (!purchase.price) return;
  const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Athens', year: 'numeric' }).format(at)); // prettier-ignore
  const school = await db
    .selectFrom('schools')
    .select('name')
    .where('id', '=', purchase.schoolId)
    .executeTakeFirstOrThrow();
  const p = purchase.price;
  await db
    .insertInto('receipts')
    .values({
      entry_id: purchase.id,
      school_id: purchase.schoolId,
      year,
      number: await nextReceiptNumber(db, year),
      buyer_name: school.name,
      quantity: p.quantity,
      unit_cents: p.unitCents,
      net_cents: p.netCents,
      vat_rate: p.vatRate,
      vat_cents: p.vatCents,
      total_cents: p.totalCents,
      issued_at: at,
    })
    .execute();
}

export interface ReceiptRow {
  entryId: number;
  year: number;
  number: number;
  buyerName: string;
  quantity: number;
  unitCents: number;
  netCents: number;
  vatRate: number;
  vatCents: number;
  totalCents: number;
  issuedAt: number;
}

/** A receipt of the school's, by its purchase. */
export async function findReceipt(
  db: Db,
  schoolId: number,
  entryId: number,
): Promise<ReceiptRow | undefined> {
  // prettier-ignore
  const r = await db
    .selectFrom('receipts')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('entry_id', '=', entryId)
    .executeTakeFirst();
  return (
    r && {
      entryId: r.entry_id,
      year: r.year,
      number: r.number,
      buyerName: r.buyer_name,
      quantity: r.quantity,
      unitCents: r.unit_cents,
      netCents: r.net_cents,
      vatRate: r.vat_rate,
      vatCents: r.vat_cents,
      totalCents: r.total_cents,
      issuedAt: Number(r.issued_at),
    }
  );
}
