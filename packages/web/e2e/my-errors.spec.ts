import { expect, test } from '@playwright/test';
import { freshStudent, signInStudent } from './student-support';

test('"My errors" with no mistakes yet is a friendly empty state that leads to a progress test', async ({
  page,
  baseURL,
}) => {
  await signInStudent(page, await freshStudent(baseURL!, 'noerr'));
  await page.getByRole('button', { name: /^Τα λάθη μου/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Κανένα λάθος για εξάσκηση' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Δεν έχετε απαντήσει λάθος σε καμία ερώτηση ακόμη.');
  // No error toast beside it.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Η πρόοδός μου' }).click();
  await expect(page).toHaveURL(/\/el\/test\/\d+$/);
  await expect(page.getByText(/^Ερώτηση 1 \/ \d+$/)).toBeVisible();
});
