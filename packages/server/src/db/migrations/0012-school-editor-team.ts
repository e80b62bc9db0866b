import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * The school editor and its team (issue 19): branches get a phone and an order, a school a
 * logo kept in the database as question pictures are, teachers come in by invitation links
 * (only their hash is stored), and the portal's rows that had no author get `actor_user_id`:
 * coupons reserved or freed, and memberships (who invited the teacher). The credit ledger
 * already has its actor (credit_entries.actor_id, 0008) and the audit log its own.
 */

export async function up(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .alterTable('school_locations')
    .addColumn('phone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('school_locations')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('school_locations_school')
    .on('school_locations')
    .columns(['school_id', 'position'])
    .execute();

  await db.schema
    .createTable('school_logos')
    .addColumn('school_id', 'integer', (c) =>
      c.primaryKey().references('schools.id').onDelete('cascade'),
    )
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('bytes', t.blob, (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('school_invites')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('teacher'))
    .addColumn('actor_user_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('user_id', 'integer')
    .execute();
  await db.schema
    .createIndex('school_invites_school')
    .on('school_invites')
    .columns(['school_id', 'expires_at'])
    .execute();

  await db.schema.alterTable('coupons').addColumn('actor_user_id', 'integer').execute();
  await db.schema.alterTable('school_members').addColumn('actor_user_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('school_members').dropColumn('actor_user_id').execute();
  await db.schema.alterTable('coupons').dropColumn('actor_user_id').execute();
  await db.schema.dropTable('school_invites').execute();
  await db.schema.dropTable('school_logos').execute();
  await db.schema.dropIndex('school_locations_school').execute();
  await db.schema.alterTable('school_locations').dropColumn('position').execute();
  await db.schema.alterTable('school_locations').dropColumn('phone').execute();
}
