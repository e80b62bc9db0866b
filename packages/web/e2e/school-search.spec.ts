import { expect, test } from '@playwright/test';
import { freshStudent, shoot, signInStudent } from './student-support';

test('a student finds the schools nearest to Αθήνα however the city is typed, or a school by name', async ({
  page,
  baseURL,
}) => {
  await signInStudent(page, await freshStudent(baseURL!, 'search'));
  await page.goto('/el/student/driving-school');
  const box = page.getByLabel('Επωνυμία, πόλη ή Τ.Κ.');
  const results = page.getByRole('list', { name: 'Βρείτε τη σχολή σας' });
  for (const query of ['αθηνα', 'ΑΘΗΝΑ', 'Αθήνα', 'Athens']) {
    await box.fill(query);
    await page.getByRole('button', { name: 'Αναζήτηση' }).click();
    await expect(page.getByText('Οι πλησιέστερες σχολές σε: Δήμος Αθηναίων')).toBeVisible();
    await expect(results.getByRole('listitem').first()).toContainText('Σχολή Οδηγών Kokpit Demo');
  }
  await shoot(page, 'school-search-greek');
  // Not a place: a school's name.
  await box.fill('kokpit');
  await page.getByRole('button', { name: 'Αναζήτηση' }).click();
  await expect(page.getByText('Σχολές που βρέθηκαν: 1')).toBeVisible();
  await expect(results.getByRole('listitem').first()).toContainText('Σχολή Οδηγών Kokpit Demo');
  await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
});
