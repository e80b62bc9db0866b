import type { LedgerKind } from '@kokpit/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { CREDITS_POOL, priceOfRow } from './ledger.repository.js';
import type { PriceTotals } from '@kokpit/shared';

/*
 * The school's statement of account (issue 31 item 4): its ledger rows, newest first, each
 * with the balance of credits after it, summed in the database from every credits row up to
 * it, so a filtered page still shows the true running balance.
 */

export interface StatementFilter {
  schoolId: number;
  from?: number;
  to?: number;
  kind?: LedgerKind;
}

export interface StatementRow {
  id: number;
  at: number;
  kind: string;
  status: string;
  amount: number;
  hold: number;
  pool: string;
  balance: number;
  studentId: number | null;
  studentName: string | null;
  section: string | null;
  by: string | null;
  /** The purchase a purchase row is, or settles (for its reference). */
  purchaseId: number | null;
  price: PriceTotals | null;
  note: string;
}

function filtered(db: Db, f: StatementFilter) {
  return db
    .selectFrom('credit_entries as e')
    .where('e.school_id', '=', f.schoolId)
    .$if(f.from !== undefined, (q) => q.where('e.created_at', '>=', f.from!))
    .$if(f.to !== undefined, (q) => q.where('e.created_at', '<', f.to!))
    .$if(f.kind !== undefined, (q) => q.where('e.kind', '=', f.kind!));
}

export async function countStatementRows(db: Db, f: StatementFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function statementPage(
  db: Db,
  f: StatementFilter,
  limit: number,
  offset: number,
): Promise<StatementRow[]> {
  const rows = await filtered(db, f)
    .leftJoin('users as s', 's.id', 'e.student_id')
    .leftJoin('users as a', 'a.id', 'e.actor_id')
    .leftJoin('credit_entries as p', 'p.id', 'e.settles_id')
    .select([
      'e.id',
      'e.created_at',
      'e.kind',
      'e.status',
      'e.amount',
      'e.hold',
      'e.pool',
      'e.student_id',
      'e.section_code',
      'e.payment_info',
      'e.unit_cents',
      'e.quantity',
      'e.net_cents',
      'e.vat_rate',
      'e.vat_cents',
      'e.total_cents',
      'e.settles_id',
      'p.kind as settles_kind',
      's.first_name as s_first',
      's.last_name as s_last',
      'a.first_name as a_first',
      'a.last_name as a_last',
      'a.username as a_username',
      sql<number>`(select coalesce(sum(c.amount), 0) from credit_entries c
        where c.school_id = e.school_id and c.pool = ${CREDITS_POOL} and c.id <= e.id)`.as(
        'balance',
      ),
    ])
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => {
    const student = [r.s_first, r.s_last].filter(Boolean).join(' ');
    const actor = [r.a_first, r.a_last].filter(Boolean).join(' ') || r.a_username;
    return {
      id: r.id,
      at: Number(r.created_at),
      kind: r.kind,
      status: r.status,
      amount: Number(r.amount),
      hold: Number(r.hold),
      pool: r.pool,
      balance: Number(r.balance),
      studentId: r.student_id,
      studentName: r.student_id === null ? null : student,
      section: r.section_code,
      by: actor ?? null,
      purchaseId:
        r.kind !== 'purchase'
          ? null
          : r.status === 'requested'
            ? r.id
            : r.settles_kind === 'purchase'
              ? r.settles_id
              : null,
      price: priceOfRow(r),
      note: r.payment_info,
    };
  });
}
