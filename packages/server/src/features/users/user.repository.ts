import { effectiveGrants, type Permission, type Role, type SchoolRole } from '@kokpit/shared';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';

export type UserRow = Selectable<UsersTable>;

/** A user with what sign-in and the user presenter need. */
export interface UserRecord extends UserRow {
  roles: Role[];
  permissions: Permission[];
  student: {
    schoolId: number | null;
    schoolVerified: boolean;
  } | null;
  /** The school the account acts for as a member (school_members), and its role there. */
  school: {
    id: number;
    role: SchoolRole;
    status: number;
    packageCode: string | null;
    nextPackageCode: string | null;
    credits: number;
    costPerActivation: number;
  } | null;
}

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username', '=', value), eb('email', '=', value)]))
    .executeTakeFirst();
}

/** The school an account is a member of (its managed one first, as findMembership). */
function findMemberSchool(db: Db, userId: number) {
  return db
    .selectFrom('school_members')
    .innerJoin('schools', 'schools.id', 'school_members.school_id')
    .select([
      'schools.id',
      'school_members.role',
      'schools.status',
      'schools.package_code',
      'schools.next_package_code',
      // The balance is the ledger's (docs/BILLING.md); schools.credits is no longer written.
      (eb) =>
        eb
          .selectFrom('credit_entries')
          .select((e) => e.fn.coalesce(e.fn.sum<number>('amount'), e.lit(0)).as('balance'))
          .whereRef('credit_entries.school_id', '=', 'schools.id')
          .where('credit_entries.pool', '=', 'credits')
          .as('credits'),
      'schools.cost_per_activation',
    ])
    .where('school_members.user_id', '=', userId)
    .orderBy((eb) => eb.case().when('school_members.role', '=', 'manager').then(0).else(1).end())
    .orderBy('school_members.created_at')
    .orderBy('school_members.school_id')
    .executeTakeFirst();
}

export async function findUserRecord(db: Db, userId: number): Promise<UserRecord | undefined> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const [roleRows, student, school] = await Promise.all([
    db
      .selectFrom('user_roles')
      .leftJoin('role_permissions', 'role_permissions.role', 'user_roles.role')
      .select(['user_roles.role', 'role_permissions.permission'])
      .where('user_roles.user_id', '=', userId)
      .execute(),
    db
      .selectFrom('students')
      .select(['school_id', 'school_verified'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    findMemberSchool(db, userId),
  ]);
  // The school role holds only while the account belongs to a school (shared effectiveGrants).
  const { roles, permissions } = effectiveGrants(
    {
      roles: [...new Set(roleRows.map((r) => r.role as Role))],
      permissions: [
        ...new Set(roleRows.flatMap((r) => (r.permission ? [r.permission as Permission] : []))),
      ],
    },
    school !== undefined,
  );
  return {
    ...user,
    roles: [...roles],
    permissions: [...permissions],
    student: student
      ? { schoolId: student.school_id, schoolVerified: student.school_verified === 1 }
      : null,
    school: school
      ? {
          id: school.id,
          role: school.role as SchoolRole,
          status: school.status,
          packageCode: school.package_code,
          nextPackageCode: school.next_package_code,
          credits: Number(school.credits ?? 0),
          costPerActivation: school.cost_per_activation,
        }
      : null,
  };
}

export async function touchLastAccess(db: Db, userId: number, at: number): Promise<void> {
  await db.updateTable('users').set({ last_access: at }).where('id', '=', userId).execute();
}

export async function setUserLanguage(db: Db, userId: number, lang: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ lang, updated_at: Date.now() })
    .where('id', '=', userId)
    .execute();
}

export async function setUserPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: Date.now() })
    .where('id', '=', userId)
    .execute();
}

export interface NewUser {
  username: string;
  email: string;
  /** Null: the account signs in only through a social identity (user_identities). */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  jobTitle?: string;
  lang: string;
  status: number;
  sectionCode?: string | null;
  isDemo?: boolean;
  roles: Role[];
}

/** Inserts a user and its roles; call inside a transaction with the role-specific rows. */
export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const at = Date.now();
  const row = await db
    .insertInto('users')
    .values({
      username: user.username.trim().toLowerCase(),
      email: user.email.trim().toLowerCase(),
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      job_title: user.jobTitle ?? '',
      lang: user.lang,
      status: user.status,
      section_code: user.sectionCode ?? null,
      is_demo: user.isDemo ? 1 : 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setUserRoles(db, row.id, user.roles);
  return row.id;
}

/** Makes the user's roles exactly these (an API client's follow its configuration). */
export async function setUserRoles(db: Db, userId: number, roles: Role[]): Promise<void> {
  let removal = db.deleteFrom('user_roles').where('user_id', '=', userId);
  if (roles.length > 0) removal = removal.where('role', 'not in', roles);
  await removal.execute();
  if (roles.length === 0) return;
  await db
    .insertInto('user_roles')
    .values(roles.map((role) => ({ user_id: userId, role })))
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}
