import type { AppContext } from '../../core/app-context.js';
import { pendingMigrations } from '../../db/database.js';
import { pingDatabase } from './health.repository.js';

/** Each dependency's state: `ok`, `off` (not configured), or what is wrong. */
export interface ReadinessChecks {
  database: string;
  migrations: string;
  redis: string;
}

/** A check that takes longer than this counts as down: the proxy should try another node. */
const CHECK_MS = 2000;

async function check(run: () => Promise<string>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CHECK_MS);
  });
  try {
    return await Promise.race([run().catch(() => 'unreachable'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this node can serve: its database answers and is migrated, its Redis answers. */
export async function readiness(ctx: AppContext): Promise<ReadinessChecks> {
  const redis = ctx.limiterStore.redis;
  const [database, migrations, redisState] = await Promise.all([
    check(async () => {
      await pingDatabase(ctx.db);
      return 'ok';
    }),
    check(async () => {
      const pending = await pendingMigrations(ctx.database);
      return pending.length === 0 ? 'ok' : `pending: ${pending.join(', ')}`;
    }),
    redis
      ? check(async () => ((await redis.ping()) === 'PONG' ? 'ok' : 'unreachable'))
      : Promise.resolve('off'),
  ]);
  return { database, migrations, redis: redisState };
}
