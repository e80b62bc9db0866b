import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/*
 * Browser journeys against the real server (built: `npm run build`), on a fresh SQLite
 * database with the demo accounts, in Debian's Chromium: Playwright never downloads one.
 * Screenshots for people to look at are another run: playwright.screenshots.config.ts.
 */
const port = Number(process.env.E2E_PORT ?? 3101);
/*
 * Debian's headless shell of Chromium (package chromium-headless-shell, the same build), the
 * browser Playwright itself runs headless: a fifth less CPU than the full browser in headless
 * mode. The full browser when the shell is not installed (scripts/ensure-chromium.sh installs
 * both).
 */
function chromiumForJourneys(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}
const baseURL = `http://127.0.0.1:${port}`;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// Evaluated again in each worker, which inherits the main process's folder through the env.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'kokpit-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The server serves a copy of the built app, so a journey may publish a "new version" into it.
const webDir = join(dataDir, 'web');
const builtWeb = join(repoRoot, 'packages/web/dist');
if (!existsSync(webDir) && existsSync(builtWeb)) cpSync(builtWeb, webDir, { recursive: true });

/*
 * Journeys that sign in to a demo account share its sessions (MAX_SESSIONS, "sign out the other
 * devices"), so they run one at a time; the release journey changes the served sw.js, which
 * every open page would notice, so it runs alone at the end (named alone on the command line it
 * brings the whole run with it: add --no-deps). The rest make their own students and run two
 * at a time (E2E_WORKERS): they mostly wait (one at a time, the run kept two cores less than a
 * fifth busy).
 */
const demoAccounts = /\/(session|sign-in|test-resume|readiness-categories|admin-[^/]+)\.spec\.ts$/;
const release = /\/update\.spec\.ts$/;
/*
 * The school portal's journeys approve schools of their own, which every public page then shows
 * (map, search, nearest schools): they run after the journeys that count the partner schools.
 */
const schoolPortal = /\/school-portal-[^/]+\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  outputDir: './test-results',
  // A file's tests run in order in one worker; files run side by side.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  /*
   * One retry: a journey that fails and then passes is reported as flaky (the summary of
   * `npm test` counts them) instead of sinking a whole CI run on a slow, loaded machine; a real
   * failure fails twice. E2E_RETRIES=0 when hunting a flaky journey.
   */
  retries: Number(process.env.E2E_RETRIES ?? 1),
  // Deadlines for a hang, not speed limits: a loaded two-core machine is slow, not wrong, and a
  // passing journey waits no longer for them. Speed is measured in bench/.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'el-GR',
    /*
     * Recorded on the retry only: a trace's screencast and snapshots took about a third of the
     * run's CPU on a two-core machine (the browser's compositor encoding frames), for the few
     * journeys that fail. A journey that fails twice still leaves its trace.
     */
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromiumForJourneys(),
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
  projects: [
    // First, so its files start at once beside the others rather than one by one at the end.
    { name: 'demo-accounts', testMatch: demoAccounts, workers: 1 },
    // Test by test rather than file by file, so a long file does not leave a worker idle.
    { name: 'journeys', testIgnore: [demoAccounts, release, schoolPortal], fullyParallel: true },
    {
      name: 'school-portal',
      testMatch: schoolPortal,
      fullyParallel: true,
      dependencies: ['journeys', 'demo-accounts'],
    },
    {
      name: 'release',
      testMatch: release,
      workers: 1,
      dependencies: ['journeys', 'demo-accounts', 'school-portal'],
    },
  ],
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
      // Social sign-in through the local OpenID provider e2e/oidc-sign-in.spec.ts starts.
      OIDC_PROVIDERS: 'local',
      OIDC_LOCAL_ISSUER: `http://127.0.0.1:${port + 1000}`,
      OIDC_LOCAL_CLIENT_ID: 'kokpit',
      OIDC_LOCAL_CLIENT_SECRET: 'kokpit-local-secret-0123456789abcdef',
      OIDC_LOCAL_NAME: 'Local ID',
    },
  },
});
