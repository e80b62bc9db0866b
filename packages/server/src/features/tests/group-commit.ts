import type { Db } from '../../db/database.js';

/*
 * Group commit: jobs that arrive while a transaction is busy wait and then run together in the
 * next one, so under load many answers share one BEGIN/COMMIT (and one disk flush) instead of
 * paying for their own. With no load a job runs at once, alone: nothing waits on a timer.
 *
 * A job must do its checks before its writes and signal a refusal by throwing an "expected"
 * error (AppError): the job fails, its batch goes on. Any other error means a write failed and
 * the transaction is lost, so every job of that batch runs again on its own.
 */

interface Job<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown };

export interface GroupCommitOptions<I> {
  /** Transactions at once (SQLite has one connection; PostgreSQL a pool). */
  parallel: number;
  maxBatch: number;
  /** A refusal of one job, thrown before it wrote anything. */
  isExpected: (error: unknown) => boolean;
  /** Order within a batch, e.g. to take row locks in one order across batches. */
  order?: (a: I, b: I) => number;
}

export class GroupCommit<I, O> {
  private readonly queue: Job<I, O>[] = [];
  private running = 0;

  constructor(
    private readonly db: Db,
    private readonly work: (trx: Db, input: I) => Promise<O>,
    private readonly options: GroupCommitOptions<I>,
  ) {}

  run(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.options.parallel && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      if (this.options.order) batch.sort((a, b) => this.options.order!(a.input, b.input));
      this.running += 1;
      void this.runBatch(batch).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }

  private async runBatch(batch: Job<I, O>[]): Promise<void> {
    const settled: Settled<O>[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        settled.length = 0;
        for (const job of batch) settled.push(await this.attempt(trx, job.input));
      });
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // Some write failed and took the batch with it: each job again, on its own.
      await Promise.all(batch.map((job) => this.runBatch([job])));
      return;
    }
    batch.forEach((job, i) => {
      const s = settled[i]!;
      if (s.ok) job.resolve(s.value);
      else job.reject(s.error);
    });
  }

  private async attempt(trx: Db, input: I): Promise<Settled<O>> {
    try {
      return { ok: true, value: await this.work(trx, input) };
    } catch (error) {
      if (this.options.isExpected(error)) return { ok: false, error };
      throw error;
    }
  }
}
