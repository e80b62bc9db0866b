import { positive, SchoolStatus, everyone } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { defineEvent } from '../../realtime/events.js';

async function count(db: Db, table: 'students' | 'tests' | 'replies' | 'users'): Promise<number> {
  const r = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The public statistics of SPEC §3: schools, students, tests, replies, connections, users. */
export async function publicStatistics(db: Db, connections: number) {
  const schools = await db
    .selectFrom('schools')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', SchoolStatus.approved)
    .executeTakeFirstOrThrow();
  const [students, tests, replies, users] = await Promise.all([
    count(db, 'students'),
    count(db, 'tests'),
    count(db, 'replies'),
    count(db, 'users'),
  ]);
  return { schools: Number(schools.n), students, tests, replies, connections, users };
}

/** `public-statistics`: counts for the home page (connections: sockets on this node). */
export const publicStatisticsEvent = defineEvent('/app', 'public-statistics', {
  policy: everyone,
  handle: async (_input, ec) =>
    positive(await publicStatistics(ec.ctx.db, ec.ctx.io?.engine.clientsCount ?? 0)),
});
