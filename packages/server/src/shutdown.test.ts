import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerCounts,
  answersOf,
  holdWrites,
  sendAtOnce,
  storedReplyIds,
  taken,
  type Answer,
} from './test/answers-in-flight.js';
import { killNodes, refusesConnections, startNode } from './test/child-node.js';
import { startPractice, type Learner } from './test/learning.js';
import { createTestDatabase, testDialect, type TestDatabase } from './test/test-database.js';

/* main.ts told to stop, in a process of its own (docs/ARCHITECTURE.md, "Shutting a node down"). */

describe(`a node told to stop (SIGTERM) on ${testDialect()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await killNodes();
    await database?.cleanup();
  });

  it('acknowledges and stores once the answers in hand, turns later ones away, exits 0', async () => {
    const node = await startNode(database);
    // One at a time: on SQLite the test and the node must not write the file at once.
    const practices = [];
    for (let i = 0; i < 4; i++) practices.push(await startPractice(node, 50));
    const learners = new Map<number, Learner>(practices.map((p) => [p.learner.id, p.learner]));
    const socketOf = (a: Answer) => learners.get(a.studentId)!.socket;
    const [inHand, later] = [practices.slice(0, 2), practices.slice(2)];
    // Ready before it is told to stop (a readiness check may take its 2 s on a loaded machine).
    await expect
      .poll(async () => (await fetch(`${node.url}/readyz`)).status, { timeout: 20_000 })
      .toBe(200);

    // 100 answers taken in; on PostgreSQL they wait in their batch for the replies table (on
    // SQLite a node would give up after 5 s, which a loaded machine may take).
    const hold = testDialect() === 'postgres' ? await holdWrites(database, ['replies']) : null;
    const first = sendAtOnce(
      inHand.flatMap((p) => answersOf(p.learner, p.test, p.key)),
      socketOf,
    );
    await Promise.all(inHand.map((p) => taken(p.learner.socket)));
    if (hold) await expect.poll(() => hold.waitingOn('replies')).toBeGreaterThan(0);
    node.signal('SIGTERM');
    // The listener closes as the shutdown begins; from then on no new event is taken.
    await expect.poll(() => refusesConnections(node.port), { timeout: 30_000 }).toBe(true);
    const second = sendAtOnce(
      later.flatMap((p) => answersOf(p.learner, p.test, p.key)),
      socketOf,
    );
    await hold?.release();
    expect(await node.exited).toEqual({ code: 0, signal: null });
    await Promise.all([first.done, second.done]);

    expect([...first.refused, ...second.refused]).toEqual([]);
    expect(first.acked.size).toBe(100);
    expect(second.acked.size).toBe(0);
    // Stored is exactly what was acknowledged, once each, and counted once.
    const ids = [...learners.keys()];
    expect(await storedReplyIds(database.handle.db, ids)).toEqual([...first.acked].sort());
    for (const counts of await answerCounts(database.handle.db, ids)) {
      expect(counts.section).toBe(counts.stored);
      expect(counts.questions).toBe(counts.stored);
    }
    expect(node.output()).toContain('SIGTERM: shutting down');
  });
});
