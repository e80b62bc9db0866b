import type { Candidate } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { cachedSectionQuestions } from '../content/section-content-cache.js';
import { listStandings } from './practice.repository.js';

/*
 * The selection pool of a new test: every active question of the section (remembered, see
 * section-content-cache.ts) with the student's standing on it, read every time.
 */

/** Every active question of the section, by id, with the student's standing on it. */
export async function listCandidates(
  db: Db,
  studentId: number,
  section: string,
  at: number,
): Promise<Candidate[]> {
  const questions = await cachedSectionQuestions(db, section, at);
  const standings = new Map((await listStandings(db, studentId)).map((s) => [s.questionId, s]));
  return questions.map((q) => {
    const s = standings.get(q.id);
    if (!s) return { id: q.id, categoryId: q.categoryId };
    const { progress, dueAt, answeredAt, wrong, correctInRow } = s;
    return { id: q.id, categoryId: q.categoryId, progress, dueAt, answeredAt, wrong, correctInRow };
  });
}
