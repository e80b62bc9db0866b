import {
  ResultCode,
  schoolMemberAccess,
  type ActorFields,
  type Language,
  type MessageKey,
  type SchoolMember,
  type SchoolPermission,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { findBillingSchool, type BillingSchool } from '../billing/billing-school.repository.js';

/*
 * Who acts on /school, read fresh on every event by the pipeline's school step
 * (realtime/school-scope.ts): the account's membership, the school it acts for, and whether it
 * may act in the event's area. A member removed or a school approved meanwhile counts at once.
 */

/**
 * A /school caller as the services see it, once the school step has let it in: the caller as
 * the row policies see them (acting for `school`), their membership, the school, and where the
 * call comes from.
 */
export interface SchoolCaller {
  ctx: AppContext;
  actor: ActorFields;
  member: SchoolMember;
  /** The school acted for, as the money reads it (package, coupon prefix, cost). */
  school: BillingSchool;
  userId: number;
  ip: string;
  lang: Language;
}

/**
 * The school an account acts for (as findMembership: the one it manages first), its role
 * there, and the school's row.
 */
export async function findActingSchool(
  db: Db,
  userId: number,
): Promise<{ member: SchoolMember; school: BillingSchool } | undefined> {
  const row = await db
    .selectFrom('school_members as m')
    .innerJoin('schools as s', 's.id', 'm.school_id')
    .select(['m.school_id', 'm.role', 's.status'])
    .where('m.user_id', '=', userId)
    .orderBy((eb) => eb.case().when('m.role', '=', 'manager').then(0).else(1).end())
    .orderBy('m.created_at')
    .orderBy('m.school_id')
    .executeTakeFirst();
  const school = row && (await findBillingSchool(db, row.school_id));
  if (!row || !school) return undefined;
  return { member: { schoolId: row.school_id, role: row.role, schoolStatus: row.status }, school };
}

/** What a refusal says, where an area has words of its own (the school's money). */
interface AreaRefusals {
  forbidden?: MessageKey;
  awaitingApproval?: MessageKey;
}

const NOT_APPROVED: AreaRefusals = { awaitingApproval: 'school.billing.schoolNotApproved' };
const MANAGER_ONLY: AreaRefusals = { ...NOT_APPROVED, forbidden: 'school.billing.managerOnly' };
const AREA_REFUSALS: Partial<Record<SchoolPermission, AreaRefusals>> = {
  sections: NOT_APPROVED,
  packages: MANAGER_ONLY,
  credits: MANAGER_ONLY,
  coupons: MANAGER_ONLY,
};

/**
 * Lets the member act in this area (shared `schoolMemberAccess`) or refuses: a teacher asking
 * for a manager's area as the policy step refuses (insufficient permissions); a school the
 * operators have not approved yet is told so, with `awaitingApproval` in the reply's data for
 * the web's page. `area` null: any member, approved or not (the school's own card).
 */
export function admitToArea(member: SchoolMember, area: SchoolPermission | null): void {
  if (area === null) return;
  const access = schoolMemberAccess(member, area);
  const refusals = AREA_REFUSALS[area] ?? {};
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
}
