import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

/*
 * Screenshots for people to look at (`npm run screenshots`): every page and state the
 * `*.shots.ts` files visit, at a phone's 390 px and a laptop's 1366 px, as PNGs in
 * `screenshots/` at the repository's root (not committed). They assert nothing beyond what
 * they need to get there, so they are not part of `npm test`. Same server and browser as the
 * journeys.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
process.env.SCREENSHOTS_DIR ??= join(repoRoot, 'screenshots');

export default defineConfig({
  ...journeys,
  testMatch: '**/*.shots.ts',
  outputDir: './test-results/screenshots',
  projects: [
    { name: 'phone-390', use: { viewport: { width: 390, height: 844 } } },
    { name: 'laptop-1366', use: { viewport: { width: 1366, height: 768 } } },
  ],
});
