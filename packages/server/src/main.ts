import { ConfigError, loadConfig } from './config/config.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './features/demo/demo-seed.js';
import { startServer, wantsDemo } from './server.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  const shown = config.PUBLIC_URL ?? `http://localhost:${server.port}`;
  console.log(`\nKokpit is serving on ${shown}  (database: ${server.ctx.dialect})`);
  if (wantsDemo(config)) {
    console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.username.padEnd(14)} ${a.description}`);
    console.log('');
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: shutting down`);
    server
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Kokpit could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
