import { expect, test } from '@playwright/test';
import { saveShot } from './shots';
import { freshStudent, signInStudent } from './student-support';

/*
 * The offer to switch language on the Greek home page, the trial's closing words, and the
 * empty state of "My errors", at the widths of the screenshots' projects.
 */

test.use({ serviceWorkers: 'block' });

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('home page with the offer to switch', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Switch to English' })).toBeVisible();
    await saveShot(page, 'language-offer', false);
  });
});

test('trial result at the top, with a score-dependent verdict', async ({ page }) => {
  await page.goto('/sq');
  await page.getByRole('button', { name: /15/ }).first().click();
  const dialog = page.getByRole('dialog');
  for (let i = 1; i <= 15; i++) {
    await expect(dialog.getByText(new RegExp(`${i} / 15`)).first()).toBeVisible();
    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
  }
  await expect(dialog.locator('.mantine-RingProgress-root')).toBeVisible();
  await saveShot(page, 'trial-verdict-sq', false);
});

test('My errors with no mistakes, and the statistics in Albanian', async ({ page, baseURL }) => {
  await signInStudent(page, await freshStudent(baseURL!, 'shots'));
  await page.getByRole('button', { name: /^Τα λάθη μου/ }).click();
  await expect(page.getByRole('dialog', { name: 'Κανένα λάθος για εξάσκηση' })).toBeVisible();
  await saveShot(page, 'my-errors-empty', false);
  await page.keyboard.press('Escape');
  await page.goto('/sq/student/statistics?tab=summary');
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await saveShot(page, 'statistics-summary-sq');
  await page.goto('/en/student');
  await expect(page.getByRole('button', { name: /^Ministry exam/ })).toBeVisible();
  await saveShot(page, 'dashboard-en');
});
