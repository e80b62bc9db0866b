import type { ContactInboxTab } from '@kokpit/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { foldedContains } from '../../db/folded-search.js';
import type { Database } from '../../db/schema.js';

/* The contact form's messages as the operators read and close them (contact_messages). */

export interface ContactMessageRow {
  id: number;
  userId: number | null;
  username: string | null;
  name: string;
  email: string;
  subject: string;
  text: string;
  lang: string;
  createdAt: number;
  handledAt: number | null;
}

export interface ContactQuery {
  tab: ContactInboxTab;
  search?: string;
  page: number;
  pageSize: number;
}

const SEARCHED = ['m.name', 'm.email', 'm.subject', 'm.text'] as const;

type Eb = ExpressionBuilder<Database & { m: Database['contact_messages'] }, 'm'>;

/** The text in any searched column, case and accents folded (Greek and Latin). */
function matches(eb: Eb, text: string) {
  return eb.or(SEARCHED.map((c) => foldedContains(eb.ref(c), text)));
}

function inTab(db: Db, q: Pick<ContactQuery, 'tab' | 'search'>) {
  let query = db.selectFrom('contact_messages as m');
  if (q.tab === 'open') query = query.where('m.handled_at', 'is', null);
  if (q.tab === 'handled') query = query.where('m.handled_at', 'is not', null);
  const text = q.search?.trim();
  if (text) query = query.where((eb) => matches(eb, text));
  return query;
}

function withSender(db: Db, q: Pick<ContactQuery, 'tab' | 'search'>) {
  return inTab(db, q)
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.user_id as userId',
      'u.username',
      'm.name',
      'm.email',
      'm.subject',
      'm.text',
      'm.lang',
      'm.created_at as createdAt',
      'm.handled_at as handledAt',
    ]);
}

/** One page of a tab, newest first; in "all" the open messages come first. */
export async function listContactMessages(
  db: Db,
  q: ContactQuery,
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  let query = withSender(db, q);
  if (q.tab === 'all') {
    query = query.orderBy(sql`case when m.handled_at is null then 0 else 1 end`);
  }
  const rows = await query
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  const count = await inTab(db, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return { rows, total: Number(count?.n ?? 0) };
}

/** Messages nobody has handled yet. */
export async function countOpenContactMessages(db: Db): Promise<number> {
  const row = await inTab(db, { tab: 'open' })
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findContactMessage(
  db: Db,
  id: number,
): Promise<ContactMessageRow | undefined> {
  return withSender(db, { tab: 'all' }).where('m.id', '=', id).executeTakeFirst();
}

/**
 * Sets handled_at only if it still holds `from` (null: open): false when another operator
 * changed it first, and nothing is written.
 */
export async function setContactHandledAt(
  db: Db,
  c: { id: number; from: number | null; to: number | null },
): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set({ handled_at: c.to })
    .where('id', '=', c.id)
    .where('handled_at', c.from === null ? 'is' : '=', c.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
