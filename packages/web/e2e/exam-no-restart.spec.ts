import { expect, test } from '@playwright/test';
import {
  earnExam,
  freshStudent,
  shoot,
  signInStudent,
  startFromDashboard,
  studentCall,
  tokenOf,
} from './student-support';

test('a running ministry exam offers no restart, and the server refuses one; it is handed in', async ({
  page,
  baseURL,
}) => {
  await signInStudent(page, await freshStudent(baseURL!, 'norestart'));
  await earnExam(baseURL!, await tokenOf(page));
  await page.reload();
  const testId = await startFromDashboard(page, 'Εξέταση υπουργείου');
  await expect(page.getByRole('heading', { level: 1, name: 'Εξέταση υπουργείου' })).toBeVisible();
  const tools = page.getByRole('toolbar', { name: 'Εργαλεία ερώτησης' });
  await expect(tools.getByRole('button', { name: 'Σημείωση για αργότερα' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Από την αρχή' })).toHaveCount(0);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await shoot(page, 'exam-no-restart');
  }

  // Over the socket too: the exam keeps running, with its questions.
  const refused = await studentCall(baseURL!, await tokenOf(page), 'test-restart', { id: testId });
  expect(refused).toMatchObject({
    isPositive: false,
    code: 409,
    message: 'Η εξέταση υπουργείου δεν ξεκινά από την αρχή: παραδώστε την ή εγκαταλείψτε την.',
  });
  await page.keyboard.press('1');
  await expect(page.getByText('Ερώτηση 2 / 30')).toBeVisible();

  // Leaving offers to hand it in or to come back later.
  await page.getByRole('button', { name: 'Έξοδος' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Συνέχεια αργότερα' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Παράδοση εξέτασης' }).click();
  await expect(page.getByText('Δεν περάσατε αυτή τη φορά.')).toBeVisible();
});
