import { expect, test } from '@playwright/test';
import { freshStudent, shoot, signInStudent } from './student-support';

test('a student finds a school in Αθήνα however the city is typed', async ({ page, baseURL }) => {
  await signInStudent(page, await freshStudent(baseURL!, 'search'));
  await page.goto('/el/student/driving-school');
  const box = page.getByLabel('Επωνυμία, πόλη ή Τ.Κ.');
  for (const query of ['αθηνα', 'ΑΘΗΝΑ', 'Αθήνα', 'kokpit']) {
    await box.fill(query);
    await page.getByRole('button', { name: 'Αναζήτηση' }).click();
    await expect(page.getByText('Σχολές που βρέθηκαν: 1')).toBeVisible();
    await expect(page.getByText('Σχολή Οδηγών Kokpit Demo').first()).toBeVisible();
  }
  await shoot(page, 'school-search-greek');
  await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
});
