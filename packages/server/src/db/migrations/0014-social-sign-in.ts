import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * Social sign-in (docs/SOCIAL-SIGN-IN.md): one row per trip to a provider, so any node can
 * finish what another started. `state_hash` finds the row when the provider sends the browser
 * back; `binding_hash` is the hash of a cookie set on the browser that left, so a callback
 * carried to another browser is refused. After a sign-in with an identity we do not know, the
 * row keeps the provider's claims under `ticket_hash` until the sign-up form links them.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('oidc_flows')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('state_hash', 'varchar(64)')
    .addColumn('binding_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('intent', 'varchar(8)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('nonce', 'varchar(128)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('redirect_uri', 'varchar(512)', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('remember_me', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ticket_hash', 'varchar(64)')
    .addColumn('subject', 'varchar(255)')
    .addColumn('claims', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('oidc_flows_state')
    .on('oidc_flows')
    .column('state_hash')
    .unique()
    .execute();
  await db.schema
    .createIndex('oidc_flows_ticket')
    .on('oidc_flows')
    .column('ticket_hash')
    .unique()
    .execute();
  await db.schema.createIndex('oidc_flows_expiry').on('oidc_flows').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_flows').execute();
}
