import { SchoolStatus, schoolRoleAllows, type SchoolPermission } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { findMembership } from '../schools/school-member.repository.js';
import { findBillingSchool, type BillingSchool } from './billing-school.repository.js';

/**
 * The school an account acts for on /school, checked for one area of the portal (SPEC §6;
 * shared domain/school-roles.ts: a teacher activates sections but has no money powers).
 * `approved`: refuse a school the operators have not approved yet (it activates nobody).
 */
export async function actingSchool(
  db: Db,
  userId: number,
  permission: SchoolPermission,
  opts: { approved?: boolean } = {},
): Promise<BillingSchool> {
  const membership = await findMembership(db, userId);
  if (!membership) throw AppError.notFound('school.notFound');
  if (!schoolRoleAllows(membership.role, permission)) {
    throw AppError.forbidden(
      permission === 'sections' ? 'auth.insufficientPermissions' : 'school.billing.managerOnly',
    );
  }
  const school = await findBillingSchool(db, membership.schoolId);
  if (!school) throw AppError.notFound('school.notFound');
  if (opts.approved && school.status !== SchoolStatus.approved) {
    throw AppError.forbidden('school.billing.schoolNotApproved');
  }
  return school;
}
