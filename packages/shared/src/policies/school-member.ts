import { SchoolStatus, type Permission, type Role } from '../constants.js';
import { schoolRoleAllows, type SchoolPermission } from '../domain/school-roles.js';

/** A school account's membership as the portal's events need it, read fresh for each call. */
export interface SchoolMember {
  schoolId: number;
  /** SchoolRole: 'manager' | 'teacher'. */
  role: string;
  /** SchoolStatus of the school: the operators approve a new school first (SPEC §4). */
  schoolStatus: number;
}

/**
 * May this member act in this area of their school? A school the operators have not approved
 * yet acts in none but its own profile (it may correct it while it waits); a teacher never
 * touches money or the profile (school-roles.ts).
 */
export function schoolMemberAccess(
  member: SchoolMember,
  area: SchoolPermission,
): 'allowed' | 'awaitingApproval' | 'forbidden' {
  if (!schoolRoleAllows(member.role, area)) return 'forbidden';
  if (member.schoolStatus !== SchoolStatus.approved && area !== 'profile') {
    return 'awaitingApproval';
  }
  return 'allowed';
}

/** The member's role, at least: what the web hides and the server refuses alike. */
type MemberRole = Pick<SchoolMember, 'role'>;

/** Packages, credits and coupons: the school's money, a manager's alone. */
export function canChangeSchoolMoney(member: MemberRole): boolean {
  return (['packages', 'credits', 'coupons'] as const).every((area) =>
    schoolRoleAllows(member.role, area),
  );
}

/** The school editor (account, texts, locations, logo): a manager's. */
export function canEditSchool(member: MemberRole): boolean {
  return schoolRoleAllows(member.role, 'profile');
}

/** Inviting and removing teachers: a manager's. */
export function canManageTeam(member: MemberRole): boolean {
  return schoolRoleAllows(member.role, 'members');
}

/** What an account's role rows grant (user_roles joined to role_permissions). */
export interface AccountGrants {
  roles: readonly Role[];
  permissions: readonly Permission[];
}

/**
 * The grants that hold: the school role and its permission only while the account belongs to
 * a school (school_members). A teacher removed from the school keeps the account but no longer
 * opens /school, and an account given the role without a school has nothing to act for.
 */
export function effectiveGrants(grants: AccountGrants, isSchoolMember: boolean): AccountGrants {
  if (isSchoolMember) return grants;
  return {
    roles: grants.roles.filter((role) => role !== 'school'),
    permissions: grants.permissions.filter((permission) => permission !== 'school'),
  };
}
