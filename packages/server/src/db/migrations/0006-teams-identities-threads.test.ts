import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate, migrateBackTo, type Db } from '../database.js';
import { buildStudent, buildUser } from '../../test/factories.js';
import { createTestDatabase, testDialect } from '../../test/test-database.js';

const BEFORE = '0005-one-reply-per-question';

/** A school as 0005 knew it: its one account in schools.user_id, no membership rows. */
async function oldSchool(db: Db, userId: number): Promise<number> {
  const row = await db
    .insertInto('schools')
    .values({
      user_id: userId,
      name: 'Old school',
      coupon_prefix: '4321',
      created_at: 5,
      updated_at: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const message = (db: Db, m: { school: number | null; from: number; to: number; at: number }) =>
  sql`insert into messages (school_id, sender_id, recipient_id, text, created_at)
    values (${m.school}, ${m.from}, ${m.to}, ${'hello'}, ${m.at})`.execute(db);

async function fingerprint(db: Db) {
  return {
    users: await db.selectFrom('users').select(['id', 'username']).orderBy('id').execute(),
    schools: await db.selectFrom('schools').select(['id', 'user_id']).orderBy('id').execute(),
    students: await db.selectFrom('students').select(['user_id', 'school_id']).execute(),
    sessions: await db.selectFrom('sessions').select(['id', 'user_id']).execute(),
    messages: await db
      .selectFrom('messages')
      .select(['id', 'school_id', 'sender_id', 'recipient_id', 'created_at'])
      .orderBy('id')
      .execute(),
  };
}

const fails = (p: Promise<unknown>) =>
  p.then(
    () => 'stored',
    (e: unknown) => e,
  );

/* Migration 0006: members, identities, threads and indexes, up and down with data in place. */
describe(`migration 0006, teams, identities and threads (${testDialect()})`, () => {
  it('keeps every row up, down and up again, and the new tables work in between', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      await migrateBackTo(tdb.handle, BEFORE);
      const manager = await buildUser(db, { roles: ['school'] });
      const schoolId = await oldSchool(db, manager.id);
      const student = await buildStudent(db, { schoolId, searchable: false });
      const operator = await buildUser(db, { roles: ['administrator'] });
      await db
        .insertInto('sessions')
        .values({
          user_id: student.id,
          token_hash: 'a'.repeat(64),
          created_at: 1,
          last_seen_at: 1,
          expires_at: 9,
        })
        .execute();
      await message(db, { school: schoolId, from: manager.id, to: student.id, at: 100 });
      await message(db, { school: schoolId, from: student.id, to: manager.id, at: 200 });
      await message(db, { school: null, from: operator.id, to: student.id, at: 300 });
      const before = await fingerprint(db);

      await migrate(tdb.handle);
      // The users rebuild (SQLite) cascaded nothing away: every row that referred to a user stays.
      expect(await fingerprint(db)).toEqual(before);
      // Only the columns 0006 made: later migrations add their own.
      const members = db.selectFrom('school_members');
      expect(
        await members.select(['school_id', 'user_id', 'role', 'created_at']).execute(),
      ).toEqual([{ school_id: schoolId, user_id: manager.id, role: 'manager', created_at: 5 }]);
      const threads = await db.selectFrom('message_threads').selectAll().execute();
      expect(threads).toMatchObject([
        { school_id: schoolId, student_id: student.id, last_message_at: 200 },
      ]);
      const threadOf = await db.selectFrom('messages').select('thread_id').orderBy('id').execute();
      expect(threadOf.map((m) => m.thread_id)).toEqual([threads[0]!.id, threads[0]!.id, null]);

      // The new model in use: a password-less account with an identity, a teacher, a job run.
      const social = await db
        .insertInto('users')
        .values({
          username: 'social',
          email: 'social@example.test',
          password_hash: null,
          created_at: 1,
          updated_at: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('user_identities')
        .values({ provider: 'google', subject: 'g-1', user_id: social.id, created_at: 1 })
        .execute();
      const again = { provider: 'google', subject: 'g-1', user_id: operator.id, created_at: 2 };
      expect(await fails(db.insertInto('user_identities').values(again).execute())).toBeInstanceOf(
        Error,
      );
      await db
        .insertInto('school_members')
        .values({ school_id: schoolId, user_id: social.id, role: 'teacher', created_at: 6 })
        .execute();
      const twice = { school_id: schoolId, user_id: social.id, role: 'manager', created_at: 7 };
      expect(await fails(db.insertInto('school_members').values(twice).execute())).toBeInstanceOf(
        Error,
      );
      await db
        .insertInto('job_runs')
        .values({ job: 'purge', period: 'p', node: 'n', started_at: 1 })
        .execute();
      // Foreign keys are on again after the rebuild: a session of nobody is refused.
      const orphan = {
        user_id: 999_999,
        token_hash: 'b'.repeat(64),
        created_at: 1,
        last_seen_at: 1,
        expires_at: 9,
      };
      expect(await fails(db.insertInto('sessions').values(orphan).execute())).toBeInstanceOf(Error);

      await migrateBackTo(tdb.handle, BEFORE);
      const down = await fingerprint(db);
      expect(down).toEqual({
        ...before,
        users: [...before.users, { id: social.id, username: 'social' }],
      });
      const hash = await sql<{
        password_hash: string;
      }>`select password_hash from users where id = ${social.id}`.execute(db);
      expect(hash.rows[0]?.password_hash).toBe('!');
      expect(await fails(sql`select thread_id from messages`.execute(db))).toBeInstanceOf(Error);
      expect(await fails(sql`select 1 from school_members`.execute(db))).toBeInstanceOf(Error);
      const nullHash = sql`insert into users (username, email, password_hash, created_at, updated_at)
        values ('nohash', 'nohash@example.test', null, 1, 1)`;
      expect(await fails(nullHash.execute(db))).toBeInstanceOf(Error);

      await migrate(tdb.handle);
      expect(await fingerprint(db)).toEqual({ ...down, messages: down.messages });
      expect(await db.selectFrom('school_members').select('user_id').execute()).toEqual([
        { user_id: manager.id },
      ]);
    } finally {
      await tdb.cleanup();
    }
  });
});
