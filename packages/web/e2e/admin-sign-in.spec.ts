import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, mainHeading } from './support';

/*
 * The back office's sign-in (issue 34 item 9): one main landmark, no invitation to sign up as a
 * student, and an account without the back office is refused and signed out again.
 */

test('a student who signs in on the back office is refused and signed out', async ({ page }) => {
  await page.goto('/el/admin/sign-in');
  await expect(mainHeading(page)).toHaveText('Σύνδεση χειριστή');
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Εγγραφή μαθητή' })).toHaveCount(0);

  await page.getByLabel('Όνομα χρήστη ή e-mail').fill('demo-student');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByLabel('Να με θυμάσαι σε αυτή τη συσκευή').uncheck();
  await page.getByRole('button', { name: 'Σύνδεση', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('δεν έχει πρόσβαση στο back office');
  // Signed out: the page still offers the sign-in, and so does a fresh load.
  await expect(page.getByRole('button', { name: 'Σύνδεση', exact: true })).toBeVisible();
  await page.goto('/el/admin');
  await expect(mainHeading(page)).toHaveText('Σύνδεση χειριστή');
  await expect(page.getByRole('alert').filter({ hasText: 'δεν έχει πρόσβαση' })).toHaveCount(0);
});
