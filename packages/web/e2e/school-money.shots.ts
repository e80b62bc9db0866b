import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { makeOperator, signInOwnOperator } from './operator-support';
import { setBankDetails } from './school-money-support';
import { approveSchool, signInSchool, signUpSchool } from './school-support';
import { saveShot, screenshotsDir } from './shots';

/* The school's money (issue 31): the header, the buy-credits, package and statement dialogs. */

test('the money dialogs of a new school', async ({ page, baseURL }) => {
  setBankDetails();
  const school = await signUpSchool(baseURL!, 'moneyshot');
  approveSchool(school.schoolId);
  await signInSchool(page, school.username);
  await expect(page.getByTestId('credits-hint')).toBeVisible();
  await saveShot(page, 'money-header', false);

  await page.getByRole('button', { name: 'Αγορά μονάδων' }).click();
  const dialog = page.getByRole('dialog', { name: 'Αγορά μονάδων' });
  const amount = dialog.getByLabel('Μονάδες', { exact: true });
  await amount.fill('5000');
  await expect(dialog.getByText('Ζητήσατε 5.000 μονάδες')).toBeVisible();
  await saveShot(page, 'money-credits-refused', false);
  await amount.fill('10');
  await expect(dialog.getByTestId('credits-quote')).toContainText('62,00');
  await saveShot(page, 'money-credits-quote', false);
  await dialog.getByRole('button', { name: 'Αγορά', exact: true }).click();
  await expect(dialog.getByTestId('credits-confirm-text')).toBeVisible();
  await saveShot(page, 'money-credits-confirm', false);
  await dialog.getByRole('button', { name: /^Αγορά με/ }).click();
  await expect(dialog.getByTestId('pending-purchase')).toBeVisible();
  await dialog.getByTestId('pending-purchase').scrollIntoViewIfNeeded();
  await saveShot(page, 'money-credits-pending', false);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Προτιμολόγιο (PDF)' }).click(),
  ]);
  const dir = screenshotsDir();
  if (dir) copyFileSync((await download.path())!, join(dir, `money-proforma-${page.viewportSize()!.width}.pdf`)); // prettier-ignore
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Πακέτο', exact: true }).click();
  const packages = page.getByRole('dialog', { name: 'Μηνιαίο πακέτο' });
  await packages.getByText('standard', { exact: true }).click();
  await saveShot(page, 'money-package', false);
  await packages.getByRole('button', { name: 'Επιλογή πακέτου' }).click();
  await expect(packages.getByTestId('package-confirm-text')).toBeVisible();
  await saveShot(page, 'money-package-confirm', false);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Κινήσεις', exact: true }).click();
  const statement = page.getByRole('dialog', { name: 'Κινήσεις λογαριασμού' });
  await expect(statement.getByTestId('statement-row')).toHaveCount(1);
  await saveShot(page, 'money-statement', false);
});

test('the back office imports a bank statement', async ({ page }) => {
  await signInOwnOperator(page, makeOperator('moneyops'), 'credits');
  const csv = [
    'Ημερομηνία;Αιτιολογία;Ποσό;Υπόλοιπο',
    `29/11/2026;ΚΑΤΑΘΕΣΗ ${Date.now()};15,00;1.077,00`,
    '29/11/2026;ΕΜΒΑΣΜΑ RF18 5390 0754 7034;62,00;1.139,00',
  ].join('\r\n');
  await page.locator('input[type="file"]').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') }); // prettier-ignore
  await page.getByRole('button', { name: 'Εισαγωγή', exact: true }).click();
  await expect(page.getByTestId('import-result')).toBeVisible();
  await saveShot(page, 'money-import');
});
