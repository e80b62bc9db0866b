import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config/config.js';
import type { AppContext } from './core/app-context.js';
import { migrate, openDatabase, type DatabaseHandle } from './db/database.js';
import { seedRolePermissions } from './db/seeds/roles.js';
import { apiRoutes, namespaceEvents, namespaceHooks, rootRoutes } from './features/index.js';
import { seedSections } from './db/seeds/sections.js';
import { seedInitialContent } from './features/content/content-importer.js';
import { seedDemoContactMessages } from './features/demo/demo-contact.js';
import { seedDemoCitySchools } from './features/demo/demo-schools.js';
import { seedDemoAccounts, seedDemoSchoolClass } from './features/demo/demo-seed.js';
import { seedInfoPages } from './features/pages/pages-seed.js';
import { offlineGeocoder } from './features/places/geocoder.js';
import { seedPlaces } from './features/places/places-seed.js';
import { createMailer } from './features/mail/mailer.js';
import { openLimiterStore, type LimiterStore } from './core/rate-limiter.js';
import { within } from './core/time-limit.js';
import { createHttpApp } from './http/app.js';
import { createRealtime, type Realtime } from './realtime/io.js';
import { JOBS, startJobRunner, type JobRunner } from './jobs/index.js';

export interface RunningServer {
  ctx: AppContext;
  app: FastifyInstance;
  url: string;
  port: number;
  demoCreated: boolean;
  /** This node's scheduled jobs (jobs/); tests tick it with their own time. */
  jobs: JobRunner;
  /** Shuts the node down gracefully (docs/ARCHITECTURE.md, "Shutting a node down"). */
  close: () => Promise<void>;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Whether this start seeds the demo accounts: the embedded default, or KOKPIT_DEMO=1. */
export function wantsDemo(config: Config): boolean {
  return config.KOKPIT_DEMO || (config.isSqlite && !config.isProduction);
}

export interface StartOptions {
  seedDemo?: boolean;
  seedContent?: boolean;
  /**
   * With the demo accounts, the demo school's class of about 40 students (demo-class.ts);
   * default: outside tests, which build the students they need.
   */
  seedDemoClass?: boolean;
  /** Where the log goes (stdout when absent). */
  logStream?: NodeJS.WritableStream;
}

/** Opens and migrates the database, seeds, and serves HTTP and Socket.IO on one port. */
export async function startServer(
  config: Config,
  options: StartOptions = {},
): Promise<RunningServer> {
  const database = openDatabase(config);
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const limiterStore = await openLimiterStore(config, (err) =>
    ctx.logger.error({ err }, 'redis rate-limit store error'),
  );
  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    database,
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: join(config.DATA_DIR, 'outbox'),
    }),
    logger: silent,
    limiterStore,
    io: null,
    geocoder: offlineGeocoder(database.db),
    draining: false,
  };
  await migrate(database);
  await seedRolePermissions(ctx.db);
  await seedSections(ctx.db);
  await seedPlaces(ctx.db);
  if (options.seedContent !== false) {
    await seedInitialContent(ctx.db, { contentPath: config.KOKPIT_CONTENT });
    await seedInfoPages(ctx.db, config.PRODUCT);
  }
  const seedDemo = options.seedDemo ?? wantsDemo(config);
  const demoCreated = seedDemo ? await seedDemoAccounts(ctx.db) : false;
  if (seedDemo && (options.seedDemoClass ?? config.NODE_ENV !== 'test')) {
    await seedDemoSchoolClass(ctx.db);
    await seedDemoCitySchools(ctx.db);
    await seedDemoContactMessages(ctx.db);
  }

  const app = await createHttpApp(ctx, {
    apiRoutes,
    rootRoutes,
    webDist: config.WEB_DIST ?? defaultWebDist,
    logStream: options.logStream,
  });
  const realtime = await createRealtime(ctx, app.server, namespaceEvents, namespaceHooks);
  await app.listen({ port: config.PORT, host: config.HOST });
  // Every node runs the runner; each period runs on one. Under test no timer: tests tick it.
  const jobs = startJobRunner(ctx, JOBS, config.NODE_ENV === 'test' ? { tickMs: 0 } : {});
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
  let closing: Promise<void> | undefined;

  return {
    ctx,
    app,
    port,
    url: `http://${host}:${port}`,
    demoCreated,
    jobs,
    close: () => (closing ??= shutDown(ctx, { app, realtime, jobs, limiterStore, database })),
  };
}

/** How long a shutdown waits for the HTTP requests in hand. */
const HTTP_SETTLE_MS = 5_000;

/**
 * The graceful shutdown, in order: not ready and no new connection; no new event, and the ones
 * in hand acknowledged; every connection closed so its client reconnects to another node; no new
 * job; HTTP requests in hand answered; then mail, Redis and the database closed (SQLite
 * checkpointed and its thread ended, PostgreSQL's pool ended).
 */
async function shutDown(
  ctx: AppContext,
  parts: {
    app: FastifyInstance;
    realtime: Realtime;
    jobs: JobRunner;
    limiterStore: LimiterStore;
    database: DatabaseHandle;
  },
): Promise<void> {
  const { app, realtime, jobs, limiterStore, database } = parts;
  ctx.draining = true;
  // The listener closes at once (the proxy's next connection goes to another node); this settles
  // once every connection, websockets included, has ended.
  const connectionsEnded = new Promise<void>((resolve) => app.server.close(() => resolve()));
  const jobsStopped = jobs.stop();
  await realtime.close();
  await jobsStopped;
  await app.close().catch(() => undefined);
  await within(connectionsEnded, HTTP_SETTLE_MS);
  app.server.closeAllConnections();
  ctx.mailer.close();
  await limiterStore.close();
  await database.close();
}
