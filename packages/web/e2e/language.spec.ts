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
  const toast = page.getByText('Μη έγκυρος κωδικός γλώσσας');
  await expect(toast).toBeVisible();
  // Toasts open below the header, never over its controls.
  const header = await page.getByRole('banner').boundingBox();
  const toastBox = await page.locator('.mantine-Notification-root').first().boundingBox();
  expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await expect(mainHeading(page)).toHaveText('Πολιτική απορρήτου');
});

test('an unknown address shows a translated not-found page', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(mainHeading(page)).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('`/` opens in Greek with an offer to switch, which once accepted is remembered', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(mainHeading(page)).toHaveText('Περάστε τις εξετάσεις ΚΟΚ με σιγουριά');
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    const offer = page.getByRole('complementary', { name: 'Choose language' });
    await expect(offer).toContainText('Kokpit is in Greek');
    await offer.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(mainHeading(page)).toHaveText('Pass your driving theory exam with confidence');
    await expect(offer).toBeHidden();

    await page.goto('/');
    await expect(mainHeading(page)).toHaveText('Pass your driving theory exam with confidence');
    await expect(offer).toBeHidden();
  });

  test('the offer, dismissed, does not come back and the page stays Greek', async ({ page }) => {
    await page.goto('/');
    const offer = page.getByRole('complementary', { name: 'Choose language' });
    await offer.getByRole('button', { name: 'No, thanks' }).click();
    await expect(offer).toBeHidden();
    await page.goto('/');
    await expect(mainHeading(page)).toHaveText('Περάστε τις εξετάσεις ΚΟΚ με σιγουριά');
    await expect(offer).toBeHidden();
  });

  test('dates and numbers on a page follow its language, not the browser’s', async ({ page }) => {
    await page.goto('/sq/page/terms-of-use');
    const sqMonth =
      '(janar|shkurt|mars|prill|maj|qershor|korrik|gusht|shtator|tetor|nëntor|dhjetor)';
    await expect(
      page.getByText(new RegExp(`^Përditësuar më: \\d{1,2} ${sqMonth} \\d{4}$`)),
    ).toBeVisible();
    await page.getByLabel('Zgjidh gjuhën').selectOption('el');
    await expect(page.getByText(/^Τελευταία ενημέρωση: \d{1,2} \p{L}+ \d{4}$/u)).toBeVisible();
  });
});
