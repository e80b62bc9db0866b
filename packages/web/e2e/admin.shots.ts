import { expect, test } from '@playwright/test';
import { signInOperator } from './admin-support';
import { saveShot } from './shots';
import { mainHeading } from './support';

/* The back office's screens, at the widths of the screenshots' projects. */

test('back office screens', async ({ page }) => {
  await page.goto('/el/admin/sign-in');
  await expect(mainHeading(page)).toHaveText('Σύνδεση χειριστή');
  await saveShot(page, 'admin-sign-in');
  await signInOperator(page);
  await saveShot(page, 'admin-home');
  const q = {
    filters: [{ column: 'is_correct', op: 'is', value: false }],
    sort: { column: 'answered_at', direction: 'desc' },
  };
  await page.goto(`/el/admin/tables/replies?q=${encodeURIComponent(JSON.stringify(q))}`);
  await expect(page.getByTestId('admin-total')).toBeVisible();
  await saveShot(page, 'admin-replies-filtered');
  await page.goto('/el/admin/tables/users');
  await expect(page.getByTestId('admin-total')).toBeVisible();
  // admin-users is the operator screen's (admin-ops.shots.ts).
  await saveShot(page, 'admin-users-table');
  await page.locator('tbody tr').first().getByRole('link', { name: 'Επεξεργασία' }).click();
  await expect(mainHeading(page)).toHaveText(/^Εγγραφή/);
  await saveShot(page, 'admin-user-form');
  await page.goto('/el/admin/tables/contact_messages/new');
  await page.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByText(/είναι υποχρεωτικό/).first()).toBeVisible();
  await saveShot(page, 'admin-new-record-errors');
  await page.goto('/el/admin/audit');
  await expect(mainHeading(page)).toHaveText('Ημερολόγιο ενεργειών');
  await saveShot(page, 'admin-audit');
});

test('exam settings, the ledger and a question with its related records', async ({ page }) => {
  await signInOperator(page);
  await page.goto('/el/admin/tables/sections');
  await expect(mainHeading(page)).toHaveText('Ενότητες διπλωμάτων');
  await saveShot(page, 'admin-sections');
  await page.goto('/el/admin/tables/credit_entries');
  await expect(mainHeading(page)).toHaveText('Κινήσεις μονάδων');
  await saveShot(page, 'admin-credit-entries');
  await page.goto('/el/admin/tables/questions');
  await page.locator('tbody tr').first().getByRole('link', { name: 'Επεξεργασία' }).click();
  await expect(page.getByRole('group', { name: 'Σχετικές εγγραφές:' })).toBeVisible();
  await saveShot(page, 'admin-question-record');
});
