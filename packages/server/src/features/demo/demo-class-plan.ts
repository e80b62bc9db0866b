import { Limits, seededRandom, StudentSchoolStatus } from '@kokpit/shared';

/*
 * The demo school's class (issue 17): about 40 students in every state, with answers and
 * simulations over the last weeks, so each school page has something to show on `npm start`.
 * Planned here from a fixed seed (the same class on every machine), written by demo-class.ts.
 */

const DAY = 24 * 60 * 60 * 1000;

/**
 * [first name, last name, Latin username]; the first 8 are asked-to-join requests, so the
 * students the demo's messages are with (demo-messages.ts) come after them.
 */
const ROSTER: readonly [string, string, string][] = [
  ['Κωνσταντίνος', 'Ιωάννου', 'kostas.ioannou'],
  ['Άννα', 'Χριστοδούλου', 'anna.christo'],
  ['Δημήτρης', 'Οικονόμου', 'dimitris.oik'],
  ['Παναγιώτης', 'Αθανασίου', 'panos.ath'],
  ['Γιάννης', 'Καραγιάννης', 'giannis.kar'],
  ['Μαρία', 'Αντωνίου', 'maria.ant'],
  ['Νικόλαος', 'Μακρής', 'nikos.makris'],
  ['Σοφία', 'Κωνσταντίνου', 'sofia.kon'],
  ['Αλέξανδρος', 'Παπαδάκης', 'alex.papadakis'],
  ['Κατερίνα', 'Γεωργίου', 'katerina.g'],
  ['Ελένη', 'Βασιλείου', 'eleni.vas'],
  ['Χριστίνα', 'Δημητρίου', 'christina.dim'],
  ['Βασίλης', 'Παπαγεωργίου', 'vasilis.pg'],
  ['Ιωάννα', 'Σταματοπούλου', 'ioanna.stam'],
  ['Γεώργιος', 'Ζαχαρίου', 'giorgos.zach'],
  ['Δέσποινα', 'Μιχαηλίδου', 'despina.mich'],
  ['Μιχάλης', 'Πετρόπουλος', 'michalis.petr'],
  ['Αγγελική', 'Ραφαηλίδου', 'aggeliki.raf'],
  ['Σπύρος', 'Λαμπράκης', 'spyros.lamp'],
  ['Ευαγγελία', 'Τσιμπούκη', 'evangelia.ts'],
  ['Θανάσης', 'Κυριακίδης', 'thanasis.kyr'],
  ['Φωτεινή', 'Αλεξίου', 'foteini.alex'],
  ['Στέλιος', 'Ξενάκης', 'stelios.xen'],
  ['Βασιλική', 'Μαυρίδου', 'vasiliki.mavr'],
  ['Χρήστος', 'Παππάς', 'christos.pappas'],
  ['Νεφέλη', 'Σαμαρά', 'nefeli.samara'],
  ['Ηλίας', 'Κουτσούρης', 'ilias.kouts'],
  ['Ραφαέλα', 'Ντόκου', 'rafaela.ntokou'],
  ['Λευτέρης', 'Φραγκιαδάκης', 'lefteris.fr'],
  ['Μυρτώ', 'Χατζηδάκη', 'myrto.chatz'],
  ['Άρης', 'Μπαλτάς', 'aris.baltas'],
  ['Ζωή', 'Τριανταφύλλου', 'zoi.trianta'],
  ['Πέτρος', 'Γιαννακόπουλος', 'petros.giann'],
  ['Θεοδώρα', 'Καλογεράκη', 'theodora.kal'],
  ['Οδυσσέας', 'Ρήγας', 'odysseas.rigas'],
  ['Ευτυχία', 'Λιάπη', 'eftychia.liapi'],
  ['Τάσος', 'Δρόσος', 'tasos.drosos'],
  ['Μαργαρίτα', 'Σιδέρη', 'margarita.sid'],
  ['Ορέστης', 'Βλάχος', 'orestis.vlachos'],
  ['Ειρήνη', 'Κατσαρού', 'eirini.katsarou'],
];

export interface ClassMember {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string;
  /** StudentSchoolStatus. */
  schoolStatus: number;
  /** students.archive_result 1–3 for the archived. */
  archiveResult: number | null;
  archiveComment: string;
  comments: string;
  /** Overall progress to aim for in the car section, 0–100. */
  progress: number;
  /** Also learning for the motorcycle licence. */
  withBike: boolean;
  joinedAt: number;
  lastAccess: number;
  archivedAt: number | null;
  /** Simulations (ministry tests) taken. */
  simulations: number;
}

const ARCHIVE_COMMENTS = [
  'Πέρασε με την πρώτη, άψογη προετοιμασία.',
  'Πέρασε στη δεύτερη προσπάθεια.',
  'Χρειάστηκε αρκετές προσπάθειες, αλλά τα κατάφερε.',
];

/**
 * The class: 8 pending (asked to join, still in the demo), 22 active at every stage, 10
 * archived (4 passed at the 1st attempt, 3 at the 2nd, 3 later).
 */
export function planDemoClass(now: number): ClassMember[] {
  const random = seededRandom(17);
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  return ROSTER.map(([firstName, lastName, username], i) => {
    const pending = i < 8;
    const archived = i >= 30;
    const schoolStatus = pending
      ? StudentSchoolStatus.pending
      : archived
        ? StudentSchoolStatus.archived
        : StudentSchoolStatus.active;
    const archiveResult = archived ? (i < 34 ? 1 : i < 37 ? 2 : 3) : null;
    const progress = pending
      ? between(0, 12)
      : archived
        ? between(72, 96)
        : Math.round(((i - 8) / 21) * 88);
    const joinedAt = now - between(pending ? 0 : 20, pending ? 6 : 120) * DAY;
    const archivedAt = archived ? now - between(2, 40) * DAY : null;
    const lastAccess = archived
      ? archivedAt! - between(0, 2) * DAY
      : now - between(0, pending ? 3 : 14) * DAY - between(0, 20) * 60 * 60 * 1000;
    return {
      firstName,
      lastName,
      username,
      email: `${username}@example.gr`,
      phone: `69${between(10, 99)} ${between(100, 999)} ${between(100, 999)}`,
      schoolStatus,
      archiveResult,
      archiveComment: archiveResult ? ARCHIVE_COMMENTS[archiveResult - 1]! : '',
      comments: i % 7 === 3 ? 'Να επιμείνει στις ερωτήσεις προτεραιότητας.' : '',
      progress,
      withBike: !pending && i % 5 === 0,
      joinedAt,
      lastAccess,
      archivedAt,
      simulations: progress >= 40 ? between(1, archived ? 4 : 3) : 0,
    };
  });
}

/** One question of the section as the plan needs it. */
export interface PlanQuestion {
  id: number;
  categoryId: number;
  rightAnswerId: number;
  wrongAnswerId: number;
}

/** A student's standing on one question, as the answers would have left it. */
export interface PlannedStanding {
  questionId: number;
  categoryId: number;
  progress: number;
  replies: number;
  correct: number;
  wrong: number;
  correctInRow: number;
  level: number;
  dateViewed: number;
}

/**
 * Standings that add up to about the member's progress: the further along, the more of the
 * bank seen and the better known (at most 400 questions, to keep the seed quick).
 */
export function planStandings(
  member: ClassMember,
  questions: readonly PlanQuestion[],
  now: number,
  random: () => number,
): PlannedStanding[] {
  if (member.progress === 0 || questions.length === 0) return [];
  const seen = Math.min(
    questions.length,
    400,
    Math.max(5, Math.round(questions.length * Math.min(1, member.progress / 80 + 0.1))),
  );
  const average = Math.min(100, (member.progress * questions.length) / seen);
  const since = Math.max(now - 28 * DAY, member.joinedAt);
  return questions.slice(0, seen).map((q) => {
    const progress = Math.max(
      0,
      Math.min(Limits.maxProgress, Math.round(average + (random() - 0.5) * 40)),
    );
    const replies = 1 + Math.round(progress / 25) + Math.floor(random() * 3);
    const correct = Math.min(replies, Math.round(replies * (0.45 + progress / 200)));
    return {
      questionId: q.id,
      categoryId: q.categoryId,
      progress,
      replies,
      correct,
      wrong: replies - correct,
      correctInRow: progress > Limits.learnedProgress ? 3 : progress > 50 ? 1 : 0,
      level: Math.max(1, Math.min(5, Math.ceil(progress / 20))),
      dateViewed: Math.min(member.lastAccess, since + Math.floor(random() * (now - since))),
    };
  });
}
