import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * Announcements (issue 33, item 2): a school's one message to all its active students of a
 * section (or all). The announcement is a row of its own, stored once per client id; each
 * student gets it as a message of their thread, which points back to it (messages.announcement_id),
 * so the school counts who read it from the messages' own read_at.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('announcements')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('section_code', 'varchar(16)')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('announcements_client')
    .on('announcements')
    .columns(['school_id', 'client_id'])
    .unique()
    .execute();
  await db.schema
    .alterTable('messages')
    // No foreign key: SQLite cannot drop a column that has one (down).
    .addColumn('announcement_id', 'integer')
    .execute();
  await db.schema
    .createIndex('messages_announcement')
    .on('messages')
    .column('announcement_id')
    .execute();
}

export async function down(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  await db.schema.dropIndex('messages_announcement').execute();
  await db.schema.alterTable('messages').dropColumn('announcement_id').execute();
  await db.schema.dropTable('announcements').execute();
}
