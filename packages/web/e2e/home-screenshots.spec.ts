import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

/*
 * Screenshots of the home page's states (trial, reset form, contact, map) at phone and desktop
 * sizes, for a person to look at: packages/web/e2e/screenshots/ (not committed).
 */
const folder = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(folder, { recursive: true });

async function shoot(page: Page, name: string, fullPage = false) {
  const { width, height } = page.viewportSize()!;
  // A whole page includes the footer, rendered just after the first paint (AfterFirstPaint).
  if (fullPage) await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.screenshot({ path: `${folder}${name}-${width}x${height}.png`, fullPage });
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`home at ${viewport.width}×${viewport.height}`, () => {
    // No service worker: its "ready offline" notice would sit over the pictures.
    test.use({ viewport, serviceWorkers: 'block' });

    test.beforeEach(async ({ page }) => {
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    });

    test('trial question and result', async ({ page }) => {
      await page.goto('/el');
      await page.getByRole('button', { name: 'Δοκιμάστε 15 ερωτήσεις' }).click();
      const dialog = page.getByRole('dialog', { name: 'Δοκιμαστικό τεστ' });
      await expect(dialog.getByText('Ερώτηση 1 / 15')).toBeVisible();
      await shoot(page, 'trial-question');
      // A question with a picture, answered, with its feedback.
      for (let i = 1; i <= 15; i++) {
        await expect(dialog.getByText(`Ερώτηση ${i} / 15`)).toBeVisible();
        await page.keyboard.press('1');
        const hasPicture = await dialog.getByRole('button', { name: 'Μεγέθυνση εικόνας' }).count();
        if (hasPicture && !(await page.evaluate(() => document.body.dataset.shotFeedback))) {
          await page.evaluate(() => (document.body.dataset.shotFeedback = '1'));
          await shoot(page, 'trial-feedback');
        }
        await page.keyboard.press('Enter');
      }
      await expect(dialog.getByText(/^Λάθη: \d+$/)).toBeVisible();
      await shoot(page, 'trial-result');
    });

    test('reset form, forgot form, contact and map', async ({ page }) => {
      await page.goto('/el/?reset=example-token');
      const reset = page.getByRole('form', { name: 'Ορίστε νέο κωδικό' });
      await reset.getByRole('textbox', { name: 'Νέος κωδικός', exact: true }).fill('Kokpit20');
      await reset.getByLabel('Επιβεβαίωση νέου κωδικού').fill('Kokpit2');
      await reset.scrollIntoViewIfNeeded();
      await shoot(page, 'reset-form');

      await page.goto('/el');
      await page.getByRole('button', { name: 'Ξεχάσατε τον κωδικό σας;' }).click();
      await shoot(page, 'forgot-form');

      const contact = page.getByRole('region', { name: 'Επικοινωνία' });
      await contact.getByRole('button', { name: 'Αποστολή μηνύματος' }).click();
      await contact.scrollIntoViewIfNeeded();
      await shoot(page, 'contact-form');

      const map = page.getByRole('region', { name: 'Συνεργαζόμενες σχολές οδηγών' });
      await map.scrollIntoViewIfNeeded();
      await map.getByRole('button', { name: 'Σχολή Οδηγών Kokpit Demo', exact: true }).click();
      await expect(map.locator('.leaflet-popup')).toBeVisible();
      await map.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      // Let the popup fade in and the map pan to fit it.
      await expect(map.locator('.leaflet-popup')).toHaveCSS('opacity', '1');
      await page.waitForTimeout(400);
      await shoot(page, 'partner-map');

      await page.goto('/el');
      await page.getByRole('region', { name: 'Επικοινωνία' }).scrollIntoViewIfNeeded();
      await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, 'home-full', true);
    });
  });
}
