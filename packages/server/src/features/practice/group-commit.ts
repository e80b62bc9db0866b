/*
 * Group commit: jobs that arrive together run in one transaction, so under load many answers
 * share one BEGIN/COMMIT (and one disk write) instead of paying for their own. A job submitted
 * while a slot is free waits only for the end of the current turn of the event loop
 * (setImmediate), so every answer read from the sockets in that turn joins it; jobs arriving
 * while every slot is busy join the next batch. Nothing waits on a timer.
 *
 * `commit` runs a batch in one transaction and answers each job's result or refusal. A refusal
 * fails its job alone; a thrown error means the transaction is lost, so every job of that batch
 * runs again on its own.
 */

export type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown };

interface Job<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions<I, O> {
  /** Transactions at once (SQLite has one connection; PostgreSQL a pool). */
  parallel: number;
  maxBatch: number;
  /**
   * Jobs waiting before a batch starts beside one already running (default 1: as soon as any
   * waits). Higher, light load runs one batch at a time and the jobs that arrive meanwhile go
   * together in the next, instead of a transaction each; heavy load still fills every slot.
   */
  spreadAt?: number;
  /** Runs the batch in one transaction: each job's outcome in order; throws when it is lost. */
  commit: (batch: readonly I[]) => Promise<Settled<O>[]>;
}

export class GroupCommit<I, O> {
  private readonly queue: Job<I, O>[] = [];
  private running = 0;
  private scheduled = false;

  constructor(private readonly options: GroupCommitOptions<I, O>) {}

  run(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.scheduled && this.running < this.options.parallel) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  private pump(): void {
    const spreadAt = this.options.spreadAt ?? 1;
    while (
      this.running < this.options.parallel &&
      this.queue.length > 0 &&
      (this.running === 0 || this.queue.length >= spreadAt)
    ) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.running += 1;
      void this.runBatch(batch).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }

  private async runBatch(batch: Job<I, O>[]): Promise<void> {
    let settled: Settled<O>[];
    try {
      settled = await this.options.commit(batch.map((job) => job.input));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // Some write failed and took the batch with it: each job again, on its own.
      await Promise.all(batch.map((job) => this.runBatch([job])));
      return;
    }
    batch.forEach((job, i) => {
      const s = settled[i];
      if (!s) job.reject(new Error('group commit: no outcome for a job'));
      else if (s.ok) job.resolve(s.value);
      else job.reject(s.error);
    });
  }
}
