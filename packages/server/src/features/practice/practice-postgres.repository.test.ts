import { describe, expect, it } from 'vitest';
import { buildStudent } from '../../test/factories.js';
import { createTestDatabase, testDialect } from '../../test/test-database.js';
import { seedSections } from '../../db/seeds/sections.js';
import { createTestsPg } from './practice-postgres.repository.js';
import type { NewTest } from './practice.repository.js';

/* A batch of test starts created together on PostgreSQL, as each would alone in turn. */
describe.skipIf(testDialect() !== 'postgres')('creating a batch of tests on PostgreSQL', () => {
  it('cancels each section’s running test, a later start of a section the earlier one', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      await seedSections(db);
      const category = await db
        .insertInto('categories')
        .values({ source_key: 'probe', position: 0, icon: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const questionIds: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const q = await db
          .insertInto('questions')
          .values({ source: 'probe', source_id: `q-${i}`, category_id: category.id, updated_at: 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        questionIds.push(q.id);
      }
      const [a, b] = [await buildStudent(db), await buildStudent(db)];
      const start = (studentId: number, section: string, at: number, ids: number[]): NewTest => ({
        studentId,
        section,
        type: 'progress',
        options: `{"count":${ids.length},"note":"it's \\"quoted\\", {a,b}"}`,
        minutes: ids.length,
        errorsAllowed: null,
        questionIds: ids,
        at,
      });
      const [first] = await createTestsPg(db, [start(a.id, 'car', 1_000, questionIds.slice(0, 2))]);
      const batch = [
        start(a.id, 'car', 2_000, [questionIds[3]!, questionIds[2]!, questionIds[1]!]),
        start(b.id, 'car', 2_001, [questionIds[0]!]),
        start(a.id, 'car', 2_002, [questionIds[2]!, questionIds[0]!]),
        start(a.id, 'bike', 2_003, [questionIds[1]!]),
      ];
      const ids = await createTestsPg(db, batch);
      expect(new Set([first, ...ids]).size).toBe(5);

      const tests = await db
        .selectFrom('tests')
        .selectAll()
        .where('id', 'in', [first!, ...ids])
        .execute();
      const byId = new Map(tests.map((t) => [t.id, t]));
      const state = (id: number) => {
        const t = byId.get(id)!;
        return [t.student_id, t.section_code, t.status, Number(t.date_updated)];
      };
      expect([first!, ...ids].map(state)).toEqual([
        [a.id, 'car', 'cancelled', 2_000],
        [a.id, 'car', 'cancelled', 2_002],
        [b.id, 'car', 'running', 2_001],
        [a.id, 'car', 'running', 2_002],
        [a.id, 'bike', 'running', 2_003],
      ]);
      expect(byId.get(ids[0]!)!.options).toBe(batch[0]!.options);
      expect(byId.get(ids[0]!)!.minutes).toBe(3);
      expect(byId.get(ids[0]!)!.errors_allowed).toBeNull();

      const rows = await db
        .selectFrom('test_questions')
        .select(['test_id', 'position', 'question_id'])
        .where('test_id', 'in', ids)
        .orderBy('test_id')
        .orderBy('position')
        .execute();
      const asked = (id: number) => rows.filter((r) => r.test_id === id).map((r) => r.question_id);
      expect(ids.map(asked)).toEqual(batch.map((c) => c.questionIds));
    } finally {
      await tdb.cleanup();
    }
  });
});
