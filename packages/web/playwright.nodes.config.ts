import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';
import { clusterPorts } from './e2e/nodes-support';

/*
 * Many nodes behind nginx (`npm run test:nodes`, run by `npm test` when PostgreSQL and Redis
 * answer): the `*.nodes.ts` journeys start two built Kokpit nodes on PostgreSQL and Redis and
 * nginx in front of them (e2e/nodes-support.ts), so they need no server from here; the browser
 * is the journeys' own. One worker: the journeys restart the cluster's nodes.
 */
export default defineConfig({
  ...journeys,
  testMatch: '**/*.nodes.ts',
  outputDir: './test-results/nodes',
  // The journeys' OpenID provider and server are theirs; this suite starts its own cluster.
  globalSetup: undefined,
  webServer: undefined,
  workers: 1,
  fullyParallel: false,
  retries: Number(process.env.E2E_RETRIES ?? 0),
  use: { ...journeys.use, baseURL: `http://127.0.0.1:${clusterPorts().door}` },
  projects: [{ name: 'many-nodes' }],
});
