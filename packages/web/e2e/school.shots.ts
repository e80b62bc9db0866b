import { expect, test, type Page } from '@playwright/test';
import { signInSchool, signUpSchool } from './school-support';
import { saveShot } from './shots';
import { DEMO_PASSWORD, mainHeading } from './support';

/*
 * The school portal's pages and dialogs, at the widths of the screenshots' projects: the demo
 * school (its seeded class fills the lists) and a new school awaiting approval.
 */

async function signInDemoSchool(page: Page) {
  await page.goto('/el');
  await page.getByLabel('Όνομα χρήστη ή e-mail').fill('demo-school');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByLabel('Να με θυμάσαι σε αυτή τη συσκευή').uncheck();
  await page.getByRole('button', { name: 'Σύνδεση', exact: true }).click();
  const others = page.getByRole('button', { name: 'Αποσύνδεση από τις άλλες συσκευές' });
  await expect(mainHeading(page).filter({ hasText: 'Μαθητές' }).or(others)).toBeVisible();
  if (await others.isVisible()) await others.click();
  await expect(mainHeading(page)).toHaveText('Μαθητές');
}

async function dialogShot(page: Page, button: string, dialogName: string, name: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await saveShot(page, name, false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('school portal pages of the demo school', async ({ page }) => {
  await signInDemoSchool(page);
  await expect(page.getByTestId('credits')).toBeVisible();
  await saveShot(page, 'school-students-active');
  await page.getByRole('tab', { name: /Σε αναμονή/ }).click();
  await saveShot(page, 'school-students-pending');
  // Rejecting asks first; the request waits in the rejected list, from which it comes back.
  const request = page.locator('tbody tr, main li').first();
  await request.getByRole('button', { name: /^Απόρριψη/ }).click();
  const ask = page.getByRole('dialog', { name: 'Απόρριψη αιτήματος' });
  await expect(ask).toBeVisible();
  await saveShot(page, 'school-reject-dialog', false);
  await ask.getByRole('button', { name: 'Απόρριψη' }).click();
  await expect(ask).toBeHidden();
  await page.getByRole('tab', { name: /Απορρίφθηκαν/ }).click();
  const rejected = page.locator('tbody tr, main li').first();
  await expect(rejected.getByRole('button', { name: /^Επαναφορά αιτήματος/ })).toBeVisible();
  await saveShot(page, 'school-students-rejected');
  await rejected.getByRole('button', { name: /^Επαναφορά αιτήματος/ }).click();
  await expect(page.getByText('Δεν έχετε απορρίψει κανένα αίτημα.')).toBeVisible();
  await page.getByRole('tab', { name: /Αρχείο/ }).click();
  await saveShot(page, 'school-students-archived');
  await page.getByRole('tab', { name: /Ενεργοί/ }).click();

  const opener = page.locator('tbody tr, main li').first().getByRole('button').first();
  await opener.click();
  await expect(page.getByTestId('student-panel')).toBeVisible();
  await saveShot(page, 'school-student-panel', false);
  await page.keyboard.press('Escape');

  await dialogShot(page, 'Νέος μαθητής', 'Νέος μαθητής', 'school-new-student');
  // On a phone the account bar is folded to the credits: unfolded, it shows its buttons.
  const unfold = page.getByRole('button', { name: 'Εμφάνιση όλων' });
  if (page.viewportSize()!.width < 800) {
    await saveShot(page, 'school-account-folded', false);
    await unfold.click();
    await saveShot(page, 'school-account-unfolded', false);
  }
  await dialogShot(page, 'Αγορά μονάδων', 'Αγορά μονάδων', 'school-credits');
  await dialogShot(page, 'Πακέτο', 'Μηνιαίο πακέτο', 'school-package');
  await dialogShot(page, 'Κουπόνια', 'Κουπόνια', 'school-coupons');
  await dialogShot(page, 'Προφίλ σχολής', 'Προφίλ σχολής', 'school-profile');

  await page.goto('/el/school/stats');
  await expect(page.getByTestId('highlight-total')).toBeVisible();
  await saveShot(page, 'school-stats');

  await page.goto('/el/school');
  await page.locator('tbody tr, main li').first().getByRole('button').first().click();
  await page.getByTestId('student-panel').getByRole('link', { name: 'Στατιστικά' }).first().click();
  await expect(mainHeading(page)).toHaveText('Στατιστικά μαθητή');
  await expect(page.getByTestId('student-standing')).toBeVisible();
  await saveShot(page, 'school-student-stats');
  // End the session: other shots sign in to the demo school too (3 sessions at most).
  if (page.viewportSize()!.width < 1200) {
    await page.getByRole('button', { name: 'Άνοιγμα μενού' }).click();
    await page.locator('#mobile-navigation').getByRole('button', { name: 'Αποσύνδεση' }).click();
  } else {
    await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
});

test('a school awaiting approval', async ({ page, baseURL }) => {
  const school = await signUpSchool(baseURL!, 'shot');
  await signInSchool(page, school.username, 'Η σχολή σας περιμένει έγκριση');
  await saveShot(page, 'school-awaiting-approval');
});
