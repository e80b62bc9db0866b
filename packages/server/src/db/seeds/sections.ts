import type { SectionCode } from '@kokpit/shared';
import type { Db } from '../database.js';

/** Exam settings of one licence section (sources of each value: docs/CONTENT.md). */
export interface SectionSeed {
  code: SectionCode;
  icon: string;
  questionsPerTest: number;
  minutes: number;
  errorsAllowed: number;
  /** Success % below which the ministry simulation stays blocked (SPEC §4). */
  minSuccess: number;
  /** Where the numbers come from, in Greek for the operators (back office, `sections`). */
  settingsSource: string;
}

/** Our own default: a student who answers fewer than 60% right is not ready for a mock exam. */
export const DEFAULT_MIN_SUCCESS = 60;

/** Kept in the back office beside the numbers; docs/CONTENT.md says the same in English. */
const OUR_MIN_SUCCESS = 'Ελάχιστο ποσοστό επιτυχίας 60%: δική μας επιλογή.';

export const SECTION_SEEDS: readonly SectionSeed[] = [
  {
    code: 'car', icon: 'car', questionsPerTest: 30, minutes: 35, errorsAllowed: 1, minSuccess: DEFAULT_MIN_SUCCESS,
    settingsSource: `Ερωτήσεις και λάθη: η εξέταση του Υπουργείου κληρώνει 30 ερωτήσεις από το βιβλίο του αυτοκινήτου και περνά με έως ένα λάθος (auto-moto.com.gr «Εξετάσεις»· mantsosdrive.gr «Εκπαίδευση»). Λεπτά: δική μας επιλογή, καθώς δεν υπάρχει επίσημη πηγή· οι ιστότοποι εξάσκησης δίνουν συνήθως 35 λεπτά για 30 ερωτήσεις. ${OUR_MIN_SUCCESS}`,
  },
  {
    code: 'bike', icon: 'motorcycle', questionsPerTest: 10, minutes: 15, errorsAllowed: 1, minSuccess: DEFAULT_MIN_SUCCESS,
    settingsSource: `Ερωτήσεις και λάθη: 10 ερωτήσεις, έως ένα λάθος (auto-moto.com.gr). Λεπτά: δική μας επιλογή· με τον ρυθμό του αυτοκινήτου θα ήταν 12, τα 15 αφήνουν χρόνο για τις εικόνες. ${OUR_MIN_SUCCESS}`,
  },
  {
    code: 'truck', icon: 'truck', questionsPerTest: 30, minutes: 35, errorsAllowed: 3, minSuccess: DEFAULT_MIN_SUCCESS,
    settingsSource: `Δική μας επιλογή σε όλα: οι αριθμοί για το φορτηγό δεν επιβεβαιώνονται από δημόσια πηγή· μια ελληνική εφαρμογή εξάσκησης χρησιμοποιεί 30 ερωτήσεις, 45 λεπτά και 3 λάθη, άλλες διαφέρουν. ${OUR_MIN_SUCCESS}`,
  },
  {
    code: 'bus', icon: 'bus', questionsPerTest: 30, minutes: 35, errorsAllowed: 3, minSuccess: DEFAULT_MIN_SUCCESS,
    settingsSource: `Δική μας επιλογή, όπως στο φορτηγό: δεν υπάρχει δημόσια πηγή. ${OUR_MIN_SUCCESS}`,
  },
  {
    code: 'ptruck', icon: 'truck-pro', questionsPerTest: 30, minutes: 40, errorsAllowed: 3, minSuccess: DEFAULT_MIN_SUCCESS,
    settingsSource: `Δική μας επιλογή: δεν υπάρχει δημόσια πηγή. Η βασική ύλη μαζί με το ADR είναι μεγαλύτερη, γι' αυτό δίνουμε περισσότερο χρόνο. ${OUR_MIN_SUCCESS}`,
  },
  {
    code: 'pbus', icon: 'bus-pro', questionsPerTest: 30, minutes: 40, errorsAllowed: 3, minSuccess: DEFAULT_MIN_SUCCESS,
    settingsSource: `Δική μας επιλογή, όπως στο επαγγελματικό φορτηγό: δεν υπάρχει δημόσια πηγή. ${OUR_MIN_SUCCESS}`,
  },
]; // prettier-ignore

/**
 * Inserts the sections that are missing. Existing rows are never touched: an operator may have
 * changed their exam settings. Returns the codes inserted.
 */
export async function seedSections(db: Db, at: number = Date.now()): Promise<SectionCode[]> {
  const rows = SECTION_SEEDS.map((s, position) => ({
    code: s.code,
    position,
    icon: s.icon,
    questions_per_test: s.questionsPerTest,
    minutes: s.minutes,
    errors_allowed: s.errorsAllowed,
    min_success: s.minSuccess,
    settings_source: s.settingsSource,
    updated_at: at,
  }));
  const inserted = await db
    .insertInto('sections')
    .values(rows)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .execute();
  const codes = new Set(inserted.map((r) => r.code));
  return SECTION_SEEDS.map((s) => s.code).filter((code) => codes.has(code));
}
