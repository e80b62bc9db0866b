import { expect, test } from '@playwright/test';
import { mainHeading } from './support';

// Without the service worker, so the page group really comes from the network.
test.use({ serviceWorkers: 'block' });

test('a page group that fails to download shows a translated error, and Retry loads it', async ({
  page,
}) => {
  await page.route(/\/assets\/pages-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/en/page/privacy-policy');
  await expect(mainHeading(page)).toHaveText('The page did not load');
  await expect(page.getByRole('alert')).toContainText('Check your connection and try again.');

  await page.unroute(/\/assets\/pages-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(mainHeading(page)).toHaveText('Privacy policy');
});
