import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { mainHeading } from './support';

const swPath = () => join(process.env.E2E_DATA_DIR ?? '', 'web', 'sw.js');

test('a waiting new version raises the update banner, whose button reloads into it', async ({
  page,
}) => {
  await page.goto('/el');
  await expect(mainHeading(page)).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(mainHeading(page)).toBeVisible();
  await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));

  // "Deploy" a new version: any byte change of sw.js is a new service worker.
  const original = readFileSync(swPath(), 'utf8');
  try {
    appendFileSync(swPath(), `\n// e2e release ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const banner = page.getByRole('status').filter({ hasText: 'Υπάρχει νέα έκδοση του Kokpit.' });
    await expect(banner).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Ενημέρωση τώρα' }).click();
    await reloaded;
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.getByText('Υπάρχει νέα έκδοση του Kokpit.')).toHaveCount(0);
  } finally {
    writeFileSync(swPath(), original);
  }
});
