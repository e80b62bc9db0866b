import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, mainHeading, signInWithSession } from './support';

/**
 * The demo operator (`admin`) signed in, on the back office's home: through the back office's
 * own sign-in page when `throughSignInPage` (the journey of that page), else by a session made
 * for the page (support.ts signInWithSession).
 */
export async function signInOperator(page: Page, options: { throughSignInPage?: boolean } = {}) {
  if (!options.throughSignInPage) {
    await signInWithSession(page, 'admin', { path: '/el/admin', heading: 'Back office' });
    return;
  }
  // The back office sends anyone not signed in to its own sign-in.
  await page.goto('/el/admin');
  await expect(mainHeading(page)).toHaveText('Σύνδεση χειριστή');
  await page.getByLabel('Όνομα χρήστη ή e-mail').fill('admin');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByLabel('Να με θυμάσαι σε αυτή τη συσκευή').uncheck();
  await page.getByRole('button', { name: 'Σύνδεση', exact: true }).click();
  const others = page.getByRole('button', { name: 'Αποσύνδεση από τις άλλες συσκευές' });
  await expect(mainHeading(page).filter({ hasText: 'Back office' }).or(others)).toBeVisible();
  if (await others.isVisible()) await others.click();
  await expect(mainHeading(page)).toHaveText('Back office');
}
