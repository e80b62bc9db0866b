import { NAMESPACES } from '@kokpit/shared';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppContext } from '../../core/app-context.js';

/** This node's Prometheus metrics (GET /metrics), one registry per server. */
export interface Metrics {
  registry: Registry;
  answers: Counter;
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
  return { registry, answers, ackSeconds, eventErrors };
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

/** Answers stored on this node. */
export function countAnswers(ctx: AppContext, count: number): void {
  if (count > 0) metricsOf(ctx).answers.inc(count);
}
