import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate, migrateBackTo } from '../../db/database.js';
import { buildStudent, buildTest } from '../../test/factories.js';
import { createTestDatabase, testDialect } from '../../test/test-database.js';
import { seedInitialContent } from '../content/content-importer.js';
import { seedSections } from '../../db/seeds/sections.js';

/* Migration 0005: a reply is known by its test and question; the client-id constraint goes. */
describe(`one reply per question of a test (${testDialect()})`, () => {
  it('keeps every reply, refuses a second one to a question, not a reused client id', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      // Seeded on the latest schema (the seeds write later columns), then taken back down.
      await seedSections(db);
      await seedInitialContent(db, {});
      await migrateBackTo(tdb.handle, '0004-tests-by-type');
      const student = await buildStudent(db, { searchable: false });
      const [q1, q2, q3] = await db
        .selectFrom('questions')
        .select('id')
        .orderBy('id')
        .limit(3)
        .execute();
      const testId = await buildTest(db, student.id, 1_000);
      const reply = (questionId: number, clientId: string) =>
        sql`insert into replies (student_id, test_id, question_id, answer_id, is_correct,
            client_reply_id, answered_at)
          values (${student.id}, ${testId}, ${questionId}, ${1}, ${1}, ${clientId}, ${2_000})`.execute(
          db,
        );
      await reply(q1!.id, 'a');
      await reply(q2!.id, 'b');

      await migrate(tdb.handle);
      const kept = await db
        .selectFrom('replies')
        .select(['question_id', 'client_reply_id'])
        .orderBy('id')
        .execute();
      expect(kept).toEqual([
        { question_id: q1!.id, client_reply_id: 'a' },
        { question_id: q2!.id, client_reply_id: 'b' },
      ]);
      expect(await reply(q1!.id, 'c').catch((e: unknown) => e)).toBeInstanceOf(Error);
      // The client id alone no longer has to be unique: the key is the test's question.
      expect(await reply(q3!.id, 'a').then(() => 'stored')).toBe('stored');

      // Down again: the client-id constraint is back, every reply kept.
      await db.deleteFrom('replies').where('question_id', '=', q3!.id).execute();
      await migrateBackTo(tdb.handle, '0004-tests-by-type');
      expect(await reply(q3!.id, 'a').catch((e: unknown) => e)).toBeInstanceOf(Error);
      expect(await db.selectFrom('replies').select('id').execute()).toHaveLength(2);
    } finally {
      await tdb.cleanup();
    }
  });
});
