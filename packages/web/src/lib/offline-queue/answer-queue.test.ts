import type { RecordResult, ReplyInput } from '@kokpit/shared';
import { describe, expect, it } from 'vitest';
import { AnswerQueue, type QueueEvent, type SendOutcome } from './answer-queue';
import { createMemoryStore, type OutboxStore, type QueuedAnswer } from './outbox-store';

/** A stand-in server: records what it was sent, answers as told, and can drop the link. */
function fakeServer(store: OutboxStore) {
  const calls: {
    kind: 'record' | 'commit';
    testId: number;
    ids: string[];
    storedAtSend: string[];
  }[] = [];
  const state = {
    connected: true,
    reachable: true,
    refuse: new Set<string>(),
    duplicates: new Set<string>(),
  };
  const answer = async (testId: number, replies: ReplyInput[]): Promise<SendOutcome> => {
    if (!state.reachable) return { kind: 'unreachable' };
    const ok = replies.filter((r) => !state.refuse.has(r.id));
    return {
      kind: 'done',
      recorded: ok.map((r): RecordResult => ({
        replyId: r.id,
        questionId: r.questionId,
        answerId: r.answerId,
        correct: true,
        correctAnswerId: r.answerId,
        progress: 40,
        testCompleted: false,
        duplicate: state.duplicates.has(r.id),
      })),
      refused: replies
        .filter((r) => state.refuse.has(r.id))
        .map((r) => ({ id: r.id, code: 409, message: 'Not running a test.' })),
    };
  };
  const transport = {
    isConnected: () => state.connected,
    async record(testId: number, reply: ReplyInput) {
      const stored = (await store.list()).map((e) => e.id);
      calls.push({ kind: 'record' as const, testId, ids: [reply.id], storedAtSend: stored });
      return answer(testId, [reply]);
    },
    async commit(testId: number, replies: ReplyInput[]) {
      const stored = (await store.list()).map((e) => e.id);
      calls.push({
        kind: 'commit' as const,
        testId,
        ids: replies.map((r) => r.id),
        storedAtSend: stored,
      });
      return answer(testId, replies);
    },
  };
  return { calls, state, transport };
}

function setup(options: { initial?: QueuedAnswer[]; batchSize?: number } = {}) {
  const store = createMemoryStore(options.initial);
  const server = fakeServer(store);
  const timers: (() => void)[] = [];
  let clock = 1000;
  const queue = new AnswerQueue(store, server.transport, {
    batchSize: options.batchSize ?? 50,
    now: () => ++clock,
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => undefined,
  });
  const events: QueueEvent[] = [];
  queue.onEvent((e) => events.push(e));
  return { store, queue, ...server, timers, events };
}

const answer = (id: string, testId = 7, questionId = 1) => ({
  id,
  testId,
  questionId,
  answerId: 11,
});
const storedIds = async (store: OutboxStore) => (await store.list()).map((e) => e.id).sort();

describe('answer queue', () => {
  it('stores an answer before sending it and forgets it once the server acknowledges it', async () => {
    const { store, queue, calls } = setup();
    await queue.start(1);
    await queue.enqueue(answer('a'));
    expect(calls).toEqual([{ kind: 'record', testId: 7, ids: ['a'], storedAtSend: ['a'] }]);
    expect(await storedIds(store)).toEqual([]);
    expect(queue.waiting()).toEqual([]);
  });

  it('keeps answers while the link is down and sends them in one commit when it returns', async () => {
    const { store, queue, calls, state } = setup();
    await queue.start(1);
    state.connected = false;
    for (const id of ['a', 'b', 'c', 'd', 'e'])
      await queue.enqueue(answer(id, 7, id.charCodeAt(0)));
    expect(calls).toEqual([]);
    expect(queue.waiting().map((e) => e.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await storedIds(store)).toEqual(['a', 'b', 'c', 'd', 'e']);

    state.connected = true;
    await queue.reconnected();
    expect(calls.map((c) => [c.kind, c.ids])).toEqual([['commit', ['a', 'b', 'c', 'd', 'e']]]);
    expect(queue.waiting()).toEqual([]);
    expect(await storedIds(store)).toEqual([]);
  });

  it('a send without an answer keeps the answer and tries again later', async () => {
    const { store, queue, state, timers, calls } = setup();
    await queue.start(1);
    state.reachable = false;
    await queue.enqueue(answer('a'));
    expect(await storedIds(store)).toEqual(['a']);
    expect(timers).toHaveLength(1);

    state.reachable = true;
    timers.shift()!();
    await queue.flush();
    expect(calls.map((c) => c.ids)).toEqual([['a'], ['a']]);
    expect(await storedIds(store)).toEqual([]);
  });

  it('an answer the server already had (duplicate) leaves the outbox like a new one', async () => {
    const { store, queue, state, events } = setup();
    await queue.start(1);
    state.duplicates.add('a');
    await queue.enqueue(answer('a'));
    expect(await storedIds(store)).toEqual([]);
    expect(events[0]!.recorded[0]!.duplicate).toBe(true);
  });

  it('an answer refused for good leaves the outbox and is reported; the others are recorded', async () => {
    const { store, queue, state, events } = setup();
    await queue.start(1);
    state.connected = false;
    await queue.enqueue(answer('a', 7, 1));
    await queue.enqueue(answer('b', 7, 2));
    state.refuse.add('b');
    state.connected = true;
    await queue.reconnected();
    expect(await storedIds(store)).toEqual([]);
    expect(events).toHaveLength(1);
    expect(events[0]!.recorded.map((r) => r.replyId)).toEqual(['a']);
    expect(events[0]!.refused).toEqual([{ id: 'b', code: 409, message: 'Not running a test.' }]);
  });

  it('a reload finds the waiting answers and sends them first, per test and in batches', async () => {
    const initial: QueuedAnswer[] = [
      { ...answer('t1-a', 1, 1), userId: 1, queuedAt: 3 },
      { ...answer('t2-a', 2, 1), userId: 1, queuedAt: 1 },
      { ...answer('t1-b', 1, 2), userId: 1, queuedAt: 2 },
      { ...answer('t1-c', 1, 3), userId: 1, queuedAt: 4 },
    ];
    const { store, queue, calls } = setup({ initial, batchSize: 2 });
    await queue.start(1);
    expect(calls.map((c) => [c.kind, c.testId, c.ids])).toEqual([
      ['record', 2, ['t2-a']],
      ['commit', 1, ['t1-b', 't1-a']],
      ['record', 1, ['t1-c']],
    ]);
    expect(await storedIds(store)).toEqual([]);
  });

  it('says when the stored answers have been read, so a page can lay them over the server’s', async () => {
    const initial: QueuedAnswer[] = [{ ...answer('a'), userId: 1, queuedAt: 1 }];
    const { queue, state } = setup({ initial });
    state.connected = false;
    expect(queue.isLoaded()).toBe(false);
    const starting = queue.start(1);
    expect(queue.isLoaded()).toBe(false);
    await starting;
    expect(queue.isLoaded()).toBe(true);
    expect(queue.waiting(7).map((e) => e.id)).toEqual(['a']);
    await queue.start(null);
    expect(queue.isLoaded()).toBe(false);
  });

  it("sends only the signed-in student's answers and keeps another student's for later", async () => {
    const initial: QueuedAnswer[] = [
      { ...answer('mine'), userId: 1, queuedAt: 1 },
      { ...answer('theirs'), userId: 2, queuedAt: 2 },
    ];
    const { store, queue, calls } = setup({ initial });
    await queue.start(1);
    expect(calls.flatMap((c) => c.ids)).toEqual(['mine']);
    expect(await storedIds(store)).toEqual(['theirs']);
  });

  it('answers given while a send is under way follow right after it, none twice', async () => {
    const { queue, calls } = setup();
    await queue.start(1);
    const first = queue.enqueue(answer('a', 7, 1));
    const second = queue.enqueue(answer('b', 7, 2));
    await Promise.all([first, second]);
    await queue.flush();
    expect(calls.flatMap((c) => c.ids).sort()).toEqual(['a', 'b']);
    expect(queue.waiting()).toEqual([]);
  });

  it('tells its subscribers how many answers wait', async () => {
    const { queue, state } = setup();
    await queue.start(1);
    const counts: number[] = [];
    queue.subscribe(() => counts.push(queue.waiting().length));
    state.connected = false;
    await queue.enqueue(answer('a', 7, 1));
    await queue.enqueue(answer('b', 7, 2));
    state.connected = true;
    await queue.reconnected();
    expect(counts).toEqual([1, 2, 0]);
  });
});
