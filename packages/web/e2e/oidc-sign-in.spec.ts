import { expect, test, type Page } from '@playwright/test';
import { newPerson, signInAtProviderAs } from './oidc-support';
import { mainHeading } from './support';

/*
 * Social sign-in through the local OpenID provider (e2e/global-setup.ts starts it; the server
 * knows it as "Local ID" from playwright.config.ts): the real authorization code trip, with
 * PKCE, state and nonce, in the browser.
 */

const providerButton = (page: Page) => page.getByRole('link', { name: 'Σύνδεση μέσω Local ID' });

test('a new person signs up through the provider, then signs in with it', async ({ page }) => {
  const person = newPerson('Ελένη', 'Παππά');
  await signInAtProviderAs(page, person);
  await page.goto('/el');
  await providerButton(page).click();

  // Nobody has this identity: the student sign-up form, filled from the provider's claims.
  await expect(page).toHaveURL(/\/el\/sign-up\/student$/);
  await expect(mainHeading(page)).toHaveText('Εγγραφή μαθητή');
  await expect(page.getByText('Συνδεθήκατε μέσω Local ID')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Όνομα', exact: true })).toHaveValue('Ελένη');
  await expect(page.getByLabel('Επώνυμο')).toHaveValue('Παππά');
  await expect(page.getByLabel('E-mail')).toHaveValue(person.email);
  await expect(page.locator('input[name="password"]')).toHaveCount(0);

  const username = `oidc${person.sub.slice(-10).replace(/[^a-z0-9]/g, '')}`;
  await page.getByLabel('Όνομα χρήστη').fill(username);
  await page.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
  await expect(page).toHaveURL(/\/el\/student$/);
  await expect(page.getByRole('button', { name: 'Αποσύνδεση' }).first()).toBeVisible();

  // The profile lists the identity; as the account has no password, it cannot be removed.
  await page.getByRole('button', { name: 'Προφίλ', exact: true }).click();
  await page.getByRole('tab', { name: 'Συνδέσεις' }).click();
  await expect(page.getByRole('dialog').getByText(person.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Αφαίρεση σύνδεσης με Local ID' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // Signed out, the same identity signs straight back in.
  await page.getByRole('button', { name: 'Αποσύνδεση' }).first().click();
  await expect(page.getByRole('button', { name: 'Αποσύνδεση' })).toHaveCount(0);
  await page.goto('/el');
  await providerButton(page).click();
  await expect(page).toHaveURL(/\/el\/student$/);
  await expect(page.getByRole('button', { name: 'Αποσύνδεση' }).first()).toBeVisible();
});

test('a refusal at the provider says so and offers the way back', async ({ page }) => {
  await page.goto('/el');
  // The local provider refuses the account named `deny` (access_denied).
  await signInAtProviderAs(page, { ...newPerson(), sub: 'deny' });
  await providerButton(page).click();
  await expect(page).toHaveURL(/\/el\/sign-in\/social/);
  await expect(page.getByRole('heading', { name: 'Η σύνδεση δεν ολοκληρώθηκε' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Local ID' })).toBeVisible();
});
