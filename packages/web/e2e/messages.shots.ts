import { expect, test, type Page } from '@playwright/test';
import { saveShot } from './shots';
import { DEMO_PASSWORD, mainHeading } from './support';

/*
 * Messaging (issue 18) at the screenshots' widths: the demo school's inbox and a thread, and
 * demo-student's messages panel on the dashboard (the demo seeds a few threads in Greek).
 */

async function signIn(page: Page, username: string, heading: string) {
  await page.goto('/el');
  await page.getByLabel('Όνομα χρήστη ή e-mail').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByLabel('Να με θυμάσαι σε αυτή τη συσκευή').uncheck();
  await page.getByRole('button', { name: 'Σύνδεση', exact: true }).click();
  const others = page.getByRole('button', { name: 'Αποσύνδεση από τις άλλες συσκευές' });
  await expect(mainHeading(page).filter({ hasText: heading }).or(others)).toBeVisible();
  if (await others.isVisible()) await others.click();
  await expect(mainHeading(page)).toHaveText(heading);
}

test('the demo school’s inbox and a thread', async ({ page }) => {
  await signIn(page, 'demo-teacher', 'Μαθητές');
  await page.goto('/el/school/messages');
  await expect(page.getByTestId('thread').first()).toBeVisible();
  await saveShot(page, 'school-messages-inbox');
  // An announcement (issue 33): the dialog, then the card with who read it.
  await page.getByRole('button', { name: 'Νέα ανακοίνωση' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ανακοίνωση στους μαθητές' });
  await dialog.getByLabel('Κείμενο').fill('Την Παρασκευή η σχολή είναι κλειστή. Καλή μελέτη!');
  await saveShot(page, 'school-announce-dialog', false);
  await dialog.getByRole('button', { name: 'Αποστολή σε όλους' }).click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('announcement-read').first().click();
  await saveShot(page, 'school-messages-announcements');
  await page.getByTestId('thread').filter({ hasText: 'Νικολάου' }).click();
  await expect(page.getByTestId('message').first()).toBeVisible();
  await saveShot(page, 'school-messages-thread');
});

test('demo-student’s messages panel', async ({ page }) => {
  await signIn(page, 'demo-student', 'Ο πίνακάς μου');
  const panel = page.getByTestId('student-messages');
  await expect(panel).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await saveShot(page, 'student-messages-closed', false);
  await panel.getByRole('button', { name: 'Άνοιγμα συζήτησης' }).click();
  await expect(panel.getByTestId('message').first()).toBeVisible();
  await page.getByLabel('Μήνυμα', { exact: true }).fill('Ευχαριστώ! Θα φέρω και τα έγγραφα.');
  await saveShot(page, 'student-messages-open');
});
