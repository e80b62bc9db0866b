import { expect, test } from '@playwright/test';
import { freshStudent, shoot, signInStudent } from './student-support';

test('a demo learner asking for a second section is told before sending that it needs a school, and led to choose one', async ({
  page,
  baseURL,
}) => {
  await signInStudent(page, await freshStudent(baseURL!, 'second'));
  await page.getByRole('button', { name: /^Κατηγορία διπλώματος: .*Αλλαγή κατηγορίας$/ }).click();
  const locked = page.getByRole('menuitem').filter({ hasText: 'Κλειδωμένη' }).first();
  await locked.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Για περισσότερες από μία χρειάζεστε σχολή οδηγών');
  // Nothing to send: no request button, only the way to a school.
  await expect(dialog.getByRole('button', { name: 'Αποστολή αιτήματος' })).toHaveCount(0);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await shoot(page, 'demo-second-section', { fullPage: false });
  }
  await dialog.getByRole('button', { name: 'Επιλογή σχολής οδηγών' }).click();
  await expect(page).toHaveURL(/\/el\/student\/driving-school$/);
});
