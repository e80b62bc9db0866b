import type { Db } from '../db/database.js';

export type RunStatus = 'running' | 'done' | 'failed';

export interface Claim {
  job: string;
  period: string;
  node: string;
  at: number;
  /** A run still 'running' that started before this is taken to have died with its node. */
  staleBefore: number;
  /** A run that failed before this may be tried again. */
  retryBefore: number;
}

/**
 * Claims a job's period for this node; true when this node is to run it. The primary key (job,
 * period) decides: of any number of nodes inserting at once, one row is stored and one node
 * gets it back. A period whose run died or failed long enough ago is taken over by one
 * conditional update, which the database also serialises.
 */
export async function claimRun(db: Db, c: Claim): Promise<boolean> {
  const inserted = await db
    .insertInto('job_runs')
    .values({ job: c.job, period: c.period, node: c.node, status: 'running', started_at: c.at })
    .onConflict((oc) => oc.columns(['job', 'period']).doNothing())
    .returning('job')
    .executeTakeFirst();
  if (inserted) return true;
  const retaken = await db
    .updateTable('job_runs')
    .set({ node: c.node, status: 'running', started_at: c.at, finished_at: null, outcome: '' })
    .where('job', '=', c.job)
    .where('period', '=', c.period)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'running'), eb('started_at', '<', c.staleBefore)]),
        eb.and([eb('status', '=', 'failed'), eb('finished_at', '<', c.retryBefore)]),
      ]),
    )
    .returning('job')
    .executeTakeFirst();
  return retaken !== undefined;
}

/** Records how this node's run of a period ended. */
export async function finishRun(
  db: Db,
  r: { job: string; period: string; node: string; at: number; status: RunStatus; outcome: string },
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ status: r.status, finished_at: r.at, outcome: r.outcome })
    .where('job', '=', r.job)
    .where('period', '=', r.period)
    .where('node', '=', r.node)
    .execute();
}
