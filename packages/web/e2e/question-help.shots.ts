import { expect, test } from '@playwright/test';
import { openEditorFor, questionOnTest, schoolAndStudentOnTest } from './question-help-support';
import { saveShot } from './shots';

/* The help-text editor and a student's test page with the school's note, at both widths. */

test('the help-text editor and the note on the test page', async ({ page, browser, baseURL }) => {
  const { studentPage, studentContext } = await schoolAndStudentOnTest(page, browser, baseURL!);
  const question = await questionOnTest(studentPage);
  const dialog = await openEditorFor(page, question);
  await dialog
    .getByLabel(/^Το κείμενό σας/)
    .fill(
      '**Προσοχή:** η πινακίδα ισχύει μέχρι την επόμενη διασταύρωση.\n\n1. Κοιτάξτε δεξιά\n2. Μετά αριστερά\n\nΔείτε και τα [σήματα](/el/page/signs).',
    );
  await dialog.getByRole('button', { name: 'Αποθήκευση', exact: true }).click();
  await expect(dialog.getByText(/^Αποθηκεύτηκε /)).toBeVisible();
  await saveShot(page, 'question-help-editor', false);
  await page.keyboard.press('Escape');
  await page.getByLabel('Αναζήτηση ερώτησης').fill('σήμα');
  await expect(page.getByRole('list', { name: 'Αποτελέσματα' })).toBeVisible();
  await saveShot(page, 'question-help-page');

  await studentPage.reload();
  await studentPage.getByRole('button', { name: 'Βοήθεια', exact: true }).click();
  await expect(studentPage.getByText('Σημείωση της σχολής σας')).toBeVisible();
  await saveShot(studentPage, 'question-help-test-page');
  await studentContext.close();
});
