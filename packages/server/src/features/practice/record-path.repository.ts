import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';

/**
 * Serialises work on one student's answers on PostgreSQL (SQLite runs one transaction at a time)
 * with a batch of answers being recorded, which locks its students the same way
 * (`lockStudentsPg`): the duplicate checks, the standing read before its write and the
 * completion count all assume nothing else of the student is being recorded meanwhile. Its own
 * statement, so the reads after it see what a transaction it waited for has committed.
 */
export async function lockStudent(db: Db, dialect: Dialect, studentId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select user_id from students where user_id = ${studentId} for update`.execute(db);
}
