import type { RecordResult, RefusedReply, ReplyInput } from '@kokpit/shared';
import type { OutboxStore, QueuedAnswer } from './outbox-store';

/*
 * The answer outbox: every answer is stored BEFORE it is sent and leaves the store only when
 * the server has acknowledged it (recorded, or recognised as a duplicate) or refused it for
 * good. While the link is down answers simply wait; on reconnect they go in batches. The
 * server counts a reply id once, so sending an answer twice is harmless, losing one is not.
 */

/** What one send achieved. `unreachable`: no answer from the server; keep everything. */
export type SendOutcome =
  { kind: 'done'; recorded: RecordResult[]; refused: RefusedReply[] } | { kind: 'unreachable' };

/** The link to the server, injected so the queue's logic is testable without one. */
export interface QueueTransport {
  isConnected(): boolean;
  /** `test-record`: one answer. */
  record(testId: number, reply: ReplyInput): Promise<SendOutcome>;
  /** `test-record/commit`: several answers of one test. */
  commit(testId: number, replies: ReplyInput[]): Promise<SendOutcome>;
}

export interface QueueEvent {
  testId: number;
  recorded: RecordResult[];
  refused: RefusedReply[];
}

export interface AnswerQueueOptions {
  /** Replies per `test-record/commit` (the server takes at most 200). */
  batchSize?: number;
  /** First wait before trying again after a send got no answer while connected. */
  retryMs?: number;
  maxRetryMs?: number;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

const toReply = (a: QueuedAnswer): ReplyInput => ({
  id: a.id,
  questionId: a.questionId,
  answerId: a.answerId,
  ...(a.revealed ? { revealed: true } : {}),
  ...(a.helped ? { helped: true } : {}),
});

export class AnswerQueue {
  private userId: number | null = null;
  /** The user whose stored answers have been read (undefined: none yet). */
  private loadedFor: number | null | undefined = undefined;
  /** The current user's queued answers, oldest first (a mirror of the store). */
  private entries: QueuedAnswer[] = [];
  private flushing: Promise<void> | null = null;
  private again = false;
  private retryHandle: unknown = null;
  private retryDelay: number;
  private readonly changeListeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: QueueEvent) => void>();
  /** The answer that completed each test, kept for a page that opens after it was sent. */
  private readonly completions = new Map<number, RecordResult>();
  private readonly options: Required<AnswerQueueOptions>;

  constructor(
    private readonly store: OutboxStore,
    private readonly transport: QueueTransport,
    options: AnswerQueueOptions = {},
  ) {
    this.options = {
      batchSize: 50,
      retryMs: 2000,
      maxRetryMs: 30_000,
      now: () => Date.now(),
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      ...options,
    };
    this.retryDelay = this.options.retryMs;
  }

  /** Loads the user's waiting answers (null: nobody signed in) and sends them if possible. */
  async start(userId: number | null): Promise<void> {
    this.userId = userId;
    const stored = userId === null ? [] : await this.readStore();
    if (this.userId !== userId) return;
    const mine = stored.filter((e) => e.userId === userId).sort((a, b) => a.queuedAt - b.queuedAt);
    // Answers given while the store was being read are kept too.
    const known = new Set(mine.map((e) => e.id));
    this.entries = [
      ...mine,
      ...this.entries.filter((e) => e.userId === userId && !known.has(e.id)),
    ];
    this.loadedFor = userId;
    this.changed();
    await this.flush();
  }

  /** Stores an answer, then sends it (or leaves it waiting for the link). */
  async enqueue(answer: Omit<QueuedAnswer, 'userId' | 'queuedAt'>): Promise<void> {
    if (this.userId === null) throw new Error('answer queue: nobody is signed in');
    const entry: QueuedAnswer = { ...answer, userId: this.userId, queuedAt: this.options.now() };
    try {
      await this.store.put(entry);
    } catch {
      // The store refused (quota, private mode): the answer still goes, from memory.
    }
    this.entries = [...this.entries, entry];
    this.changed();
    await this.flush();
  }

  /** Sends everything waiting; one flush at a time, and one more if answers came meanwhile. */
  flush(): Promise<void> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      try {
        do {
          this.again = false;
          await this.sendWaiting();
        } while (this.again);
      } finally {
        this.flushing = null;
      }
    })();
    return this.flushing;
  }

  /** The link came back: send at once, whatever the retry timer said. */
  reconnected(): Promise<void> {
    this.cancelRetry();
    this.retryDelay = this.options.retryMs;
    return this.flush();
  }

  /** Whether the signed-in user's stored answers have been read (a page may trust `waiting`). */
  isLoaded(): boolean {
    return this.userId !== null && this.loadedFor === this.userId;
  }

  /** Answers not yet acknowledged, oldest first; of one test when `testId` is given. */
  waiting(testId?: number): QueuedAnswer[] {
    return testId === undefined ? this.entries : this.entries.filter((e) => e.testId === testId);
  }

  /** The server's reply to the answer that completed the test (a simulation's verdict). */
  completion(testId: number): RecordResult | undefined {
    return this.completions.get(testId);
  }

  /** Called whenever the waiting answers change (for the "N answers waiting" indicator). */
  subscribe(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Called with what the server said about each batch (results, refusals). */
  onEvent(listener: (event: QueueEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  private async readStore(): Promise<QueuedAnswer[]> {
    try {
      return await this.store.list();
    } catch {
      return [];
    }
  }

  private async sendWaiting(): Promise<void> {
    if (!this.transport.isConnected() || this.entries.length === 0) return;
    const byTest = new Map<number, QueuedAnswer[]>();
    for (const e of this.entries) byTest.set(e.testId, [...(byTest.get(e.testId) ?? []), e]);
    for (const [testId, answers] of byTest) {
      for (let i = 0; i < answers.length; i += this.options.batchSize) {
        const batch = answers.slice(i, i + this.options.batchSize);
        const outcome =
          batch.length === 1
            ? await this.transport.record(testId, toReply(batch[0]!))
            : await this.transport.commit(testId, batch.map(toReply));
        if (outcome.kind === 'unreachable') return this.scheduleRetry();
        await this.settle(testId, outcome);
      }
    }
    this.retryDelay = this.options.retryMs;
  }

  /** Acknowledged and finally refused answers leave the store; the rest stay. */
  private async settle(
    testId: number,
    outcome: Extract<SendOutcome, { kind: 'done' }>,
  ): Promise<void> {
    const gone = new Set([
      ...outcome.recorded.map((r) => r.replyId),
      ...outcome.refused.map((r) => r.id),
    ]);
    if (gone.size > 0) {
      try {
        await this.store.remove([...gone]);
      } catch {
        // Left in the store: sent again next time, and the server counts it once.
      }
      this.entries = this.entries.filter((e) => !gone.has(e.id));
      this.changed();
    }
    const completing = outcome.recorded.find((r) => r.testCompleted);
    if (completing) this.completions.set(testId, completing);
    const event: QueueEvent = { testId, recorded: outcome.recorded, refused: outcome.refused };
    for (const listener of this.eventListeners) listener(event);
  }

  private scheduleRetry(): void {
    if (this.retryHandle !== null || !this.transport.isConnected()) return;
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, this.options.maxRetryMs);
    this.retryHandle = this.options.setTimer(() => {
      this.retryHandle = null;
      void this.flush();
    }, delay);
  }

  private cancelRetry(): void {
    if (this.retryHandle === null) return;
    this.options.clearTimer(this.retryHandle);
    this.retryHandle = null;
  }

  private changed(): void {
    for (const listener of this.changeListeners) listener();
  }
}
