import { expect, test } from '@playwright/test';
import { mainHeading } from './support';

test('once installed, the app opens offline and says it is offline', async ({ page, context }) => {
  await page.goto('/el');
  await expect(mainHeading(page)).toBeVisible();
  // The service worker precaches the shell and the learner's page groups.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await page.goto('/en/page/privacy-policy');
  await expect(mainHeading(page)).toHaveText('Privacy policy');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('You are offline.')).toHaveCount(0);
});

test('the manifest names the app and its icons', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    icons: { src: string; purpose?: string }[];
  };
  expect(manifest.name).toBe('Kokpit');
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
  expect((await request.get('/favicon.ico')).ok()).toBe(true);
});
