import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { redisNamespace, type Config } from '../config/config.js';

/**
 * Where counters live: this process's memory, or Redis (REDIS_URL) so that every node behind a
 * balancer counts against the same budget. Built once per server and closed with it.
 */
export interface LimiterStore {
  redis: ReturnType<typeof createClient> | null;
  /** Key prefix in Redis, so products sharing a Redis do not share budgets. */
  prefix: string;
  close: () => Promise<void>;
}

export const memoryStore: LimiterStore = {
  redis: null,
  prefix: 'rl',
  close: async () => undefined,
};

/** The store for this configuration: Redis when REDIS_URL is set, memory otherwise. */
export async function openLimiterStore(
  config: Config,
  onError: (err: unknown) => void,
): Promise<LimiterStore> {
  if (!config.REDIS_URL) return { ...memoryStore };
  const redis = createClient({ url: config.REDIS_URL });
  redis.on('error', onError);
  await redis.connect();
  return {
    redis,
    prefix: `${redisNamespace(config)}:rl`,
    close: async () => {
      await redis.quit().catch(() => undefined);
    },
  };
}

/** A rate-limiter-flexible limiter: `points` per `windowMs`, in the store's memory or Redis. */
export function flexibleLimiter(
  store: LimiterStore,
  name: string,
  points: number,
  windowMs: number,
): RateLimiterAbstract {
  const duration = Math.max(1, Math.ceil(windowMs / 1000));
  const keyPrefix = `${store.prefix}:${name}`;
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  return store.redis
    ? new RateLimiterRedis({
        storeClient: store.redis,
        useRedisPackage: true,
        keyPrefix,
        points,
        duration,
        // Redis away: count on this node rather than refuse every sign-in or hang on the queue.
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
}

let anonymous = 0;

/**
 * At most `limit` hits per key per window. Without a store the counters are this process's
 * (per-event limits per address); with a Redis store they are shared by every node.
 */
export class RateLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    limit: number,
    windowMs: number,
    private readonly enabled = true,
    store: LimiterStore = memoryStore,
    name = `limiter${++anonymous}`,
  ) {
    this.limiter = flexibleLimiter(store, name, limit, windowMs);
  }

  /** Counts one hit; false when the key is over its limit for this window. */
  async hit(key: string): Promise<boolean> {
    if (!this.enabled) return true;
    try {
      await this.limiter.consume(key);
      return true;
    } catch (error) {
      // The library rejects with its result object when the budget is spent.
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }
}
