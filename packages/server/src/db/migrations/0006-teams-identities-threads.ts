import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';
import { dropMessageThreadSqlite, rebuildUsersSqlite } from './0006-sqlite-rebuilds.js';

/*
 * The ground for the school portal (docs/ARCHITECTURE.md, "Data model: teams, identities,
 * threads"): a school has several accounts, each a manager or a teacher; an account may sign in
 * through a social provider and have no password; a school and a student talk in one thread;
 * and the indexes the portal's lists and the nightly purge read through.
 */

/** What a down migration stores for an account that had no password: it matches nothing. */
const NO_PASSWORD = '!';

async function createSchoolMembers(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('school_members')
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('school_members_pk', ['school_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('school_members_user')
    .on('school_members')
    .column('user_id')
    .execute();
  // The account that registered each school manages it.
  await sql`insert into school_members (school_id, user_id, role, created_at)
    select id, user_id, 'manager', created_at from schools`.execute(db);
}

async function createUserIdentities(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('user_identities')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('user_identities_subject_uq', ['provider', 'subject'])
    .execute();
  await db.schema
    .createIndex('user_identities_user')
    .on('user_identities')
    .column('user_id')
    .execute();
}

async function createMessageThreads(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('message_threads')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'integer', (c) =>
      c.notNull().references('students.user_id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_message_at', 'bigint')
    .addUniqueConstraint('message_threads_pair_uq', ['school_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('message_threads_inbox')
    .on('message_threads')
    .columns(['school_id', 'last_message_at'])
    .execute();
  await db.schema
    .createIndex('message_threads_student')
    .on('message_threads')
    .column('student_id')
    .execute();
  await db.schema
    .alterTable('messages')
    .addColumn('thread_id', 'integer', (c) =>
      c.references('message_threads.id').onDelete('cascade'),
    )
    .execute();
  await threadExistingMessages(db);
  await db.schema
    .createIndex('messages_thread')
    .on('messages')
    .columns(['thread_id', 'created_at'])
    .execute();
  // Unread counts per recipient and thread read only this small index: read rows leave it.
  await db.schema
    .createIndex('messages_unread')
    .on('messages')
    .columns(['recipient_id', 'thread_id'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}

/** Messages sent before threads: each school's exchange with a student becomes its thread. */
async function threadExistingMessages(db: Kysely<unknown>): Promise<void> {
  const studentOf = sql`case when exists (select 1 from students s where s.user_id = m.sender_id)
    then m.sender_id else m.recipient_id end`;
  await sql`insert into message_threads (school_id, student_id, created_at, updated_at, last_message_at)
    select m.school_id, ${studentOf}, min(m.created_at), max(m.created_at), max(m.created_at)
    from messages m
    where m.school_id is not null
      and exists (select 1 from students s where s.user_id in (m.sender_id, m.recipient_id))
    group by m.school_id, ${studentOf}`.execute(db);
  await sql`update messages set thread_id = (
      select th.id from message_threads th
      where th.school_id = messages.school_id
        and th.student_id in (messages.sender_id, messages.recipient_id))
    where school_id is not null`.execute(db);
}

async function addIndexes(db: Kysely<unknown>): Promise<void> {
  const indexes: [name: string, table: string, columns: string[]][] = [
    ['coupons_school', 'coupons', ['school_id', 'status']],
    ['credit_entries_student', 'credit_entries', ['student_id']],
    ['credit_entries_school_date', 'credit_entries', ['school_id', 'created_at']],
    // The nightly purge (jobs/purge-expired.job.ts) deletes by expiry.
    ['sessions_expires', 'sessions', ['expires_at']],
    ['password_resets_expires', 'password_resets', ['expires_at']],
  ];
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

async function createJobRuns(db: Kysely<unknown>): Promise<void> {
  // One row per job and period: the key that lets one node only run a period (jobs/).
  await db.schema
    .createTable('job_runs')
    .addColumn('job', 'varchar(64)', (c) => c.notNull())
    .addColumn('period', 'varchar(32)', (c) => c.notNull())
    .addColumn('node', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('running'))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('outcome', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('job_runs_pk', ['job', 'period'])
    .execute();
}

export async function up(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await createSchoolMembers(db);
  await createUserIdentities(db, t);
  if (t.dialect === 'sqlite') await rebuildUsersSqlite(db, t, true);
  else
    await db.schema
      .alterTable('users')
      .alterColumn('password_hash', (c) => c.dropNotNull())
      .execute();
  await createMessageThreads(db, t);
  await addIndexes(db);
  await createJobRuns(db);
}

export async function down(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
  for (const name of [
    'password_resets_expires',
    'sessions_expires',
    'credit_entries_school_date',
    'credit_entries_student',
    'coupons_school',
    'messages_unread',
    'messages_thread',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  if (t.dialect === 'sqlite') await dropMessageThreadSqlite(db, t);
  else await db.schema.alterTable('messages').dropColumn('thread_id').execute();
  await db.schema.dropTable('message_threads').execute();
  await sql`update users set password_hash = ${NO_PASSWORD} where password_hash is null`.execute(
    db,
  );
  if (t.dialect === 'sqlite') await rebuildUsersSqlite(db, t, false);
  else
    await db.schema
      .alterTable('users')
      .alterColumn('password_hash', (c) => c.setNotNull())
      .execute();
  await db.schema.dropTable('user_identities').execute();
  await db.schema.dropTable('school_members').execute();
}
