import { expect, test, type Page } from '@playwright/test';
import { Limits } from '@kokpit/shared';

/*
 * The guard's 5 s (SPEC §9: 5000 ms, polled 4 times) is measured on the page's own clock, paused
 * before the page loads and moved by the journey: the same on a fast machine and a loaded one.
 */
const T0 = new Date('2026-03-02T09:00:00+02:00').getTime();

async function pausePageClock(page: Page) {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(T0 + 1_000);
}

test('a signed-out visitor to /en/student waits about 5 s, then lands on /', async ({ page }) => {
  await pausePageClock(page);
  await page.goto('/en/student');
  await expect(page.getByText('Checking your sign-in…')).toBeVisible();
  // Short of the wait, still waiting for a session that may be restoring.
  await page.clock.runFor(Limits.routeGuardWaitMs - 500);
  await expect(page.getByText('Checking your sign-in…')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/en/student');
  // At the wait's end, sent home.
  await page.clock.runFor(500);
  await page.waitForURL((url) => url.pathname === '/');
  // The page's time flows again (React reveals a loaded page on a timer).
  await page.clock.resume();
  // The language chosen by the visited route carries over to the home page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Pass your driving theory exam with confidence',
  );
});

test('a school page refuses a signed-out visitor the same way', async ({ page }) => {
  await pausePageClock(page);
  await page.goto('/el/school/stats');
  await expect(page.getByText('Έλεγχος της σύνδεσής σας…')).toBeVisible();
  await page.clock.runFor(Limits.routeGuardWaitMs);
  await page.waitForURL((url) => url.pathname === '/');
});
