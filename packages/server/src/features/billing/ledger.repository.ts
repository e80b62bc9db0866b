import type { PriceTotals } from '@kokpit/shared';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';

/*
 * The ledger of a school's credits (credit_entries, docs/BILLING.md). Rows are only ever
 * inserted: a balance is a sum, a correction is another row. `amount` moves the balance,
 * `hold` the credits set aside for activations not charged yet; `pool` is 'credits' or a
 * month's package activations ('package:YYYY-MM'). A row that settles another names it in
 * `settles_id`, unique, so nothing is paid, lapsed, charged or released twice: the inserts
 * below use `on conflict do nothing`, and whoever comes second learns it from the result.
 * Database-neutral Kysely: the charge also runs on the SQLite thread (record-batch.ts).
 */

export const CREDITS_POOL = 'credits';

/** The pool of a month's package activations (an Athens month, YYYY-MM). */
export const packagePool = (month: string) => `package:${month}`;

export type EntryKind = 'opening' | 'purchase' | 'activation' | 'package' | 'grant';
export type EntryStatus =
  | 'settled'
  | 'requested'
  | 'paid'
  | 'lapsed'
  | 'cancelled'
  | 'reserved'
  | 'charged'
  | 'released'
  | 'granted';

export interface NewEntry {
  schoolId: number;
  kind: EntryKind;
  status: EntryStatus;
  amount?: number;
  hold?: number;
  pool?: string;
  studentId?: number | null;
  section?: string | null;
  paymentInfo?: string;
  expiresAt?: number | null;
  settlesId?: number | null;
  idemKey?: string | null;
  actorId?: number | null;
  /** What a purchase or a package's month was priced at, kept on its row. */
  price?: PriceTotals | null;
  at: number;
}

/**
 * Appends a row; its id, or undefined when the row it settles is already settled (or its
 * idempotency key already written).
 */
export async function appendEntry(db: Db, e: NewEntry): Promise<number | undefined> {
  const settles = e.settlesId !== undefined && e.settlesId !== null;
  const keyed = e.idemKey !== undefined && e.idemKey !== null;
  const row = await db
    .insertInto('credit_entries')
    .values({
      school_id: e.schoolId,
      kind: e.kind,
      status: e.status,
      amount: e.amount ?? 0,
      hold: e.hold ?? 0,
      pool: e.pool ?? CREDITS_POOL,
      student_id: e.studentId ?? null,
      section_code: e.section ?? null,
      payment_info: e.paymentInfo ?? '',
      expires_at: e.expiresAt ?? null,
      settles_id: e.settlesId ?? null,
      idem_key: e.idemKey ?? null,
      actor_id: e.actorId ?? null,
      unit_cents: e.price?.unitCents ?? null,
      quantity: e.price?.quantity ?? null,
      net_cents: e.price?.netCents ?? null,
      vat_rate: e.price?.vatRate ?? null,
      vat_cents: e.price?.vatCents ?? null,
      total_cents: e.price?.totalCents ?? null,
      currency: e.price?.currency ?? null,
      created_at: e.at,
      settled_at: e.status === 'requested' || e.status === 'reserved' ? null : e.at,
    })
    .$call((q) =>
      settles
        ? q.onConflict((oc) => oc.column('settles_id').doNothing())
        : keyed
          ? q.onConflict((oc) => oc.column('idem_key').doNothing())
          : q,
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Holds the school's row until the transaction ends, so two activations cannot both spend the
 * last credit. PostgreSQL only: SQLite runs one transaction at a time on the server's one
 * connection (and has no `for update`).
 */
export async function lockSchoolRow(db: Db, dialect: Dialect, schoolId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('schools').select('id').where('id', '=', schoolId).forUpdate().execute();
}

/** Sums of a school's pools: balance (amount) and credits held, per pool. */
export interface PoolTotals {
  pool: string;
  amount: number;
  hold: number;
}

export async function poolTotals(
  db: Db,
  schoolId: number,
  pools: readonly string[],
): Promise<PoolTotals[]> {
  const rows = await db
    .selectFrom('credit_entries')
    .select((eb) => [
      'pool',
      eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('amount'),
      eb.fn.coalesce(eb.fn.sum<number>('hold'), sql<number>`0`).as('hold'),
    ])
    .where('school_id', '=', schoolId)
    .where('pool', 'in', pools)
    .groupBy('pool')
    .execute();
  return rows.map((r) => ({ pool: r.pool, amount: Number(r.amount), hold: Number(r.hold) }));
}

/** An entry nothing has settled yet (a purchase not paid nor lapsed, a live reservation). */
export interface OpenEntry {
  id: number;
  schoolId: number;
  amount: number;
  hold: number;
  pool: string;
  studentId: number | null;
  section: string | null;
  paymentInfo: string;
  createdAt: number;
  expiresAt: number | null;
  price: PriceTotals | null;
}

/** The prices kept on a row (migration 0019), or null on a row that was not priced. */
export function priceOfRow(r: {
  unit_cents: number | null;
  quantity: number | null;
  net_cents: number | null;
  vat_rate: number | null;
  vat_cents: number | null;
  total_cents: number | null;
}): PriceTotals | null {
  if (r.total_cents === null || r.net_cents === null) return null;
  return {
    unitCents: Number(r.unit_cents ?? 0),
    quantity: Number(r.quantity ?? 0),
    netCents: Number(r.net_cents),
    vatRate: Number(r.vat_rate ?? 0),
    vatCents: Number(r.vat_cents ?? 0),
    totalCents: Number(r.total_cents),
    currency: 'EUR',
  };
}

const PRICE_SELECT = [
  'e.unit_cents',
  'e.quantity',
  'e.net_cents',
  'e.vat_rate',
  'e.vat_cents',
  'e.total_cents',
] as const;

/** A purchase's columns as an open entry reads them (with PRICE_SELECT). */
const OPEN_ENTRY_COLUMNS = [
  'e.id',
  'e.school_id as schoolId',
  'e.amount',
  'e.hold',
  'e.pool',
  'e.student_id as studentId',
  'e.section_code as section',
  'e.payment_info as paymentInfo',
  'e.created_at as createdAt',
  'e.expires_at as expiresAt',
] as const;

function openEntries(db: Db) {
  return db
    .selectFrom('credit_entries as e')
    .select([...OPEN_ENTRY_COLUMNS, ...PRICE_SELECT])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('credit_entries as s').select('s.id').whereRef('s.settles_id', '=', 'e.id'),
        ),
      ),
    );
}

type OpenRow = Omit<OpenEntry, 'price'> & Parameters<typeof priceOfRow>[0];

function toOpenEntry(r: OpenRow): OpenEntry {
  const { unit_cents, quantity, net_cents, vat_rate, vat_cents, total_cents, ...rest } = r;
  return {
    ...rest,
    price: priceOfRow({ unit_cents, quantity, net_cents, vat_rate, vat_cents, total_cents }),
  };
}

/** Purchases of the school not paid yet (SPEC §3 pendingCredits), oldest first. */
export async function openPurchases(db: Db, schoolId: number): Promise<OpenEntry[]> {
  return openEntries(db)
    .where('e.school_id', '=', schoolId)
    .where('e.kind', '=', 'purchase')
    .where('e.status', '=', 'requested')
    .orderBy('e.id')
    .execute()
    .then((rows) => rows.map(toOpenEntry));
}

/** Provisional purchases due to lapse at `now`, any school, at most `limit`. */
export async function duePurchases(db: Db, now: number, limit: number): Promise<OpenEntry[]> {
  return openEntries(db)
    .where('e.kind', '=', 'purchase')
    .where('e.status', '=', 'requested')
    .where('e.expires_at', '<=', now)
    .orderBy('e.id')
    .limit(limit)
    .execute()
    .then((rows) => rows.map(toOpenEntry));
}

export async function findOpenPurchase(db: Db, entryId: number): Promise<OpenEntry | undefined> {
  return openEntries(db)
    .where('e.id', '=', entryId)
    .where('e.kind', '=', 'purchase')
    .where('e.status', '=', 'requested')
    .executeTakeFirst()
    .then((r) => r && toOpenEntry(r));
}

/** The live reservation of a student's section by a school, if any. */
export async function findOpenReservation(
  db: Db,
  r: { schoolId: number; studentId: number; section: string },
): Promise<OpenEntry | undefined> {
  return openEntries(db)
    .where('e.school_id', '=', r.schoolId)
    .where('e.student_id', '=', r.studentId)
    .where('e.section_code', '=', r.section)
    .where('e.kind', '=', 'activation')
    .where('e.status', '=', 'reserved')
    .orderBy('e.id', 'desc')
    .executeTakeFirst()
    .then((r) => r && toOpenEntry(r));
}

/** Sum of the school's provisional credits (requested, not paid nor lapsed). */
export async function provisionalCredits(db: Db, schoolId: number): Promise<number> {
  const rows = await openPurchases(db, schoolId);
  return rows.reduce((sum, r) => sum + r.amount, 0);
}

/** Every live reservation of a student, any school and section (the student is deleted). */
export async function openReservationsOf(db: Db, studentId: number): Promise<OpenEntry[]> {
  return openEntries(db)
    .where('e.student_id', '=', studentId)
    .where('e.kind', '=', 'activation')
    .where('e.status', '=', 'reserved')
    .execute()
    .then((rows) => rows.map(toOpenEntry));
}

/** A purchase of the school (its `requested` row), whatever became of it since. */
export async function findSchoolPurchase(
  db: Db,
  schoolId: number,
  entryId: number,
): Promise<OpenEntry | undefined> {
  const row = await db
    .selectFrom('credit_entries as e')
    .select([...OPEN_ENTRY_COLUMNS, ...PRICE_SELECT])
    .where('e.id', '=', entryId)
    .where('e.school_id', '=', schoolId)
    .where('e.kind', '=', 'purchase')
    .where('e.status', '=', 'requested')
    .executeTakeFirst();
  return row && toOpenEntry(row);
}
