import { SchoolStatus } from '@kokpit/shared';
import type { Db } from '../../db/database.js';

/* The schools waiting for the operators (SPEC §4) and the decision on one. */

export interface SchoolForReview {
  id: number;
  name: string;
  managerName: string;
  city: string;
  address: string;
  phone: string;
  email: string;
  status: number;
  createdAt: number;
  /** The manager's account: its language for the e-mail, its sockets for the push. */
  userId: number;
  lang: string;
}

function reviewQuery(db: Db) {
  return db
    .selectFrom('schools as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select((eb) => [
      's.id',
      's.name',
      's.manager_name as managerName',
      's.city',
      's.address',
      's.phone',
      eb.fn.coalesce(eb.fn('nullif', ['s.email', eb.val('')]), 'u.email').as('email'),
      's.status',
      's.created_at as createdAt',
      's.user_id as userId',
      'u.lang',
    ]);
}

/** Schools in one approval state, newest first (a page of at most `limit`). */
export async function listSchoolsByStatus(
  db: Db,
  status: number,
  limit: number,
): Promise<SchoolForReview[]> {
  const rows = await reviewQuery(db)
    .where('s.status', '=', status)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, email: String(r.email ?? '') }));
}

export async function findSchoolForReview(
  db: Db,
  schoolId: number,
): Promise<SchoolForReview | undefined> {
  const row = await reviewQuery(db).where('s.id', '=', schoolId).executeTakeFirst();
  return row ? { ...row, email: String(row.email ?? '') } : undefined;
}

/**
 * Moves a pending school to approved or rejected; false when it was not pending any more (two
 * operators deciding at once: the second learns it from the count, nothing is written twice).
 */
export async function decidePendingSchool(
  db: Db,
  d: { schoolId: number; status: number; actorId: number; at: number },
): Promise<boolean> {
  const approved = d.status === SchoolStatus.approved;
  const result = await db
    .updateTable('schools')
    .set({
      status: d.status,
      approved_at: approved ? d.at : null,
      approved_by: approved ? d.actorId : null,
      updated_at: d.at,
    })
    .where('id', '=', d.schoolId)
    .where('status', '=', SchoolStatus.pending)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every account of the school (manager and teachers), to tell their open tabs. */
export async function schoolMemberIds(db: Db, schoolId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('school_members')
    .select('user_id')
    .where('school_id', '=', schoolId)
    .execute();
  return rows.map((r) => r.user_id);
}
