import { expect, test } from '@playwright/test';
import { saveShot } from './shots';

/*
 * The home page's states (trial, reset form, contact, map), at the widths of the screenshots'
 * projects (playwright.screenshots.config.ts).
 */

// No service worker: its "ready offline" notice would sit over the pictures.
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

test('trial question and result', async ({ page }) => {
  await page.goto('/el');
  await page.getByRole('button', { name: 'Δοκιμάστε 15 ερωτήσεις' }).click();
  const dialog = page.getByRole('dialog', { name: 'Δοκιμαστικό τεστ' });
  await expect(dialog.getByText('Ερώτηση 1 / 15')).toBeVisible();
  await saveShot(page, 'trial-question', false);
  // A question with a picture, answered, with its feedback.
  for (let i = 1; i <= 15; i++) {
    await expect(dialog.getByText(`Ερώτηση ${i} / 15`)).toBeVisible();
    await page.keyboard.press('1');
    const hasPicture = await dialog.getByRole('button', { name: 'Μεγέθυνση εικόνας' }).count();
    if (hasPicture && !(await page.evaluate(() => document.body.dataset.shotFeedback))) {
      await page.evaluate(() => (document.body.dataset.shotFeedback = '1'));
      await saveShot(page, 'trial-feedback', false);
    }
    await page.keyboard.press('Enter');
  }
  await expect(dialog.getByText(/^Λάθη: \d+$/)).toBeVisible();
  await saveShot(page, 'trial-result', false);
});

test('reset form, forgot form, contact and map', async ({ page }) => {
  await page.goto('/el/#reset=example-token');
  const reset = page.getByRole('form', { name: 'Ορίστε νέο κωδικό' });
  await reset.getByRole('textbox', { name: 'Νέος κωδικός', exact: true }).fill('Kokpit20');
  await reset.getByLabel('Επιβεβαίωση νέου κωδικού').fill('Kokpit2');
  await reset.scrollIntoViewIfNeeded();
  await saveShot(page, 'reset-form', false);

  await page.goto('/el');
  await page.getByRole('button', { name: 'Ξεχάσατε τον κωδικό σας;' }).click();
  await saveShot(page, 'forgot-form', false);

  const contact = page.getByRole('region', { name: 'Επικοινωνία' });
  await contact.getByRole('button', { name: 'Αποστολή μηνύματος' }).click();
  await contact.scrollIntoViewIfNeeded();
  await saveShot(page, 'contact-form', false);

  const map = page.getByRole('region', { name: 'Συνεργαζόμενες σχολές οδηγών' });
  await map.scrollIntoViewIfNeeded();
  await map.getByRole('button', { name: 'Σχολή Οδηγών Kokpit Demo', exact: true }).click();
  await expect(map.locator('.leaflet-popup')).toBeVisible();
  await map.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  // Let the popup fade in and the map pan to fit it.
  await expect(map.locator('.leaflet-popup')).toHaveCSS('opacity', '1');
  await saveShot(page, 'partner-map', false);

  await page.goto('/el');
  await page.getByRole('region', { name: 'Επικοινωνία' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveShot(page, 'home-full');
});
