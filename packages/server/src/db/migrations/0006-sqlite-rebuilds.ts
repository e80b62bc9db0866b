import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * The two table rebuilds migration 0006 needs on SQLite, which can neither drop a NOT NULL nor
 * drop a column that carries a foreign key. Each runs in one transaction (Kysely runs SQLite
 * migrations outside one): a rebuild cut short leaves the table as it was.
 */

const userColumns =
  'id, username, email, password_hash, first_name, last_name, job_title, status, lang, ' +
  'section_code, is_demo, options, created_at, updated_at, last_access';

/**
 * users, with `password_hash` nullable or not. Nine tables refer to users, and with foreign
 * keys on, dropping it would delete their rows (SQLite's DROP TABLE deletes first, cascading):
 * foreign keys go off around the transaction (they cannot change inside one), the references
 * are checked before it commits, and they come back on whatever happens.
 */
export async function rebuildUsersSqlite(
  db: Kysely<unknown>,
  t: ColumnTypes,
  nullablePassword: boolean,
): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.schema
        .createTable('users_rebuilt')
        .addColumn('id', t.id, t.primaryKey)
        .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(255)', (c) => (nullablePassword ? c : c.notNull()))
        .addColumn('first_name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('last_name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('job_title', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(2))
        .addColumn('lang', 'varchar(2)', (c) => c.notNull().defaultTo('el'))
        .addColumn('section_code', 'varchar(16)')
        .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('last_access', 'bigint')
        .execute();
      await sql`insert into users_rebuilt (${sql.raw(userColumns)})
        select ${sql.raw(userColumns)} from users`.execute(trx);
      await trx.schema.dropTable('users').execute();
      await sql`alter table users_rebuilt rename to users`.execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('users rebuild left dangling references');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

const messageColumns = 'id, school_id, sender_id, recipient_id, text, created_at, read_at';

/** messages without `thread_id` (down): nothing refers to messages, so keys stay on. */
export async function dropMessageThreadSqlite(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.schema
      .createTable('messages_rebuilt')
      .addColumn('id', t.id, t.primaryKey)
      .addColumn('school_id', 'integer', (c) => c.references('schools.id').onDelete('cascade'))
      .addColumn('sender_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('recipient_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('read_at', 'bigint')
      .execute();
    await sql`insert into messages_rebuilt (${sql.raw(messageColumns)})
      select ${sql.raw(messageColumns)} from messages`.execute(trx);
    await trx.schema.dropTable('messages').execute();
    await sql`alter table messages_rebuilt rename to messages`.execute(trx);
    await trx.schema
      .createIndex('messages_recipient')
      .on('messages')
      .columns(['recipient_id', 'read_at'])
      .execute();
  });
}
