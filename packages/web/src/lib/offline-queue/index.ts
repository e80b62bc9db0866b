import { ResultCode, type RecordResult, type RefusedReply, type ReplyInput } from '@kokpit/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { notify } from '../notify';
import { getSessionSnapshot, subscribeSession } from '../session/session-store';
import { getSocket, isConnected, isRequestError, request } from '../socket';
import {
  AnswerQueue,
  type QueueEvent,
  type QueueTransport,
  type SendOutcome,
} from './answer-queue';
import { createIndexedDbStore } from './indexeddb-store';
import type { QueuedAnswer } from './outbox-store';

export type { QueueEvent } from './answer-queue';
export { deleteCached, listCached, readCached, writeCached } from './offline-cache';
export type { QueuedAnswer } from './outbox-store';

/*
 * The one answer queue of the app, wired to the /student socket and the session: it loads the
 * signed-in student's waiting answers at once and sends them whenever the link (re)connects.
 */

/** Refusals that say "not now" rather than "never": the answers wait and go again later. */
const TRANSIENT_CODES = new Set<number>([
  ResultCode.notAuthenticated,
  ResultCode.insufficientPermissions,
  ResultCode.rateLimited,
  ResultCode.internal,
]);

/** Replies per `test-record/commit` (the server takes up to MAX_COMMIT_REPLIES, 200). */
const COMMIT_BATCH = 50;
const COMMIT_TIMEOUT_MS = 40_000;

function refusedAll(error: unknown, replies: readonly ReplyInput[]): SendOutcome {
  if (!isRequestError(error) || error.kind !== 'server' || TRANSIENT_CODES.has(error.code)) {
    return { kind: 'unreachable' };
  }
  if (error.code < 0) return { kind: 'unreachable' };
  return {
    kind: 'done',
    recorded: [],
    refused: replies.map((r) => ({ id: r.id, code: error.code, message: error.message })),
  };
}

const socketTransport: QueueTransport = {
  isConnected: () => isConnected('/student'),
  async record(testId, reply) {
    try {
      const envelope = await request('/student', 'test-record', { testId, reply });
      return { kind: 'done', recorded: [envelope.data], refused: [] };
    } catch (error) {
      return refusedAll(error, [reply]);
    }
  },
  async commit(testId, replies) {
    try {
      const envelope = await request(
        '/student',
        'test-record/commit',
        { testId, replies },
        { timeoutMs: COMMIT_TIMEOUT_MS },
      );
      return { kind: 'done', recorded: envelope.data.results, refused: [] };
    } catch (error) {
      // Some recorded, some refused: the envelope names both.
      if (isRequestError(error) && Array.isArray(error.data.refused)) {
        return {
          kind: 'done',
          // The server names the recorded ones `results` (as in a positive reply).
          recorded: (error.data.results ?? error.data.recorded ?? []) as RecordResult[],
          refused: error.data.refused as RefusedReply[],
        };
      }
      return refusedAll(error, replies);
    }
  },
};

let queue: AnswerQueue | null = null;

/** The app's answer queue, created and wired on first use. */
export function answerQueue(): AnswerQueue {
  if (queue) return queue;
  const created = new AnswerQueue(createIndexedDbStore(), socketTransport, {
    batchSize: COMMIT_BATCH,
  });
  queue = created;
  let userId: number | null = null;
  const syncUser = () => {
    const next = getSessionSnapshot().user?.id ?? null;
    if (next === userId) return;
    userId = next;
    void created.start(next);
  };
  subscribeSession(syncUser);
  syncUser();
  // An answer the server will never take (its test ended elsewhere) is dropped: say so.
  created.onEvent((event) => {
    const first = event.refused[0];
    if (first) notify({ message: first.message, tone: 'error' });
  });
  getSocket('/student').on('connect', () => void created.reconnected());
  window.addEventListener('online', () => void created.reconnected());
  return created;
}

/** The signed-in student's answers waiting for the server (all tests). */
export function useWaitingAnswers(): QueuedAnswer[] {
  const q = answerQueue();
  return useSyncExternalStore(
    (listener) => q.subscribe(listener),
    () => q.waiting(),
  );
}

/** Whether this device's waiting answers have been read from the outbox yet. */
export function useQueueLoaded(): boolean {
  const q = answerQueue();
  return useSyncExternalStore(
    (listener) => q.subscribe(listener),
    () => q.isLoaded(),
  );
}

/** Calls `listener` with every batch the server answered (mounted components only). */
export function useQueueEvents(listener: (event: QueueEvent) => void): void {
  useEffect(() => answerQueue().onEvent(listener), [listener]);
}
