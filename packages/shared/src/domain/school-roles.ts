/*
 * What each member of a school may do (SPEC §6: "school (teacher/trainer/manager)"). A school
 * has several accounts (school_members); the manager runs the school, money included; a
 * teacher teaches: students, theory and messages, but neither packages, credits nor coupons,
 * which spend or sell the school's money.
 */

export const SCHOOL_ROLES = ['manager', 'teacher'] as const;
export type SchoolRole = (typeof SCHOOL_ROLES)[number];

export const SCHOOL_PERMISSIONS = [
  'students',
  'sections',
  'theory',
  'messages',
  'profile',
  'packages',
  'credits',
  'coupons',
  'members',
] as const;
/** One area of the school portal a member may act in. */
export type SchoolPermission = (typeof SCHOOL_PERMISSIONS)[number];

const TEACHING: SchoolPermission[] = ['students', 'sections', 'theory', 'messages'];

export const SCHOOL_ROLE_PERMISSIONS: Record<SchoolRole, readonly SchoolPermission[]> = {
  manager: SCHOOL_PERMISSIONS,
  teacher: TEACHING,
};

export function isSchoolRole(value: string): value is SchoolRole {
  return (SCHOOL_ROLES as readonly string[]).includes(value);
}

/** Whether a member with this role may act in this area of the school; an unknown role may not. */
export function schoolRoleAllows(role: string, permission: SchoolPermission): boolean {
  return isSchoolRole(role) && SCHOOL_ROLE_PERMISSIONS[role].includes(permission);
}
