import { expect, test } from '@playwright/test';
import { newPerson, signInAtProviderAs } from './oidc-support';
import { saveShot } from './shots';
import { mainHeading } from './support';

/* Social sign-in: the provider's button under the sign-in form, the prefilled sign-up, the profile's tab. */

test('social sign-in: button, prefilled sign-up and linked accounts', async ({ page }) => {
  const person = newPerson('Ελένη', 'Παππά');
  await signInAtProviderAs(page, person);
  await page.goto('/el');
  const button = page.getByRole('link', { name: 'Σύνδεση μέσω Local ID' });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeVisible();
  await saveShot(page, 'oidc-sign-in-buttons');

  await button.click();
  await expect(mainHeading(page)).toHaveText('Εγγραφή μαθητή');
  await expect(page.getByLabel('E-mail')).toHaveValue(person.email);
  await saveShot(page, 'oidc-sign-up-prefilled');

  const username = `shot${person.sub.slice(-10).replace(/[^a-z0-9]/g, '')}`;
  await page.getByLabel('Όνομα χρήστη').fill(username);
  await page.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
  await expect(page).toHaveURL(/\/el\/student$/);
  await page.getByRole('button', { name: 'Προφίλ', exact: true }).click();
  await page.getByRole('tab', { name: 'Συνδέσεις' }).click();
  await expect(page.getByRole('dialog').getByText(person.email)).toBeVisible();
  await saveShot(page, 'oidc-profile-linked', false);
});
