import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * Idempotent messages (docs/ARCHITECTURE.md, messaging): the client names each message it types
 * with its own id, and a message sent again after a lost link carries the same id. The unique
 * index lets the database, not a read before the write, keep it to one row per sender.
 * Older messages have no client id (NULLs never collide).
 */

export async function up(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  await db.schema.alterTable('messages').addColumn('client_id', 'varchar(64)').execute();
  await db.schema
    .createIndex('messages_client_uq')
    .on('messages')
    .columns(['sender_id', 'client_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  await db.schema.dropIndex('messages_client_uq').execute();
  await db.schema.alterTable('messages').dropColumn('client_id').execute();
}
