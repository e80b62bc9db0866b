import type { Envelope, ReplyInput } from '@kokpit/shared';
import { io as ioClient, type Socket } from 'socket.io-client';
import { answerKey, replyId, type ServerAccess, type Test } from './learning.js';

/*
 * A learner who keeps answering, test after test, through whatever node the front door gives
 * them, the way the web client does: it reconnects on its own when its node goes, and every
 * answer stays in its outbox, sent again under the same client reply id, until a node has
 * acknowledged it.
 */

/** How long one attempt waits for its acknowledgement before the answer is sent again. */
const ATTEMPT_MS = 15_000;

export class SteadyLearner {
  readonly socket: Socket;
  /** Every answer given, with its test, in order. */
  readonly answers: { testId: number; reply: ReplyInput }[] = [];
  /** Client reply ids acknowledged as recorded. */
  readonly acked = new Set<string>();
  /** Negative replies (none expected). */
  readonly refused: string[] = [];
  #stopping = false;
  #running: Promise<void> | undefined;

  constructor(
    private readonly access: ServerAccess,
    frontUrl: string,
    token: string,
    readonly id: number,
  ) {
    this.socket = ioClient(`${frontUrl}/student`, {
      auth: { token, lang: 'en' },
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
    });
  }

  start(): void {
    // A refusal stops this learner; it is in `refused` for the test to see.
    this.#running = this.#answerOn().catch(() => undefined);
  }

  /** Stops after the answer in hand is acknowledged; settles once it is. */
  async stop(): Promise<void> {
    this.#stopping = true;
    await this.#running;
    this.socket.disconnect();
  }

  async #answerOn(): Promise<void> {
    while (!this.#stopping) {
      const started = await this.#call<Test>('test-start', {
        section: 'car',
        type: 'progress',
        options: { count: 20 },
      });
      const test = started.data;
      const key = await answerKey(
        this.access,
        test.questions.map((q) => q.id),
      );
      for (const q of test.questions) {
        if (this.#stopping) return;
        // Wrong answers: a right one makes its question learned, and the small sample bank
        // would run out of questions to ask.
        const reply = { id: replyId(), questionId: q.id, answerId: key.get(q.id)!.wrong };
        this.answers.push({ testId: test.id, reply });
        await this.#call('test-record', { testId: test.id, reply });
        this.acked.add(reply.id);
      }
    }
  }

  /** Sends until a node answers: no link, or a link lost before the answer, means again. */
  async #call<T>(event: string, payload: unknown): Promise<Envelope<T>> {
    for (;;) {
      if (!this.socket.connected) {
        await new Promise<void>((resolve) => this.socket.once('connect', () => resolve()));
      }
      let reply: Envelope<T>;
      try {
        reply = (await this.socket.timeout(ATTEMPT_MS).emitWithAck(event, payload)) as Envelope<T>;
      } catch {
        continue;
      }
      if (!reply.isPositive) {
        this.refused.push(`${event}: ${reply.message}`);
        throw new Error(`${event} refused: ${reply.message}`);
      }
      return reply;
    }
  }
}
