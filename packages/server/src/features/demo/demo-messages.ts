import type { Db } from '../../db/database.js';
import { insertMessage } from '../messages/messages.repository.js';

/*
 * The demo school's conversations with a few of its students (issue 18), so the inbox and the
 * student's messages panel have something to show on `npm start`. Written once: a school that
 * already has a thread is left alone.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * [who writes: school manager, teacher or the student, text, how long ago, read]; each thread
 * is with a student the school accepted (a request opens none: demo-class-plan.ts).
 */
type Line = ['school' | 'teacher' | 'student', string, number, boolean];

const THREADS: Record<string, Line[]> = {
  'demo-student': [
    [
      'student',
      'Καλησπέρα! Μπορώ να κλείσω το πρώτο μάθημα οδήγησης για την επόμενη εβδομάδα;',
      3 * DAY,
      true,
    ],
    [
      'school',
      'Καλησπέρα Μαρία! Ναι, έχουμε διαθέσιμη ώρα την Τρίτη στις 17:00. Σας βολεύει;',
      3 * DAY - 2 * HOUR,
      true,
    ],
    ['student', 'Τέλεια, την Τρίτη στις 17:00. Ευχαριστώ πολύ!', 3 * DAY - 90 * 60 * 1000, true],
    [
      'teacher',
      'Μην ξεχάσετε να φέρετε την ταυτότητα και το παράβολο. Στα τεστ προόδου τα πάτε πολύ καλά, συνεχίστε έτσι!',
      5 * HOUR,
      false,
    ],
  ],
  'alex.papadakis': [
    [
      'student',
      'Γεια σας, δεν καταλαβαίνω την ερώτηση για την προτεραιότητα στον κυκλικό κόμβο. Μπορούμε να τη δούμε στο μάθημα;',
      2 * DAY,
      true,
    ],
    [
      'teacher',
      'Φυσικά, Αλέξανδρε. Την Πέμπτη στη θεωρία θα κάνουμε ολόκληρη ενότητα για τους κόμβους.',
      2 * DAY - 3 * HOUR,
      true,
    ],
    ['student', 'Ευχαριστώ! Θα είμαι εκεί.', 40 * 60 * 1000, false],
  ],
  'katerina.g': [
    [
      'school',
      'Κατερίνα, η εξέταση θεωρίας σας ορίστηκε για τις 14 του μήνα στις 9:00, στο ΚΕΠ Αμπελοκήπων.',
      6 * DAY,
      true,
    ],
    [
      'student',
      'Πολύ ωραία, ευχαριστώ! Πόσα διαγωνίσματα προτείνετε να κάνω μέχρι τότε;',
      5 * DAY,
      true,
    ],
    [
      'school',
      'Τουλάχιστον ένα διαγώνισμα την ημέρα, και επαναλάβετε τα λάθη σας από τα στατιστικά.',
      5 * DAY - 4 * HOUR,
      true,
    ],
  ],
  'eleni.vas': [
    [
      'student',
      'Καλημέρα, μπορούμε να μεταφέρουμε το αυριανό μάθημα για το απόγευμα;',
      3 * HOUR,
      false,
    ],
  ],
};

async function idOf(db: Db, username: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  return row?.id;
}

/** Seeds the demo school's threads; how many messages were written (0 when they are there). */
export async function seedDemoMessages(
  db: Db,
  schoolId: number,
  now = Date.now(),
): Promise<number> {
  const any = await db
    .selectFrom('message_threads')
    .select('id')
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  if (any) return 0;
  const manager = await idOf(db, 'demo-school');
  const teacher = (await idOf(db, 'demo-teacher')) ?? manager;
  if (manager === undefined || teacher === undefined) return 0;
  let written = 0;
  for (const [username, lines] of Object.entries(THREADS)) {
    const studentId = await idOf(db, username);
    if (studentId === undefined) continue;
    for (const [i, [who, text, ago, read]] of lines.entries()) {
      const at = now - ago;
      const fromStudent = who === 'student';
      const senderId = fromStudent ? studentId : who === 'teacher' ? teacher : manager;
      const id = await insertMessage(db, {
        schoolId,
        studentId,
        senderId,
        recipientId: fromStudent ? manager : studentId,
        clientId: `demo-${username}-${i}`,
        text,
        at,
      });
      if (id !== null && read) {
        await db
          .updateTable('messages')
          .set({ read_at: at + HOUR / 2 })
          .where('id', '=', id)
          .execute();
      }
      written++;
    }
  }
  return written;
}
