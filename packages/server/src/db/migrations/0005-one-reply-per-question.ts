import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * A reply is known by its test and question: a test asks each question once, and the record
 * path has always kept one reply per question of a test (a second one names the first and
 * counts nothing). A resent answer carries the same test and question as the first, so this one
 * unique index also finds it by its client id, and the separate unique index on (student,
 * client reply id) goes: its entries fell on a random page of the largest table's index for
 * every answer, a third of the pages each answer's commit wrote on SQLite.
 *
 * SQLite cannot drop a table's own UNIQUE constraint, so the table is rebuilt (nothing refers
 * to replies, so no foreign key needs turning off).
 */

const replyColumns =
  'id, student_id, test_id, question_id, answer_id, is_correct, client_reply_id, answered_at';

async function rebuildRepliesSqlite(
  db: Kysely<unknown>,
  t: ColumnTypes,
  withClientConstraint: boolean,
): Promise<void> {
  // Kysely runs SQLite migrations outside a transaction; a rebuild cut short halfway must not
  // leave the replies dropped and their copy under another name.
  await db.transaction().execute((trx) => rebuild(trx, t, withClientConstraint));
}

async function rebuild(
  db: Kysely<unknown>,
  t: ColumnTypes,
  withClientConstraint: boolean,
): Promise<void> {
  let table = db.schema
    .createTable('replies_rebuilt')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('student_id', 'integer', (c) =>
      c.notNull().references('students.user_id').onDelete('cascade'),
    )
    .addColumn('test_id', 'integer', (c) => c.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id'))
    .addColumn('answer_id', 'integer', (c) => c.notNull())
    .addColumn('is_correct', 'integer', (c) => c.notNull())
    .addColumn('client_reply_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('answered_at', 'bigint', (c) => c.notNull());
  if (withClientConstraint) {
    table = table.addUniqueConstraint('replies_client_uq', ['student_id', 'client_reply_id']);
  }
  await table.execute();
  await sql`insert into replies_rebuilt (${sql.raw(replyColumns)})
    select ${sql.raw(replyColumns)} from replies`.execute(db);
  await db.schema.dropTable('replies').execute();
  await sql`alter table replies_rebuilt rename to replies`.execute(db);
}

export async function up(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  if (t.dialect === 'sqlite') {
    await rebuildRepliesSqlite(db, t, false);
  } else {
    await db.schema.alterTable('replies').dropConstraint('replies_client_uq').execute();
    await db.schema.dropIndex('replies_test').execute();
  }
  await db.schema
    .createIndex('replies_test')
    .on('replies')
    .columns(['test_id', 'question_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  if (t.dialect === 'sqlite') {
    await rebuildRepliesSqlite(db, t, true);
  } else {
    await db.schema.dropIndex('replies_test').execute();
    await db.schema
      .alterTable('replies')
      .addUniqueConstraint('replies_client_uq', ['student_id', 'client_reply_id'])
      .execute();
  }
  await db.schema
    .createIndex('replies_test')
    .on('replies')
    .columns(['test_id', 'question_id'])
    .execute();
}
