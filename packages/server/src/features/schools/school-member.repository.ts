import type { SchoolRole } from '@kokpit/shared';
import type { Db } from '../../db/database.js';

/** An account's place in a school (school_members, migration 0006). */
export interface Membership {
  schoolId: number;
  role: SchoolRole;
}

/**
 * The school an account acts for, and as what. An account may belong to several schools; the
 * portal acts for one, the one it manages first, else the one it joined first.
 */
export async function findMembership(db: Db, userId: number): Promise<Membership | undefined> {
  const row = await db
    .selectFrom('school_members')
    .select(['school_id', 'role'])
    .where('user_id', '=', userId)
    .orderBy((eb) => eb.case().when('role', '=', 'manager').then(0).else(1).end())
    .orderBy('created_at')
    .orderBy('school_id')
    .executeTakeFirst();
  return row ? { schoolId: row.school_id, role: row.role as SchoolRole } : undefined;
}

/** Makes an account a member of a school; call in the transaction that creates either. */
export async function insertMembership(
  db: Db,
  m: { schoolId: number; userId: number; role: SchoolRole; at: number },
): Promise<void> {
  await db
    .insertInto('school_members')
    .values({ school_id: m.schoolId, user_id: m.userId, role: m.role, created_at: m.at })
    .execute();
}
