import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import type { Db } from '../db/database.js';
import { defineJob } from './job.js';
import { startJobRunner } from './job-runner.js';
import { every } from './schedule.js';

const HOUR = 3_600_000;
/** 2030-01-15 03:30 in Athens (UTC+2 in winter). */
const NIGHT = Date.parse('2030-01-15T01:30:00Z');
let tokens = 0;

async function session(db: Db, userId: number, expiresAt: number, revokedAt: number | null = null) {
  const token_hash = `${Date.now()}-${tokens++}`.padEnd(64, 'x');
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash,
      created_at: 1,
      last_seen_at: 1,
      expires_at: expiresAt,
      revoked_at: revokedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function reset(db: Db, userId: number, expiresAt: number, usedAt: number | null = null) {
  const token_hash = `r-${Date.now()}-${tokens++}`.padEnd(64, 'x');
  await db
    .insertInto('password_resets')
    .values({ token_hash, user_id: userId, created_at: 1, expires_at: expiresAt, used_at: usedAt })
    .execute();
  return token_hash;
}

const ids = async (db: Db) => ({
  sessions: (await db.selectFrom('sessions').select('id').orderBy('id').execute()).map((r) => r.id),
  resets: (
    await db.selectFrom('password_resets').select('token_hash').orderBy('token_hash').execute()
  ).map((r) => r.token_hash),
});

/** The purge's runs of a tick (the billing jobs run on the same ticks: every 15 minutes, monthly). */
const purgeRuns = async (server: TestServer, at: number) =>
  (await server.jobs.tick(at)).filter((r) => r.job === 'purge-expired');

const runsOf = (db: Db, job: string) =>
  db.selectFrom('job_runs').selectAll().where('job', '=', job).orderBy('period').execute();

describe(`scheduled jobs on ${testDialect()}`, () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startTestServer({}, { database, seedContent: false });
    b = await startTestServer({}, { database, seedContent: false });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.cleanup();
  });

  it('the nightly purge deletes exactly the ended sessions and expired links, once a night', async () => {
    const { db } = a.ctx;
    const user = await buildUser(db);
    const live = await session(db, user.id, NIGHT + HOUR);
    await session(db, user.id, NIGHT - HOUR);
    await session(db, user.id, NIGHT + HOUR, NIGHT - 2 * HOUR);
    const liveLink = await reset(db, user.id, NIGHT + HOUR);
    await reset(db, user.id, NIGHT - HOUR);
    await reset(db, user.id, NIGHT - HOUR, NIGHT - 2 * HOUR);
    const before = await ids(db);

    // 03:29 in Athens: not yet.
    expect(await purgeRuns(a, NIGHT - 60_000)).toEqual([]);
    expect(await ids(db)).toEqual(before);

    const [run] = await purgeRuns(a, NIGHT + 60_000);
    expect(run).toEqual({
      job: 'purge-expired',
      period: '2030-01-15',
      status: 'done',
      outcome: { passwordResets: 2, sessions: 2 },
    });
    expect(await ids(db)).toEqual({ sessions: [live], resets: [liveLink] });

    // Later that night, nothing runs again; the next night the session now expired goes.
    expect(await purgeRuns(a, NIGHT + 2 * HOUR)).toEqual([]);
    const [next] = await purgeRuns(a, NIGHT + 24 * HOUR);
    expect(next).toMatchObject({
      period: '2030-01-16',
      outcome: { sessions: 1, passwordResets: 1 },
    });
    expect((await ids(db)).sessions).not.toContain(live);
  });

  it('two nodes over one database run the purge once for the same night', async () => {
    const night = NIGHT + 10 * 24 * HOUR;
    const user = await buildUser(a.ctx.db);
    await session(a.ctx.db, user.id, night - HOUR);
    const ticks = [a, b, a, b].map((s, i) => purgeRuns(s, night + i * 1_000));
    const runs = (await Promise.all(ticks)).flat();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ period: '2030-01-25', outcome: { sessions: 1 } });
    const rows = await runsOf(a.ctx.db, 'purge-expired');
    expect(rows.filter((r) => r.period === '2030-01-25')).toEqual([
      expect.objectContaining({ status: 'done', node: expect.stringMatching(/:/) }),
    ]);
    expect([a.jobs.node, b.jobs.node]).toContain(rows.find((r) => r.period === '2030-01-25')!.node);
  });

  it('a night with more ended sessions than one batch deletes them all, batch by batch', async () => {
    const night = NIGHT + 20 * 24 * HOUR;
    const user = await buildUser(a.ctx.db);
    const rows = Array.from({ length: 250 }, (_, i) => ({
      user_id: user.id,
      token_hash: `bulk-${i}`.padEnd(64, 'x'),
      created_at: 1,
      last_seen_at: 1,
      expires_at: night - HOUR,
    }));
    await a.ctx.db.insertInto('sessions').values(rows).execute();
    const live = await session(a.ctx.db, user.id, night + HOUR);
    const [run] = await a.jobs.tick(night);
    expect(run).toMatchObject({ period: '2030-02-04', outcome: { sessions: 250 } });
    const left = await a.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([{ id: live }]);
  });

  it('a failed run is tried again later by any node, a run left by a dead node is taken over', async () => {
    let calls = 0;
    const flaky = defineJob({
      name: 'flaky',
      schedule: every(60 * 60_000),
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database went away');
        return { calls };
      },
    });
    const options = { tickMs: 0, retryMs: 10 * 60_000, leaseMs: 30 * 60_000 };
    const one = startJobRunner(a.ctx, [flaky], options);
    const two = startJobRunner(b.ctx, [flaky], options);
    const hour = Math.floor(NIGHT / HOUR) * HOUR;

    expect(await one.tick(hour)).toMatchObject([
      { status: 'failed', outcome: { error: 'Error: database went away' } },
    ]);
    expect(await two.tick(hour + 5 * 60_000)).toEqual([]);
    expect(await two.tick(hour + 11 * 60_000)).toMatchObject([
      { status: 'done', outcome: { calls: 2 } },
    ]);
    expect(await one.tick(hour + 50 * 60_000)).toEqual([]);

    // The next hour: node one claims it and dies before finishing (its row stays 'running').
    await a.ctx.db
      .insertInto('job_runs')
      .values({
        job: 'flaky',
        period: String(hour / HOUR + 1),
        node: 'dead',
        started_at: hour + HOUR,
      })
      .execute();
    expect(await two.tick(hour + HOUR + 20 * 60_000)).toEqual([]);
    expect(await two.tick(hour + HOUR + 31 * 60_000)).toMatchObject([{ status: 'done' }]);
    expect((await runsOf(a.ctx.db, 'flaky')).map((r) => [r.status, r.node])).toEqual([
      ['done', two.node],
      ['done', two.node],
    ]);
    await Promise.all([one.stop(), two.stop()]);
  });

  it('a node shutting down finishes the job it is running and starts no other', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = defineJob({
      name: 'stop-first',
      schedule: every(60_000),
      run: async () => {
        started();
        await held;
        return { finished: true };
      },
    });
    const second = defineJob({
      name: 'stop-second',
      schedule: every(60_000),
      run: async () => ({}),
    });
    const runner = startJobRunner(a.ctx, [first, second], { tickMs: 0 });
    const tick = runner.tick(NIGHT);
    await running;
    const stopped = runner.stop();
    release();
    await stopped;
    expect(await tick).toMatchObject([{ job: 'stop-first', status: 'done' }]);
    expect(await runsOf(a.ctx.db, 'stop-first')).toMatchObject([{ status: 'done' }]);
    expect(await runsOf(a.ctx.db, 'stop-second')).toEqual([]);
    expect(await runner.tick(NIGHT + 60_000)).toEqual([]);
  });

  it('the runner ticks by itself on its timer with the clock it is given', async () => {
    let ran!: (at: number) => void;
    const heard = new Promise<number>((resolve) => (ran = resolve));
    const once = defineJob({
      name: 'timer-check',
      schedule: every(60_000),
      run: async (_ctx, now) => {
        ran(now);
        return {};
      },
    });
    const runner = startJobRunner(a.ctx, [once], { tickMs: 10, clock: () => NIGHT });
    expect(await heard).toBe(NIGHT);
    await runner.stop();
    expect(await runsOf(a.ctx.db, 'timer-check')).toHaveLength(1);
  });
});
