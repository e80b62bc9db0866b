import type { SchoolPermission } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { requireSchoolMember, type MemberRefusals } from '../schools/school-access.js';
import { findBillingSchool, type BillingSchool } from './billing-school.repository.js';

/** The refusals of the school's money, in its own words (a teacher's, an unapproved school's). */
const NOT_APPROVED: MemberRefusals = { awaitingApproval: 'school.billing.schoolNotApproved' };
const MANAGER_ONLY: MemberRefusals = { ...NOT_APPROVED, forbidden: 'school.billing.managerOnly' };
const MONEY_REFUSALS: Partial<Record<SchoolPermission, MemberRefusals>> = {
  sections: NOT_APPROVED,
  packages: MANAGER_ONLY,
  credits: MANAGER_ONLY,
  coupons: MANAGER_ONLY,
};

/**
 * The school an account acts for on /school, with what its money needs, once the member may
 * act in this area (requireSchoolMember, the shared `schoolMemberAccess`: a teacher activates
 * sections but has no money powers; a school the operators have not approved acts in none but
 * its profile).
 */
export async function actingSchool(
  db: Db,
  userId: number,
  permission: SchoolPermission,
): Promise<BillingSchool> {
  const member = await requireSchoolMember(db, userId, permission, MONEY_REFUSALS[permission]);
  const school = await findBillingSchool(db, member.schoolId);
  if (!school) throw AppError.notFound('school.notFound');
  return school;
}
