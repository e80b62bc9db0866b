import { schoolSearchText } from '@kokpit/shared';
import { freeSchoolSlug } from '../schools/school-slug.repository.js';
import type { Db } from '../../db/database.js';
import { refreshStudentSearchText } from '../students/student.repository.js';

export interface NewStudent {
  userId: number;
  schoolId: number | null;
  schoolStatus: number;
  schoolVerified: boolean;
  age: number | null;
  gender: string | null;
  level: number;
  at: number;
}

/** The student row of a new student account (call inside the sign-up transaction). */
export async function insertStudent(db: Db, s: NewStudent): Promise<void> {
  await db
    .insertInto('students')
    .values({
      user_id: s.userId,
      school_id: s.schoolId,
      school_status: s.schoolStatus,
      school_verified: s.schoolVerified ? 1 : 0,
      age: s.age,
      gender: s.gender,
      level: s.level,
      joined_school_at: s.schoolId === null ? null : s.at,
      created_at: s.at,
    })
    .execute();
  await refreshStudentSearchText(db, s.userId);
}

export interface NewStudentSection {
  studentId: number;
  sectionCode: string;
  status: number;
  schoolId: number | null;
  activated: boolean;
  at: number;
}

export async function insertStudentSection(db: Db, s: NewStudentSection): Promise<void> {
  await db
    .insertInto('student_sections')
    .values({
      student_id: s.studentId,
      section_code: s.sectionCode,
      status: s.status,
      school_id: s.schoolId,
      requested_at: s.at,
      activated_at: s.activated ? s.at : null,
      updated_at: s.at,
    })
    .execute();
}

export interface NewSchool {
  userId: number;
  name: string;
  managerName: string;
  address: string;
  city: string;
  area: string;
  region: string;
  postalCode: string;
  phone: string;
  mobile: string;
  email: string;
  lat: number;
  lng: number;
  couponPrefix: string;
  status: number;
  at: number;
}

/** The school row of a new school account; returns the school id. */
export async function insertSchool(db: Db, s: NewSchool): Promise<number> {
  const row = await db
    .insertInto('schools')
    .values({
      user_id: s.userId,
      name: s.name,
      manager_name: s.managerName,
      address: s.address,
      city: s.city,
      area: s.area,
      region: s.region,
      postal_code: s.postalCode,
      phone: s.phone,
      mobile: s.mobile,
      email: s.email,
      lat: s.lat,
      lng: s.lng,
      coupon_prefix: s.couponPrefix,
      status: s.status,
      search_text: schoolSearchText(s),
      slug: await freeSchoolSlug(db, s.name),
      created_at: s.at,
      updated_at: s.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function couponPrefixTaken(db: Db, prefix: string): Promise<boolean> {
  const row = await db
    .selectFrom('schools')
    .select('id')
    .where('coupon_prefix', '=', prefix)
    .executeTakeFirst();
  return row !== undefined;
}

/** A school's approval status (SchoolStatus), or undefined when there is no such school. */
export async function findSchoolStatus(db: Db, schoolId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('schools')
    .select('status')
    .where('id', '=', schoolId)
    .executeTakeFirst();
  return row?.status;
}
