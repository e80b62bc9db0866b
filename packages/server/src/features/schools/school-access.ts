import {
  ResultCode,
  schoolMemberAccess,
  type MessageKey,
  type SchoolMember,
  type SchoolPermission,
} from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';

/**
 * The school an account acts for (as findMembership: the one it manages first), its role there
 * and whether the operators approved the school; read on every /school event, so a member
 * removed or a school approved meanwhile counts at once.
 */
export async function findSchoolMember(db: Db, userId: number): Promise<SchoolMember | undefined> {
  const row = await db
    .selectFrom('school_members as m')
    .innerJoin('schools as s', 's.id', 'm.school_id')
    .select(['m.school_id', 'm.role', 's.status'])
    .where('m.user_id', '=', userId)
    .orderBy((eb) => eb.case().when('m.role', '=', 'manager').then(0).else(1).end())
    .orderBy('m.created_at')
    .orderBy('m.school_id')
    .executeTakeFirst();
  return row ? { schoolId: row.school_id, role: row.role, schoolStatus: row.status } : undefined;
}

/** What a refusal says, where an area has words of its own (the school's money). */
export interface MemberRefusals {
  forbidden?: MessageKey;
  awaitingApproval?: MessageKey;
}

/**
 * The caller's school membership when it may act in this area (shared `schoolMemberAccess`):
 * an account in no school, or a teacher asking for a manager's area, is refused as the policy
 * step refuses (insufficient permissions); a school the operators have not approved yet is
 * told so, with `awaitingApproval` in the reply's data for the web's page. `area` null: any
 * member of the school, approved or not (reading the school's own card).
 */
export async function requireSchoolMember(
  db: Db,
  userId: number,
  area: SchoolPermission | null,
  refusals: MemberRefusals = {},
): Promise<SchoolMember> {
  const member = await findSchoolMember(db, userId);
  if (!member) throw AppError.forbidden();
  if (area === null) return member;
  const access = schoolMemberAccess(member, area);
  if (access === 'forbidden') throw AppError.forbidden(refusals.forbidden);
  if (access === 'awaitingApproval') {
    throw new AppError(
      ResultCode.general,
      refusals.awaitingApproval ?? 'school.students.awaitingApproval',
      {},
      {},
      { awaitingApproval: true },
    );
  }
  return member;
}
