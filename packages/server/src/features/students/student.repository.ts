import { studentSearchText } from '@kokpit/shared';
import type { Db } from '../../db/database.js';

/** A student's own row: the school link and the profile fields beyond the user account. */
export interface StudentRow {
  userId: number;
  isDemo: boolean;
  sectionCode: string | null;
  schoolId: number | null;
  schoolStatus: number;
  schoolVerified: boolean;
  joinedSchoolAt: number | null;
  age: number | null;
  gender: string | null;
  level: number;
  /** students.settings as stored (JSON text). */
  settings: string;
}

export async function findStudent(db: Db, userId: number): Promise<StudentRow | undefined> {
  const row = await db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.user_id',
      'u.is_demo',
      'u.section_code',
      's.school_id',
      's.school_status',
      's.school_verified',
      's.joined_school_at',
      's.age',
      's.gender',
      's.level',
      's.settings',
    ])
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    userId: row.user_id,
    isDemo: row.is_demo === 1,
    sectionCode: row.section_code,
    schoolId: row.school_id,
    schoolStatus: row.school_status,
    schoolVerified: row.school_verified === 1,
    joinedSchoolAt: row.joined_school_at,
    age: row.age,
    gender: row.gender,
    level: row.level,
    settings: row.settings,
  };
}

/**
 * Takes the student's row lock for the rest of the transaction (a no-op update, portable to
 * SQLite, where writers are serialised anyway): two tabs acting at once then see each other's
 * changes instead of both passing a limit check. False when the student has no row.
 */
export async function lockStudent(db: Db, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('students')
    .set((eb) => ({ level: eb.ref('level') }))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether another account already uses this e-mail (stored lower-case). */
export async function emailUsedByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .where('id', '<>', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface AccountChanges {
  firstName: string;
  lastName: string;
  email: string;
  lang?: string;
  /** Only when the password changes. */
  passwordHash?: string;
}

export async function updateAccount(db: Db, userId: number, c: AccountChanges): Promise<void> {
  await db
    .updateTable('users')
    .set({
      first_name: c.firstName,
      last_name: c.lastName,
      email: c.email.trim().toLowerCase(),
      ...(c.lang ? { lang: c.lang } : {}),
      ...(c.passwordHash ? { password_hash: c.passwordHash } : {}),
      updated_at: Date.now(),
    })
    .where('id', '=', userId)
    .execute();
  await refreshStudentSearchText(db, userId);
}

/**
 * Rewrites the student's searchable text (students.search_text) from their name, username,
 * e-mail and phone; call in the transaction that changed any of them. No-op for a non-student.
 */
export async function refreshStudentSearchText(db: Db, userId: number): Promise<void> {
  const row = await db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.first_name', 'u.last_name', 'u.username', 'u.email', 's.phone'])
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return;
  const text = studentSearchText({
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    email: row.email,
    phone: row.phone,
  });
  await db
    .updateTable('students')
    .set({ search_text: text })
    .where('user_id', '=', userId)
    .execute();
}

export interface StudentDetails {
  /** undefined leaves a field as it is; null clears it. */
  age?: number | null;
  gender?: string | null;
  level?: number;
}

export async function updateStudentDetails(
  db: Db,
  userId: number,
  d: StudentDetails,
): Promise<void> {
  const set = {
    ...(d.age !== undefined ? { age: d.age } : {}),
    ...(d.gender !== undefined ? { gender: d.gender } : {}),
    ...(d.level !== undefined ? { level: d.level } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('students').set(set).where('user_id', '=', userId).execute();
}

export async function updateSettings(db: Db, userId: number, settings: string): Promise<void> {
  await db.updateTable('students').set({ settings }).where('user_id', '=', userId).execute();
}

export interface SchoolLink {
  schoolId: number;
  schoolStatus: number;
  verified: boolean;
  at: number;
}

/** Links the student to a school; a verified link also ends the demo (users.is_demo). */
export async function setSchoolLink(db: Db, userId: number, link: SchoolLink): Promise<void> {
  await db
    .updateTable('students')
    .set({
      school_id: link.schoolId,
      school_status: link.schoolStatus,
      school_verified: link.verified ? 1 : 0,
      joined_school_at: link.at,
      archive_result: null,
      archived_at: null,
    })
    .where('user_id', '=', userId)
    .execute();
  if (link.verified) {
    await db
      .updateTable('users')
      .set({ is_demo: 0, updated_at: link.at })
      .where('id', '=', userId)
      .execute();
  }
}
