import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { NewTest } from './practice.repository.js';

/*
 * Creating tests on PostgreSQL: a batch of starts in one transaction of four round trips,
 * whatever its size (BEGIN, one cancel, one insert of the tests and their questions, COMMIT),
 * instead of three statements per start. The starts of a batch run one batch at a time
 * (test-start.service.ts), so under load this is what bounded the rate of starts, and with it
 * the rate of answers: a learner starts a test every twenty answers. The same rows as
 * `createTestsSqlite` (practice-sqlite.repository.ts) writes one start at a time.
 */

/** Splits a batch so each round holds a student's section at most once, in arrival order. */
function roundsBySection(creations: readonly NewTest[]): { c: NewTest; index: number }[][] {
  const rounds: { c: NewTest; index: number }[][] = [];
  const seen = new Map<string, number>();
  creations.forEach((c, index) => {
    const key = `${c.studentId}:${c.section}`;
    const round = seen.get(key) ?? 0;
    seen.set(key, round + 1);
    (rounds[round] ??= []).push({ c, index });
  });
  return rounds;
}

/**
 * Cancels the running test of each start's section and creates the new ones: one statement for
 * the cancels (before the inserts, which the one-running-test index checks at once), one for
 * the tests and their questions.
 */
async function createRound(db: Db, round: readonly NewTest[]): Promise<number[]> {
  const col = <T>(pick: (c: NewTest) => T): T[] => round.map(pick);
  await sql`
    update tests set status = 'cancelled', date_updated = x.at
    from unnest(${col((c) => c.studentId)}::int[], ${col((c) => c.section)}::text[],
      ${col((c) => c.at)}::bigint[]) as x(student, section, at)
    where tests.student_id = x.student and tests.section_code = x.section
      and tests.status = 'running'`.execute(db);
  const q = round.flatMap((c) =>
    c.questionIds.map((questionId, position) => ({ c, questionId, position })),
  );
  const { rows } = await sql<{ id: number; student_id: number; section_code: string }>`
    with t as (
      insert into tests (student_id, section_code, type, status, options, minutes, errors_allowed,
        date_started, date_updated)
      select x.student, x.section, x.type, 'running', x.options, x.minutes, x.errors_allowed,
        x.at, x.at
      from unnest(${col((c) => c.studentId)}::int[], ${col((c) => c.section)}::text[],
          ${col((c) => c.type)}::text[], ${col((c) => c.options)}::text[],
          ${col((c) => c.minutes)}::int[], ${col((c) => c.errorsAllowed)}::int[],
          ${col((c) => c.at)}::bigint[])
        with ordinality as x(student, section, type, options, minutes, errors_allowed, at, i)
      order by x.i
      returning id, student_id, section_code
    ), q as (
      insert into test_questions (test_id, position, question_id)
      select t.id, y.position, y.question_id
      from unnest(${q.map((r) => r.c.studentId)}::int[], ${q.map((r) => r.c.section)}::text[],
          ${q.map((r) => r.position)}::int[], ${q.map((r) => r.questionId)}::int[])
        as y(student, section, position, question_id)
      join t on t.student_id = y.student and t.section_code = y.section
    )
    select id, student_id, section_code from t`.execute(db);
  // A round holds each student's section once: the new test is known by it.
  const ids = new Map(rows.map((r) => [`${r.student_id}:${r.section_code}`, r.id]));
  return round.map((c) => {
    const id = ids.get(`${c.studentId}:${c.section}`);
    if (id === undefined) throw new Error('a test of the batch was not created');
    return id;
  });
}

/**
 * Starts each test as it would alone, in one transaction: its section's running test
 * cancelled first (a start later in the batch cancels an earlier one of the same section); the
 * new tests' ids, in order.
 */
export function createTestsPg(db: Db, creations: readonly NewTest[]): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const round of roundsBySection(creations)) {
      const created = await createRound(
        trx,
        round.map((r) => r.c),
      );
      round.forEach((r, i) => (ids[r.index] = created[i]!));
    }
    return ids;
  });
}
