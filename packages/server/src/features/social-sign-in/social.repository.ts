import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OidcFlowsTable, UserIdentitiesTable } from '../../db/schema.js';

export type FlowRow = Selectable<OidcFlowsTable>;
export type IdentityRow = Selectable<UserIdentitiesTable>;

/** Records a trip to a provider; trips long expired are swept on the way. */
export async function insertFlow(db: Db, flow: Insertable<OidcFlowsTable>): Promise<void> {
  await db.deleteFrom('oidc_flows').where('expires_at', '<', flow.created_at).execute();
  await db.insertInto('oidc_flows').values(flow).execute();
}

/**
 * The trip a provider's answer names, taken once: its state is cleared in the same statement,
 * so the same answer brought twice (or raced) finds nothing the second time.
 */
export async function takeFlowByState(db: Db, stateHash: string): Promise<FlowRow | undefined> {
  return db
    .updateTable('oidc_flows')
    .set({ state_hash: null })
    .where('state_hash', '=', stateHash)
    .returningAll()
    .executeTakeFirst();
}

/** Keeps the provider's identity under a one-time ticket the browser brings back. */
export async function setTicket(
  db: Db,
  flowId: number,
  t: { ticketHash: string; subject: string; claims: string; expiresAt: number },
): Promise<void> {
  await db
    .updateTable('oidc_flows')
    .set({
      ticket_hash: t.ticketHash,
      subject: t.subject,
      claims: t.claims,
      expires_at: t.expiresAt,
    })
    .where('id', '=', flowId)
    .execute();
}

export async function findFlowByTicket(
  db: Db,
  ticketHash: string,
  at: number,
): Promise<FlowRow | undefined> {
  return db
    .selectFrom('oidc_flows')
    .selectAll()
    .where('ticket_hash', '=', ticketHash)
    .where('expires_at', '>', at)
    .executeTakeFirst();
}

/**
 * Spends a ticket: one conditional delete of its trip, still under this ticket and not expired.
 * True for the one call that took it; any other, at the same moment or later, gets false.
 */
export async function takeTicket(
  db: Db,
  flowId: number,
  ticketHash: string,
  at: number,
): Promise<boolean> {
  const r = await db
    .deleteFrom('oidc_flows')
    .where('id', '=', flowId)
    .where('ticket_hash', '=', ticketHash)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Ends a ticket; true when this call ended it (a second sign-up with it finds nothing). */
export async function deleteFlow(db: Db, flowId: number): Promise<boolean> {
  const r = await db.deleteFrom('oidc_flows').where('id', '=', flowId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function findIdentity(
  db: Db,
  provider: string,
  subject: string,
): Promise<IdentityRow | undefined> {
  return db
    .selectFrom('user_identities')
    .selectAll()
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export async function listIdentities(db: Db, userId: number): Promise<IdentityRow[]> {
  return db
    .selectFrom('user_identities')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertIdentity(
  db: Db,
  identity: { provider: string; subject: string; userId: number; email: string; at: number },
): Promise<void> {
  await db
    .insertInto('user_identities')
    .values({
      provider: identity.provider,
      subject: identity.subject,
      user_id: identity.userId,
      email: identity.email.slice(0, 254),
      created_at: identity.at,
    })
    .execute();
}

/** Removes the account's identity at a provider; false when it had none there. */
export async function deleteIdentity(db: Db, userId: number, provider: string): Promise<boolean> {
  const r = await db
    .deleteFrom('user_identities')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function hasPassword(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  return typeof row?.password_hash === 'string' && row.password_hash !== '';
}
