import type { Db } from '../../db/database.js';

/*
 * A few messages of the home page's contact form, so the operators' inbox (admin/contact) has
 * something to show on `npm start`: Greek ones, one in English, one from a signed-in student,
 * one already handled. Written once: a database with any contact message is left alone.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface DemoContact {
  name: string;
  email: string;
  subject: string;
  text: string;
  lang: string;
  ago: number;
  /** The account it was sent from (signed in), by username. */
  username?: string;
  /** Handled this long after it came. */
  handledAfter?: number;
}

const MESSAGES: DemoContact[] = [
  {
    name: 'Δημήτρης Καραγιάννης',
    email: 'd.karagiannis@example.gr',
    subject: 'Συνεργασία σχολής οδηγών',
    text: 'Καλησπέρα σας,\n\nέχουμε σχολή οδηγών στη Λάρισα με περίπου 60 μαθητές τον χρόνο. Πώς μπορούμε να γίνουμε συνεργαζόμενη σχολή και ποιο είναι το κόστος των μονάδων;\n\nΕυχαριστώ,\nΔημήτρης Καραγιάννης\n2410 123456',
    lang: 'el',
    ago: 2 * HOUR,
  },
  {
    name: 'Μαρία Νικολάου',
    email: 'demo-student@kokpit.gr',
    subject: 'Δεν βλέπω τα διαγωνίσματα μοτοσικλέτας',
    text: 'Γεια σας! Η σχολή μου ενεργοποίησε την κατηγορία αυτοκινήτου, αλλά θέλω να δώσω και για μοτοσικλέτα. Πρέπει να το ζητήσω από τη σχολή ή από εσάς;',
    lang: 'el',
    ago: 9 * HOUR,
    username: 'demo-student',
  },
  {
    name: 'Sarah Mitchell',
    email: 'sarah.mitchell@example.com',
    subject: 'Theory test in English?',
    text: 'Hello,\n\nI moved to Athens last year and I need a Greek driving licence. Can I take the practice tests in English, and is the real theory exam also available in English?\n\nKind regards,\nSarah',
    lang: 'en',
    ago: 1 * DAY + 3 * HOUR,
  },
  {
    name: 'Κώστας Αντωνίου',
    email: 'kostas.antoniou@example.gr',
    subject: '',
    text: 'Ξέχασα το όνομα χρήστη μου και το e-mail που είχα δηλώσει δεν το χρησιμοποιώ πια. Μπορείτε να με βοηθήσετε;',
    lang: 'el',
    ago: 2 * DAY + 5 * HOUR,
  },
  {
    name: 'Ελένη Παππά',
    email: 'eleni.pappa@example.gr',
    subject: 'Λάθος σε ερώτηση',
    text: 'Στην ερώτηση για την προτεραιότητα στον κυκλικό κόμβο νομίζω ότι η σωστή απάντηση είναι η Β και όχι η Γ, σύμφωνα με τον ΚΟΚ (άρθρο 26).',
    lang: 'el',
    ago: 4 * DAY,
    handledAfter: 5 * HOUR,
  },
];

/** Writes the demo contact messages; how many (0 when the table already has any). */
export async function seedDemoContactMessages(db: Db, now = Date.now()): Promise<number> {
  const any = await db.selectFrom('contact_messages').select('id').executeTakeFirst();
  if (any) return 0;
  for (const m of MESSAGES) {
    const user = m.username
      ? await db
          .selectFrom('users')
          .select('id')
          .where('username', '=', m.username)
          .executeTakeFirst()
      : undefined;
    const at = now - m.ago;
    await db
      .insertInto('contact_messages')
      .values({
        user_id: user?.id ?? null,
        name: m.name,
        email: m.email,
        subject: m.subject,
        text: m.text,
        lang: m.lang,
        created_at: at,
        handled_at: m.handledAfter === undefined ? null : at + m.handledAfter,
      })
      .execute();
  }
  return MESSAGES.length;
}
