import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * The back office's file browser (issue 20 item 6) over the pictures the database already
 * holds, so every node keeps serving the same bytes: each picture gets a folder (a path of
 * names, '' the root; shared `parseMediaFolder`), and media_folders keeps folders that hold
 * nothing yet. A picture's name stays its key and its URL, whatever folder it sits in.
 */

export async function up(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  await db.schema
    .alterTable('pictures')
    .addColumn('folder', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('pictures_folder')
    .on('pictures')
    .columns(['folder', 'name'])
    .execute();
  await db.schema
    .createTable('media_folders')
    .addColumn('path', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  await db.schema.dropTable('media_folders').execute();
  await db.schema.dropIndex('pictures_folder').execute();
  await db.schema.alterTable('pictures').dropColumn('folder').execute();
}
