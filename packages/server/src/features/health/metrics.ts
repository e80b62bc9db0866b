import { NAMESPACES } from '@kokpit/shared';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppContext } from '../../core/app-context.js';

/** This node's Prometheus metrics (GET /metrics), one registry per server. */
export interface Metrics {
  registry: Registry;
  answers: Counter;
  batchSizes: Histogram;
  ackSeconds: Histogram<'namespace' | 'event'>;
  eventErrors: Counter<'namespace' | 'event' | 'code'>;
}

const byContext = new WeakMap<AppContext, Metrics>();

function createMetrics(ctx: AppContext): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'kokpit_node_' });
  const answers = new Counter({
    name: 'kokpit_answers_recorded_total',
    help: 'Answers acknowledged: test-record, and each reply of a test-record/commit (a resent one too).',
    registers: [registry],
  });
  const batchSizes = new Histogram({
    name: 'kokpit_answer_batch_size',
    help: 'Answers per transaction of the group commit (practice/group-commit.ts), once written.',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
    registers: [registry],
  });
  const ackSeconds = new Histogram({
    name: 'kokpit_event_ack_seconds',
    help: 'Time from an event arriving to its acknowledgement.',
    labelNames: ['namespace', 'event'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const eventErrors = new Counter({
    name: 'kokpit_event_errors_total',
    help: 'Negative acknowledgements, by result code (SPEC §8).',
    labelNames: ['namespace', 'event', 'code'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'kokpit_sockets',
    help: 'Sockets connected to this node, per namespace.',
    labelNames: ['namespace'] as const,
    registers: [registry],
    collect() {
      for (const ns of NAMESPACES) this.set({ namespace: ns }, ctx.io?.of(ns).sockets.size ?? 0);
    },
  });
  databaseGauges(ctx, registry);
  return { registry, answers, batchSizes, ackSeconds, eventErrors };
}

/**
 * What the database's callers use and wait on, read at each scrape: PostgreSQL's pool, or the
 * requests waiting on the SQLite thread (db/sqlite-thread.ts), the embedded database's queue.
 */
function databaseGauges(ctx: AppContext, registry: Registry): void {
  if (ctx.database.dialect === 'postgres') {
    const pool = () => {
      const usage = ctx.database.usage();
      return usage.dialect === 'postgres' ? usage.pool : { total: 0, idle: 0, waiting: 0, max: 0 };
    };
    new Gauge({
      name: 'kokpit_db_pool_connections',
      help: 'PostgreSQL connections of this node: open (total), idle among them, the most (max).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const p = pool();
        this.set({ state: 'total' }, p.total);
        this.set({ state: 'idle' }, p.idle);
        this.set({ state: 'max' }, p.max);
      },
    });
    new Gauge({
      name: 'kokpit_db_pool_waiting',
      help: 'Queries of this node waiting for a free PostgreSQL connection.',
      registers: [registry],
      collect() {
        this.set(pool().waiting);
      },
    });
    return;
  }
  new Gauge({
    name: 'kokpit_db_thread_requests',
    help: 'Requests waiting on the SQLite thread: all in flight, and queued (not yet sent).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const usage = ctx.database.usage();
      const load = usage.dialect === 'sqlite' ? usage.thread : { inFlight: 0, queued: 0 };
      this.set({ state: 'in_flight' }, load.inFlight);
      this.set({ state: 'queued' }, load.queued);
    },
  });
}

export function metricsOf(ctx: AppContext): Metrics {
  let found = byContext.get(ctx);
  if (!found) byContext.set(ctx, (found = createMetrics(ctx)));
  return found;
}

/**
 * One acknowledged event: its latency, and its code when negative. `event` is a name of the
 * contract, or `unknown` (a fuzzer's made-up names must not each become a series).
 */
export function observeEvent(
  ctx: AppContext,
  e: { namespace: string; event: string; code: number; seconds: number },
): void {
  const m = metricsOf(ctx);
  const { event } = e;
  m.ackSeconds.observe({ namespace: e.namespace, event }, e.seconds);
  if (e.code !== 200) m.eventErrors.inc({ namespace: e.namespace, event, code: String(e.code) });
}

/** One group commit of answers written, `size` answers in its transaction. */
export function observeAnswerBatch(ctx: AppContext, size: number): void {
  metricsOf(ctx).batchSizes.observe(size);
}

/** Answers stored on this node. */
export function countAnswers(ctx: AppContext, count: number): void {
  if (count > 0) metricsOf(ctx).answers.inc(count);
}
