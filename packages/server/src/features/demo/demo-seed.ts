import {
  schoolSearchText,
  SchoolStatus,
  SectionStatus,
  StudentSchoolStatus,
  UserStatus,
} from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { hashPassword } from '../auth/password-hash.js';
import { seedDemoBilling } from './demo-billing-seed.js';
import { findMembership, insertMembership } from '../schools/school-member.repository.js';
import { seedDemoMessages } from './demo-messages.js';
import { freeSchoolSlug } from '../schools/school-slug.repository.js';
import { seedDemoClass } from './demo-class.js';
import { insertUser } from '../users/user.repository.js';
import { refreshStudentSearchText } from '../students/student.repository.js';

const DEMO_SCHOOL_PLACE = {
  name: 'Σχολή Οδηγών Kokpit Demo',
  city: 'Αθήνα',
  area: 'Κέντρο',
  region: 'Αττική',
};

export const DEMO_PASSWORD = 'Kokpit!2026';

export interface DemoAccount {
  username: string;
  role: string;
  description: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'demo-school',
    role: 'school',
    description: 'approved driving school (coupon prefix 1000)',
  },
  {
    username: 'demo-teacher',
    role: 'school',
    description: 'teacher at demo-school: students, theory, messages; no packages or credits',
  },
  {
    username: 'demo-student',
    role: 'student',
    description: 'student of demo-school, car section activated',
  },
  {
    username: 'demo-trial',
    role: 'student',
    description: 'student without a school (demo limits)',
  },
  { username: 'admin', role: 'administrator', description: 'back-office operator' },
];

async function exists(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  return row !== undefined;
}

/** demo-teacher: a second account of the demo school, a teacher (school_members). */
async function insertDemoTeacher(
  db: Db,
  schoolId: number,
  passwordHash: string,
  at: number,
): Promise<void> {
  const userId = await insertUser(db, {
    username: 'demo-teacher',
    email: 'demo-teacher@kokpit.gr',
    passwordHash,
    firstName: 'Ελένη',
    lastName: 'Δημητρίου',
    jobTitle: 'Εκπαιδεύτρια',
    lang: 'el',
    status: UserStatus.active,
    roles: ['school'],
  });
  await insertMembership(db, { schoolId, userId, role: 'teacher', at });
}

/** A demo database seeded before teachers existed gains its teacher; whether one was added. */
async function addMissingDemoTeacher(db: Db): Promise<boolean> {
  if (await exists(db, 'demo-teacher')) return false;
  const manager = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo-school')
    .executeTakeFirst();
  const membership = manager ? await findMembership(db, manager.id) : undefined;
  if (!membership) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .transaction()
    .execute((trx) => insertDemoTeacher(trx, membership.schoolId, passwordHash, Date.now()));
  return true;
}

/**
 * Creates the demo accounts of the platform issue once (by username): an approved school with
 * its manager and a teacher, a linked student with car activated, a student with no school, and
 * an operator. Whether any account was created.
 */
export async function seedDemoAccounts(db: Db): Promise<boolean> {
  if (await exists(db, 'demo-school')) return addMissingDemoTeacher(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const at = Date.now();
  await db.transaction().execute(async (trx) => {
    const schoolUserId = await insertUser(trx, {
      username: 'demo-school',
      email: 'demo-school@kokpit.gr',
      passwordHash,
      firstName: 'Γιώργος',
      lastName: 'Παπαδόπουλος',
      jobTitle: 'Υπεύθυνος σχολής',
      lang: 'el',
      status: UserStatus.active,
      roles: ['school'],
    });
    const school = await trx
      .insertInto('schools')
      .values({
        user_id: schoolUserId,
        ...DEMO_SCHOOL_PLACE,
        manager_name: 'Γιώργος Παπαδόπουλος',
        address: 'Πανεπιστημίου 10',
        postal_code: '10671',
        phone: '2101234567',
        mobile: '6900000000',
        email: 'demo-school@kokpit.gr',
        lat: 37.9799,
        lng: 23.7331,
        coupon_prefix: '1000',
        status: SchoolStatus.approved,
        approved_at: at,
        credits: 20,
        search_text: schoolSearchText(DEMO_SCHOOL_PLACE),
        slug: await freeSchoolSlug(trx, DEMO_SCHOOL_PLACE.name),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertMembership(trx, {
      schoolId: school.id,
      userId: schoolUserId,
      role: 'manager',
      at,
    });
    await insertDemoTeacher(trx, school.id, passwordHash, at);

    const studentId = await insertUser(trx, {
      username: 'demo-student',
      email: 'demo-student@kokpit.gr',
      passwordHash,
      firstName: 'Μαρία',
      lastName: 'Νικολάου',
      lang: 'el',
      status: UserStatus.active,
      sectionCode: 'car',
      roles: ['student'],
    });
    await trx
      .insertInto('students')
      .values({
        user_id: studentId,
        school_id: school.id,
        school_status: StudentSchoolStatus.active,
        school_verified: 1,
        joined_school_at: at,
        created_at: at,
      })
      .execute();
    await trx
      .insertInto('student_sections')
      .values({
        student_id: studentId,
        section_code: 'car',
        status: SectionStatus.activated,
        school_id: school.id,
        requested_at: at,
        activated_at: at,
        updated_at: at,
      })
      .execute();

    const trialId = await insertUser(trx, {
      username: 'demo-trial',
      email: 'demo-trial@kokpit.gr',
      passwordHash,
      firstName: 'Νίκος',
      lastName: 'Γεωργίου',
      lang: 'el',
      status: UserStatus.active,
      sectionCode: 'car',
      isDemo: true,
      roles: ['student'],
    });
    await trx.insertInto('students').values({ user_id: trialId, created_at: at }).execute();
    await trx
      .insertInto('student_sections')
      .values({
        student_id: trialId,
        section_code: 'car',
        status: SectionStatus.requested,
        requested_at: at,
        updated_at: at,
      })
      .execute();

    // Searched for and sorted by name in the school's lists, like every other student.
    await refreshStudentSearchText(trx, studentId);
    await refreshStudentSearchText(trx, trialId);

    await seedDemoBilling(trx, { schoolId: school.id, couponPrefix: '1000', studentId, at });

    await insertUser(trx, {
      username: 'admin',
      email: 'admin@kokpit.gr',
      passwordHash,
      firstName: 'Kokpit',
      lastName: 'Operator',
      jobTitle: 'Operator',
      lang: 'el',
      status: UserStatus.active,
      roles: ['administrator'],
    });
  });
  return true;
}

/**
 * The demo school's class (demo-class.ts): about 40 students in every state, with answers and
 * simulations, added to a demo school that lacks them. How many students were added.
 */
export async function seedDemoSchoolClass(db: Db): Promise<number> {
  const manager = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo-school')
    .executeTakeFirst();
  const membership = manager ? await findMembership(db, manager.id) : undefined;
  if (!membership) return 0;
  // Hashing is the slow part: asked for only when a student is missing.
  const added = await seedDemoClass(db, {
    id: membership.schoolId,
    passwordHash: () => hashPassword(DEMO_PASSWORD),
  });
  await seedDemoMessages(db, membership.schoolId);
  return added;
}
