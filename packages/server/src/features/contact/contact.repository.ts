import type { Db } from '../../db/database.js';

export interface NewContactMessage {
  userId: number | null;
  name: string;
  email: string;
  subject: string;
  text: string;
  lang: string;
}

export async function insertContactMessage(db: Db, m: NewContactMessage): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      user_id: m.userId,
      name: m.name,
      email: m.email,
      subject: m.subject,
      text: m.text,
      lang: m.lang,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** E-mail addresses of the operators (administrators, not API service accounts). */
export async function operatorEmails(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select('users.email')
    .where('user_roles.role', '=', 'administrator')
    .where('users.username', 'not like', 'api-%')
    .where('users.status', '=', 2)
    .execute();
  return rows.map((r) => r.email);
}
