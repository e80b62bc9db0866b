import {
  schoolSearchText,
  SchoolStatus,
  SectionStatus,
  StudentSchoolStatus,
  UserStatus,
} from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { hashPassword } from '../auth/password-hash.js';
import { insertUser } from '../users/user.repository.js';

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

/**
 * Creates the demo accounts of the platform issue once (by username): an approved school, a
 * linked student with car activated, a student with no school, and an operator.
 */
export async function seedDemoAccounts(db: Db): Promise<boolean> {
  if (await exists(db, 'demo-school')) return false;
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
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

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
