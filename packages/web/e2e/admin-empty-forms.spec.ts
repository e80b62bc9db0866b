import { expect, test } from '@playwright/test';
import { makeOperator, signInOwnOperator } from './operator-support';
import { mainHeading } from './support';

/* A notice sent with its Greek text empty says what is missing (issue 34 item 9). */

test('sending a notice without its Greek text says the field is required', async ({ page }) => {
  await signInOwnOperator(page, makeOperator('empty'), 'notices');
  await expect(mainHeading(page)).toHaveText('Ειδοποιήσεις διακομιστή');
  await page.getByRole('button', { name: 'Αποστολή', exact: true }).click();
  const greek = page.getByRole('textbox', { name: 'Κείμενο στα ελληνικά' });
  await expect(greek).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Το πεδίο είναι υποχρεωτικό.').first()).toBeVisible();
});
