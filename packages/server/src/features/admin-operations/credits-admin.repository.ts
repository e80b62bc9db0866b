import type { Db } from '../../db/database.js';

/* The operators' view of every school's credits: purchases awaiting payment, a school's ledger. */

export interface AwaitingPayment {
  id: number;
  schoolId: number;
  schoolName: string;
  amount: number;
  paymentInfo: string;
  createdAt: number;
  expiresAt: number | null;
}

/** Purchases of any school that nothing has settled yet (not paid, not lapsed), oldest first. */
export async function listAwaitingPayment(db: Db, limit: number): Promise<AwaitingPayment[]> {
  return db
    .selectFrom('credit_entries as e')
    .innerJoin('schools as sc', 'sc.id', 'e.school_id')
    .select([
      'e.id',
      'e.school_id as schoolId',
      'sc.name as schoolName',
      'e.amount',
      'e.payment_info as paymentInfo',
      'e.created_at as createdAt',
      'e.expires_at as expiresAt',
    ])
    .where('e.kind', '=', 'purchase')
    .where('e.status', '=', 'requested')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('credit_entries as s').select('s.id').whereRef('s.settles_id', '=', 'e.id'),
        ),
      ),
    )
    .orderBy('e.id')
    .limit(limit)
    .execute();
}

export interface LedgerRow {
  id: number;
  kind: string;
  status: string;
  amount: number;
  hold: number;
  pool: string;
  paymentInfo: string;
  studentId: number | null;
  section: string | null;
  settlesId: number | null;
  actorId: number | null;
  createdAt: number;
}

/** A school's ledger, newest first, in keyset pages (`before`: the last id of the page before). */
export async function schoolLedgerPage(
  db: Db,
  schoolId: number,
  limit: number,
  before?: number,
): Promise<LedgerRow[]> {
  return db
    .selectFrom('credit_entries')
    .select([
      'id',
      'kind',
      'status',
      'amount',
      'hold',
      'pool',
      'payment_info as paymentInfo',
      'student_id as studentId',
      'section_code as section',
      'settles_id as settlesId',
      'actor_id as actorId',
      'created_at as createdAt',
    ])
    .where('school_id', '=', schoolId)
    .$if(before !== undefined, (q) => q.where('id', '<', before!))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function schoolExists(db: Db, schoolId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('schools')
    .select('name')
    .where('id', '=', schoolId)
    .executeTakeFirst();
  return row?.name;
}
