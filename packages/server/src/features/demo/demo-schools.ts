import { schoolSearchText, SchoolStatus, UserStatus } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { hashPassword } from '../auth/password-hash.js';
import { insertMembership } from '../schools/school-member.repository.js';
import { freeSchoolSlug } from '../schools/school-slug.repository.js';
import { insertUser } from '../users/user.repository.js';
import { DEMO_PASSWORD } from './demo-seed.js';

/*
 * Approved demo schools in other Greek cities, so the maps and the place search have something
 * to show beyond the demo school in Athens (none in Attica: its pin stays on its own).
 */
const CITIES = [
  ['thessaloniki', 'Σχολή Οδηγών Λευκός Πύργος', 'Τσιμισκή 45', 'Θεσσαλονίκη', 'Κεντρική Μακεδονία', '54623', 40.6325, 22.9422, '2310123456'],
  ['kalamaria', 'Σχολή Οδηγών Καλαμαριάς', 'Κομνηνών 12', 'Καλαμαριά', 'Κεντρική Μακεδονία', '55131', 40.583, 22.95, '2310445566'],
  ['patra', 'Σχολή Οδηγών Αχαΐα', 'Μαιζώνος 80', 'Πάτρα', 'Δυτική Ελλάδα', '26221', 38.2466, 21.7346, '2610223344'],
  ['irakleio', 'Σχολή Οδηγών Κνωσός', 'Λεωφόρος Καλοκαιρινού 50', 'Ηράκλειο', 'Κρήτη', '71202', 35.3387, 25.1442, '2810334455'],
  ['larisa', 'Σχολή Οδηγών Όλυμπος', 'Παπαναστασίου 20', 'Λάρισα', 'Θεσσαλία', '41222', 39.639, 22.4191, '2410556677'],
  ['ioannina', 'Σχολή Οδηγών Παμβώτιδα', 'Δωδώνης 15', 'Ιωάννινα', 'Ήπειρος', '45221', 39.665, 20.8537, '2651077889'],
  ['volos', 'Σχολή Οδηγών Αργώ', 'Ιάσονος 30', 'Βόλος', 'Θεσσαλία', '38221', 39.3622, 22.942, '2421099887'],
  ['chania', 'Σχολή Οδηγών Λευκά Όρη', 'Χάληδων 10', 'Χανιά', 'Κρήτη', '73131', 35.5138, 24.018, '2821011223'],
  ['rodos', 'Σχολή Οδηγών Κολοσσός', 'Αυστραλίας 5', 'Ρόδος', 'Νότιο Αιγαίο', '85100', 36.441, 28.2225, '2241022334'],
  ['kavala', 'Σχολή Οδηγών Φίλιπποι', 'Ομονοίας 40', 'Καβάλα', 'Ανατολική Μακεδονία και Θράκη', '65302', 40.9378, 24.4129, '2510033445'],
] as const; // prettier-ignore

function textsOf(name: string, city: string): string {
  return JSON.stringify({
    el: {
      welcome: `Καλώς ήρθατε στη ${name}!`,
      description: `Μαθήματα θεωρίας και οδήγησης για αυτοκίνητο και μοτοσικλέτα στην πόλη ${city}. Εξασκηθείτε στα τεστ του ΚΟΚ με το Kokpit και ελάτε στις εξετάσεις έτοιμοι.`,
    },
    en: {
      welcome: `Welcome to ${name}!`,
      description: `Theory and driving lessons for cars and motorcycles in ${city}. Practise the highway code tests with Kokpit and come to the exam ready.`,
    },
  });
}

/** Adds the demo schools of other cities that are missing (by username). How many were added. */
export async function seedDemoCitySchools(db: Db): Promise<number> {
  const usernames = CITIES.map(([key]) => `demo-school-${key}`);
  const existing = new Set(
    (
      await db.selectFrom('users').select('username').where('username', 'in', usernames).execute()
    ).map((r) => r.username),
  );
  const missing = CITIES.filter(([key]) => !existing.has(`demo-school-${key}`));
  if (missing.length === 0) return 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const at = Date.now();
  for (const [key, name, address, city, region, postalCode, lat, lng, phone] of missing) {
    await db.transaction().execute(async (trx) => {
      const userId = await insertUser(trx, {
        username: `demo-school-${key}`,
        email: `demo-school-${key}@kokpit.gr`,
        passwordHash,
        firstName: 'Demo',
        lastName: city,
        jobTitle: 'Υπεύθυνος σχολής',
        lang: 'el',
        status: UserStatus.active,
        roles: ['school'],
      });
      const place = { name, city, area: '', region };
      const school = await trx
        .insertInto('schools')
        .values({
          user_id: userId,
          ...place,
          manager_name: `Demo ${city}`,
          address,
          postal_code: postalCode,
          phone,
          email: `demo-school-${key}@kokpit.gr`,
          lat,
          lng,
          coupon_prefix: String(1100 + CITIES.findIndex(([k]) => k === key)),
          status: SchoolStatus.approved,
          approved_at: at,
          texts: textsOf(name, city),
          search_text: schoolSearchText(place),
          slug: await freeSchoolSlug(trx, name),
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertMembership(trx, { schoolId: school.id, userId, role: 'manager', at });
    });
  }
  return missing.length;
}
