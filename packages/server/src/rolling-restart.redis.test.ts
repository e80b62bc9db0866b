import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCounts, storedReplyIds } from './test/answers-in-flight.js';
import { killNodes, startNode, type ChildNode } from './test/child-node.js';
import { buildActiveStudent, buildSchool } from './test/factories.js';
import { signInToken, type ServerAccess } from './test/learning.js';
import { SteadyLearner } from './test/steady-learner.js';
import { startTcpFront, type TcpFront } from './test/tcp-front.js';
import { createTestDatabase, testDialect, type TestDatabase } from './test/test-database.js';
import { restAt, socketsAt } from './test/test-server.js';

/*
 * Two nodes (Redis adapter, one database) behind a front door, restarted one after the other
 * (SIGTERM, then started again) while a class keeps answering: every answer is stored once.
 */

const redisUrl = process.env.TEST_REDIS_URL ?? '';
const LEARNERS = 6;

// Many nodes share PostgreSQL (docs/ARCHITECTURE.md); two processes writing one SQLite file is
// no deployment of Kokpit's.
const runs = Boolean(redisUrl) && testDialect() === 'postgres';

describe.skipIf(!runs)('a rolling restart of two nodes on PostgreSQL', () => {
  let database: TestDatabase;
  let front: TcpFront | undefined;
  const learners: SteadyLearner[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const l of learners) l.socket.disconnect();
    await front?.close();
    await killNodes();
    await database?.cleanup();
  });

  const node = () => startNode(database, { REDIS_URL: redisUrl });
  const acked = () => learners.reduce((sum, l) => sum + l.acked.size, 0);
  /** Waits until the class has had `more` answers acknowledged from now on. */
  const answersGoOn = async (more: number) => {
    const from = acked();
    await expect.poll(acked, { timeout: 60_000 }).toBeGreaterThanOrEqual(from + more);
  };
  /** Told to stop, the node exits 0 and the class answers on meanwhile. */
  const restart = async (old: ChildNode) => {
    old.signal('SIGTERM');
    const [fresh, exit] = await Promise.all([node(), old.exited, answersGoOn(40)]);
    expect(exit).toEqual({ code: 0, signal: null });
    return fresh;
  };

  /** A verified student with the car section activated, signed in through the front door. */
  async function learner(access: ServerAccess, schoolId: number): Promise<SteadyLearner> {
    const db = database.handle.db;
    const user = await buildActiveStudent(db, schoolId);
    const token = await signInToken(access, user);
    return new SteadyLearner(access, front!.url, token, user.id);
  }

  it('loses and duplicates no answer while both nodes restart in turn', async () => {
    // One after the other: the first start over an empty database seeds it.
    let a = await node();
    let b = await node();
    front = await startTcpFront([a.port, b.port]);
    const access: ServerAccess = {
      ctx: { db: database.handle.db },
      api: restAt(front.url),
      connect: socketsAt(front.url, []),
    };
    const school = await buildSchool(database.handle.db);
    for (let i = 0; i < LEARNERS; i++) learners.push(await learner(access, school.schoolId));
    for (const l of learners) l.start();
    await answersGoOn(40);

    // One node at a time: the front door stops sending to it at once (its listener is closed),
    // its learners reconnect to the other, and it comes back on a new port.
    a = await restart(a);
    front.upstreams.splice(0, front.upstreams.length, a.port, b.port);
    b = await restart(b);
    front.upstreams.splice(0, front.upstreams.length, a.port, b.port);
    await answersGoOn(40);
    await Promise.all(learners.map((l) => l.stop()));

    expect(learners.flatMap((l) => l.refused)).toEqual([]);
    const ids = learners.map((l) => l.id);
    const given = learners.flatMap((l) => l.answers.map((x) => x.reply.id));
    expect(given.length).toBe(acked());
    // Every answer given is stored, once, and counted once.
    expect(await storedReplyIds(database.handle.db, ids)).toEqual(given.sort());
    for (const counts of await answerCounts(database.handle.db, ids)) {
      expect(counts.section).toBe(counts.stored);
      expect(counts.questions).toBe(counts.stored);
    }
    a.signal('SIGTERM');
    b.signal('SIGTERM');
    expect(await Promise.all([a.exited, b.exited])).toEqual([
      { code: 0, signal: null },
      { code: 0, signal: null },
    ]);
  }, 240_000);
});
