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
  'settled' | 'requested' | 'paid' | 'lapsed' | 'reserved' | 'charged' | 'released' | 'granted';

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
}

function openEntries(db: Db) {
  return db
    .selectFrom('credit_entries as e')
    .select([
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
    ])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('credit_entries as s').select('s.id').whereRef('s.settles_id', '=', 'e.id'),
        ),
      ),
    );
}

/** Purchases of the school not paid yet (SPEC §3 pendingCredits), oldest first. */
export async function openPurchases(db: Db, schoolId: number): Promise<OpenEntry[]> {
  return openEntries(db)
    .where('e.school_id', '=', schoolId)
    .where('e.kind', '=', 'purchase')
    .where('e.status', '=', 'requested')
    .orderBy('e.id')
    .execute();
}

/** Provisional purchases due to lapse at `now`, any school, at most `limit`. */
export async function duePurchases(db: Db, now: number, limit: number): Promise<OpenEntry[]> {
  return openEntries(db)
    .where('e.kind', '=', 'purchase')
    .where('e.status', '=', 'requested')
    .where('e.expires_at', '<=', now)
    .orderBy('e.id')
    .limit(limit)
    .execute();
}

export async function findOpenPurchase(db: Db, entryId: number): Promise<OpenEntry | undefined> {
  return openEntries(db)
    .where('e.id', '=', entryId)
    .where('e.kind', '=', 'purchase')
    .where('e.status', '=', 'requested')
    .executeTakeFirst();
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
    .executeTakeFirst();
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
    .execute();
}
