import { expect, test } from '@playwright/test';
import { makeOperator, signInOwnOperator } from './operator-support';
import { signUpSchool } from './school-support';
import { mainHeading } from './support';

/*
 * Deleting what others refer to, and the back office's confirmations (issue 20): a record that
 * rows without ON DELETE CASCADE use is refused in a dialog that names them; a school account
 * goes with everything its schema cascades to once the operator confirms the list, and the
 * audit log brings it all back. Rejecting a school asks first, in a dialog too.
 */

test('a referenced record is refused in a dialog; a school account goes with its school after confirming, and comes back', async ({
  page,
  baseURL,
}) => {
  const school = await signUpSchool(baseURL!, 'delacc');
  await signInOwnOperator(page, makeOperator('deleter'), 'tables/categories');
  await expect(mainHeading(page)).toHaveText(/Κατηγορίες/);

  // A category of the bank: its questions refer to it without ON DELETE CASCADE.
  await page.locator('tbody tr').first().getByRole('link', { name: 'Επεξεργασία' }).click();
  await expect(mainHeading(page)).toHaveText(/^Εγγραφή #\d+: /);
  await page.getByRole('button', { name: 'Διαγραφή', exact: true }).click();
  const refused = page.getByRole('dialog', { name: 'Διαγραφή εγγραφής' });
  await expect(refused).toContainText('Η εγγραφή δεν μπορεί να διαγραφεί');
  await expect(refused.getByTestId('delete-blocked')).toContainText(/Ερωτήσεις: [\d.]+/);
  await expect(refused.getByRole('button', { name: /^Διαγραφή/ })).toHaveCount(0);
  await refused.getByRole('button', { name: 'Κλείσιμο' }).click();
  await expect(refused).toBeHidden();

  // The new school's account, reached from its school record.
  const schoolRecord = `/el/admin/tables/schools/record?key=${encodeURIComponent(
    JSON.stringify({ id: school.schoolId }),
  )}`;
  await page.goto(schoolRecord);
  await expect(page.getByRole('textbox', { name: 'Όνομα', exact: true })).toHaveValue(school.name);
  await page.getByRole('link', { name: 'Άνοιγμα της συνδεδεμένης εγγραφής' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Όνομα χρήστη' })).toHaveValue(school.username);
  await page.getByRole('button', { name: 'Διαγραφή', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Διαγραφή εγγραφής' });
  const along = dialog.getByTestId('delete-cascades');
  await expect(along).toContainText('Σχολές οδηγών: 1');
  await expect(along).toContainText('Ρόλοι χρηστών: 1');
  await expect(dialog).toContainText('αναιρείται από εκεί μαζί με όλες τις συνδεδεμένες εγγραφές');
  await dialog.getByRole('button', { name: 'Διαγραφή όλων' }).click();
  await expect(
    page.getByText(
      /^Η εγγραφή διαγράφηκε, μαζί με τις εγγραφές που εξαρτώνταν από αυτή \(\d+\)\.$/,
    ),
  ).toBeVisible();
  await expect(mainHeading(page)).toHaveText('Χρήστες');

  // The audit log lists what went with it, and one revert brings it all back.
  await page.goto('/el/admin/audit');
  const entry = page.locator('tbody tr').filter({ hasText: `username: ${school.username}` });
  await expect(entry).toContainText('Διαγραφή');
  await expect(entry).toContainText(/Διαγράφηκαν μαζί: .*Σχολές οδηγών: 1/);
  await entry.getByRole('button', { name: 'Αναίρεση' }).click();
  await entry.getByRole('button', { name: 'Αναίρεση' }).click();
  await expect(page.getByText('Η αλλαγή αναιρέθηκε.')).toBeVisible();
  await page.goto(schoolRecord);
  await expect(page.getByRole('textbox', { name: 'Όνομα', exact: true })).toHaveValue(school.name);
});

test('rejecting a school asks first in a dialog', async ({ page, baseURL }) => {
  const school = await signUpSchool(baseURL!, 'reject');
  await signInOwnOperator(page, makeOperator('rejecter'), 'schools');
  await expect(mainHeading(page)).toHaveText('Σχολές προς έγκριση');
  const card = page.getByTestId('review-school').filter({ hasText: school.name });
  await card.getByRole('button', { name: 'Απόρριψη' }).click();
  const dialog = page.getByRole('dialog', { name: 'Απόρριψη σχολής' });
  await expect(dialog).toContainText(`Να απορριφθεί η σχολή «${school.name}»;`);
  // Cancelling leaves it pending.
  await dialog.getByRole('button', { name: 'Ακύρωση' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Απόρριψη' }).click();
  await dialog.getByRole('button', { name: 'Απόρριψη' }).click();
  await expect(card).toBeHidden();
  await page.getByText('Απορριφθείσες', { exact: true }).click();
  await expect(page.getByTestId('review-school').filter({ hasText: school.name })).toBeVisible();
});
