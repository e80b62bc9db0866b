import { ConfigError, loadConfig } from './config/config.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './features/demo/demo-seed.js';
import { startServer, wantsDemo, type RunningServer } from './server.js';

/**
 * SIGTERM (a restart, a rolling upgrade) and SIGINT shut the node down gracefully
 * (docs/ARCHITECTURE.md, "Shutting a node down") and exit 0; past SHUTDOWN_TIMEOUT_MS, or on a
 * second SIGINT, it exits at once with 1.
 */
function exitOnSignals(server: RunningServer, timeoutMs: number): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      if (signal === 'SIGINT') process.exit(1);
      return;
    }
    stopping = true;
    console.log(`\n${signal}: shutting down`);
    setTimeout(() => {
      console.error(`Shutdown took longer than ${timeoutMs} ms: exiting anyway`);
      process.exit(1);
    }, timeoutMs).unref();
    server
      .close()
      .then(() => {
        console.log('Stopped cleanly');
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error('Shutdown failed:', error instanceof Error ? error.message : error);
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  exitOnSignals(server, config.SHUTDOWN_TIMEOUT_MS);
  const shown = config.PUBLIC_URL ?? `http://localhost:${server.port}`;
  console.log(`\nKokpit is serving on ${shown}  (database: ${server.ctx.dialect})`);
  if (wantsDemo(config)) {
    console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.username.padEnd(14)} ${a.description}`);
    console.log('');
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Kokpit could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
