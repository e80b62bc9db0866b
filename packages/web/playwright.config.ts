import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/*
 * Browser journeys against the real server (built: `npm run build`), on a fresh SQLite
 * database with the demo accounts, in Debian's Chromium: Playwright never downloads one.
 */
const port = Number(process.env.E2E_PORT ?? 3101);
const baseURL = `http://127.0.0.1:${port}`;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// Evaluated again in each worker, which inherits the main process's folder through the env.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'kokpit-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The server serves a copy of the built app, so a journey may publish a "new version" into it.
const webDir = join(dataDir, 'web');
const builtWeb = join(repoRoot, 'packages/web/dist');
if (!existsSync(webDir) && existsSync(builtWeb)) cpSync(builtWeb, webDir, { recursive: true });

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'el-GR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node packages/server/dist/main.js',
    cwd: repoRoot,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, 'e2e.db')}`,
      DATA_DIR: dataDir,
      KOKPIT_DEMO: '1',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDir,
    },
  },
});
