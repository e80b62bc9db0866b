import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The Redis suite (two nodes sharing a database) runs only when scripts/test.mjs sets TEST_REDIS_URL.
const redisRun = Boolean(process.env.TEST_REDIS_URL);

export default defineConfig({
  resolve: {
    alias: {
      '@kokpit/shared': fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url)),
    },
  },
  test: {
    include: redisRun
      ? ['packages/*/src/**/*.redis.test.ts']
      : ['packages/*/src/**/*.test.ts', 'eslint-rules/*.test.js'],
    exclude: redisRun ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*.redis.test.ts'],
    globalSetup: ['packages/server/src/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Files share a worker's module graph: importing the server once per worker rather than
    // once per file saves about a quarter of the suite. Every test server has its own
    // context, so no state of one file's servers reaches another's.
    isolate: false,
    // Deadlines for a hang, not speed limits: generous enough for a loaded two-core machine
    // (a passing test waits no longer for them). Speed is measured in bench/.
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
