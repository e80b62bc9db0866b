import { expect, test } from '@playwright/test';
import { mainHeading } from './support';

test('switching language changes the URL, the texts and <html lang> without a reload', async ({
  page,
}) => {
  await page.goto('/el');
  await expect(mainHeading(page)).toHaveText('Περάστε τις εξετάσεις ΚΟΚ με σιγουριά');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  // A marker on window survives only if the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { kokpitMarker: true }));

  await page.getByLabel('Επιλογή γλώσσας').selectOption('en');
  await expect(page).toHaveURL(/\/en$/);
  await expect(mainHeading(page)).toHaveText('Pass your driving theory exam with confidence');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => 'kokpitMarker' in window)).toBe(true);

  await page.getByLabel('Choose language').selectOption('sq');
  await expect(page).toHaveURL(/\/sq$/);
  await expect(mainHeading(page)).toHaveText('Kaloni provimin teorik të patentës me siguri');
});

test('the same page stays open when the language changes', async ({ page }) => {
  await page.goto('/el/page/terms-of-use');
  await expect(mainHeading(page)).toHaveText('Όροι χρήσης');
  await page.getByLabel('Επιλογή γλώσσας').selectOption('ru');
  await expect(page).toHaveURL(/\/ru\/page\/terms-of-use$/);
  await expect(mainHeading(page)).toHaveText('Условия использования');
  // The footer's link (the page's own list of pages has one too).
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Политика конфиденциальности' }),
  ).toBeVisible();
});

test('an unknown language code is reported and the page opens in Greek', async ({ page }) => {
  await page.goto('/xx/page/privacy-policy');
  await expect(page).toHaveURL(/\/el\/page\/privacy-policy$/);
  await expect(page.getByText('Μη έγκυρος κωδικός γλώσσας')).toBeVisible();
  await expect(mainHeading(page)).toHaveText('Πολιτική απορρήτου');
});

test('an unknown address shows a translated not-found page', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(mainHeading(page)).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/en$/);
});
