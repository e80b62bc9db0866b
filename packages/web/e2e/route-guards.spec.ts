import { expect, test } from '@playwright/test';

test('a signed-out visitor to /en/student waits about 5 s, then lands on /', async ({ page }) => {
  const started = Date.now();
  await page.goto('/en/student');
  await expect(page.getByText('Checking your sign-in…')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  const waited = Date.now() - started;
  expect(waited).toBeGreaterThan(4_000);
  expect(waited).toBeLessThan(8_000);
  // The language chosen by the visited route carries over to the home page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Pass your driving theory exam with confidence',
  );
});

test('a school page refuses a signed-out visitor the same way', async ({ page }) => {
  await page.goto('/el/school/stats');
  await expect(page.getByText('Έλεγχος της σύνδεσής σας…')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
});
