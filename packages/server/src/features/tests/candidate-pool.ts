import type { Candidate } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { listSectionQuestions, listStandings } from './tests.repository.js';

/*
 * The selection pool of a new test: every active question of the section with the student's
 * standing on it. The section's questions are bank content, changed only by an operator's
 * import, so they are remembered for a minute like the questions' texts (question-cache.ts);
 * the student's standings are read every time. Joining the bank to the standings in SQL cost
 * more than a millisecond per start (845 rows, three index look-ups each).
 */
const TTL_MS = 60_000;
const cache = new WeakMap<object, Map<string, { questions: Candidate[]; until: number }>>();

async function sectionQuestions(db: Db, section: string, at: number): Promise<Candidate[]> {
  let bySection = cache.get(db);
  if (!bySection) cache.set(db, (bySection = new Map()));
  const cached = bySection.get(section);
  if (cached && cached.until > at) return cached.questions;
  const questions = await listSectionQuestions(db, section);
  bySection.set(section, { questions, until: at + TTL_MS });
  return questions;
}

/** Every active question of the section, by id, with the student's standing on it. */
export async function listCandidates(
  db: Db,
  studentId: number,
  section: string,
  at: number,
): Promise<Candidate[]> {
  const questions = await sectionQuestions(db, section, at);
  const standings = new Map((await listStandings(db, studentId)).map((s) => [s.questionId, s]));
  return questions.map((q) => {
    const s = standings.get(q.id);
    if (!s) return { id: q.id, categoryId: q.categoryId };
    const { progress, dueAt, wrong, correctInRow } = s;
    return { id: q.id, categoryId: q.categoryId, progress, dueAt, wrong, correctInRow };
  });
}
