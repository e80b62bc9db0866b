import {
  schoolSearchText,
  SchoolStatus,
  SectionStatus,
  StudentSchoolStatus,
  UserStatus,
  type Role,
} from '@kokpit/shared';
import type { Db } from '../db/database.js';
import { hashPassword } from '../features/auth/password-hash.js';
import { insertMembership } from '../features/schools/school-member.repository.js';
import { freeSchoolSlug } from '../features/schools/school-slug.repository.js';
import { refreshStudentSearchText } from '../features/students/student.repository.js';
import { insertUser } from '../features/users/user.repository.js';

export const FACTORY_PASSWORD = 'Factory#2026';
let cachedHash: Promise<string> | undefined;
const passwordHash = () => (cachedHash ??= hashPassword(FACTORY_PASSWORD));

let sequence = 0;
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

export interface BuiltUser {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** A saved user with roles (default: student role, active). */
export async function buildUser(
  db: Db,
  overrides: {
    username?: string;
    roles?: Role[];
    status?: number;
    lang?: string;
    firstName?: string;
    lastName?: string;
    /** users.is_demo: a student's demo limits until a school verifies them. */
    isDemo?: boolean;
  } = {},
): Promise<BuiltUser> {
  const username = overrides.username ?? unique('user');
  const email = `${username}@example.test`;
  const id = await insertUser(db, {
    username,
    email,
    passwordHash: await passwordHash(),
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? username,
    lang: overrides.lang ?? 'el',
    status: overrides.status ?? UserStatus.active,
    roles: overrides.roles ?? ['student'],
    isDemo: overrides.isDemo,
  });
  return { id, username, email, password: FACTORY_PASSWORD };
}

/** A saved student, optionally linked (and verified) to a school. */
export async function buildStudent(
  db: Db,
  overrides: {
    username?: string;
    schoolId?: number;
    verified?: boolean;
    status?: number;
    /** StudentSchoolStatus; active when a school is given, else none. */
    schoolStatus?: number;
    firstName?: string;
    lastName?: string;
    isDemo?: boolean;
    /** False on a database migrated back before 0007, which has no students.search_text. */
    searchable?: boolean;
  } = {},
): Promise<BuiltUser> {
  const user = await buildUser(db, { ...overrides, roles: ['student'] });
  await db
    .insertInto('students')
    .values({
      user_id: user.id,
      school_id: overrides.schoolId ?? null,
      school_status:
        overrides.schoolStatus ??
        (overrides.schoolId ? StudentSchoolStatus.active : StudentSchoolStatus.none),
      school_verified: overrides.verified ? 1 : 0,
      joined_school_at: overrides.schoolId ? Date.now() : null,
      created_at: Date.now(),
    })
    .execute();
  if (overrides.searchable !== false) await refreshStudentSearchText(db, user.id);
  return user;
}

/** A student the school accepted, with the car section activated by it. */
export async function buildActiveStudent(db: Db, schoolId: number): Promise<BuiltUser> {
  const user = await buildStudent(db, { schoolId, verified: true });
  const at = Date.now();
  await db
    .insertInto('student_sections')
    .values({
      student_id: user.id,
      section_code: 'car',
      status: SectionStatus.activated,
      school_id: schoolId,
      requested_at: at,
      activated_at: at,
      updated_at: at,
    })
    .execute();
  return user;
}

/** A saved running progress test of the car section; its id. */
export async function buildTest(db: Db, studentId: number, at = Date.now()): Promise<number> {
  const test = await db
    .insertInto('tests')
    .values({
      student_id: studentId,
      section_code: 'car',
      type: 'progress',
      date_started: at,
      date_updated: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return test.id;
}

/** A saved school account with its school row (approved unless told otherwise). */
export async function buildSchool(
  db: Db,
  overrides: {
    username?: string;
    status?: number;
    couponPrefix?: string;
    name?: string;
    city?: string;
    area?: string;
    lat?: number;
    lng?: number;
  } = {},
): Promise<BuiltUser & { schoolId: number; couponPrefix: string }> {
  const user = await buildUser(db, { ...overrides, roles: ['school'] });
  const at = Date.now();
  const place = {
    name: overrides.name ?? `School ${user.username}`,
    city: overrides.city ?? 'Θεσσαλονίκη',
    area: overrides.area ?? '',
    region: '',
  };
  const couponPrefix =
    overrides.couponPrefix ?? String(2000 + (sequence++ % 7000)).padStart(4, '0');
  const row = await db
    .insertInto('schools')
    .values({
      user_id: user.id,
      name: place.name,
      city: place.city,
      area: place.area,
      search_text: schoolSearchText(place),
      slug: await freeSchoolSlug(db, place.name),
      coupon_prefix: couponPrefix,
      status: overrides.status ?? SchoolStatus.approved,
      lat: overrides.lat ?? 40.64,
      lng: overrides.lng ?? 22.94,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertMembership(db, { schoolId: row.id, userId: user.id, role: 'manager', at });
  return { ...user, schoolId: row.id, couponPrefix };
}

/** A saved account that teaches at a school (school_members role teacher). */
export async function buildTeacher(
  db: Db,
  schoolId: number,
  overrides: { username?: string; lastName?: string } = {},
): Promise<BuiltUser> {
  const user = await buildUser(db, { ...overrides, roles: ['school'] });
  await insertMembership(db, { schoolId, userId: user.id, role: 'teacher', at: Date.now() });
  return user;
}

/** A saved message of the contact form (open unless `handledAt`), written `at` (default now). */
export async function buildContactMessage(
  db: Db,
  overrides: {
    userId?: number | null;
    name?: string;
    email?: string;
    subject?: string;
    text?: string;
    lang?: string;
    at?: number;
    handledAt?: number | null;
  } = {},
): Promise<number> {
  const name = overrides.name ?? unique('sender');
  const row = await db
    .insertInto('contact_messages')
    .values({
      user_id: overrides.userId ?? null,
      name,
      email: overrides.email ?? `${name}@example.test`,
      subject: overrides.subject ?? '',
      text: overrides.text ?? 'Καλησπέρα σας.',
      lang: overrides.lang ?? 'el',
      created_at: overrides.at ?? Date.now(),
      handled_at: overrides.handledAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
