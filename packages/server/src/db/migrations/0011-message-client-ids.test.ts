import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate, migrateBackTo } from '../database.js';
import { buildSchool, buildStudent } from '../../test/factories.js';
import { createTestDatabase, testDialect } from '../../test/test-database.js';

const BEFORE = '0008-school-billing';

const fails = (p: Promise<unknown>) =>
  p.then(
    () => 'stored',
    (e: unknown) => e,
  );

/* Migration 0011: a client id per message, unique per sender, and back. */
describe(`migration 0011, message client ids (${testDialect()})`, () => {
  it('keeps every message down and up, and refuses one client id twice from one sender', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      const school = await buildSchool(db);
      const student = await buildStudent(db, { schoolId: school.schoolId });
      await migrateBackTo(tdb.handle, BEFORE);
      await sql`insert into messages (school_id, sender_id, recipient_id, text, created_at)
        values (${school.schoolId}, ${student.id}, ${school.id}, ${'old'}, ${1})`.execute(db);

      await migrate(tdb.handle);
      const row = (sender: number, clientId: string | null) => ({
        school_id: school.schoolId,
        sender_id: sender,
        recipient_id: school.id,
        text: 'new',
        created_at: 2,
        client_id: clientId,
      });
      await db.insertInto('messages').values(row(student.id, 'c-1')).execute();
      await db.insertInto('messages').values(row(school.id, 'c-1')).execute();
      await db.insertInto('messages').values(row(student.id, null)).execute();
      expect(
        await fails(db.insertInto('messages').values(row(student.id, 'c-1')).execute()),
      ).toBeInstanceOf(Error);

      await migrateBackTo(tdb.handle, BEFORE);
      const texts = await sql<{ text: string }>`select text from messages order by id`.execute(db);
      expect(texts.rows.map((r) => r.text)).toEqual(['old', 'new', 'new', 'new']);
      expect(await fails(sql`select client_id from messages`.execute(db))).toBeInstanceOf(Error);
      await migrate(tdb.handle);
    } finally {
      await tdb.cleanup();
    }
  });
});
