import { expect, test } from '@playwright/test';
import {
  answerPractice,
  freshStudent,
  nextQuestion,
  signInStudent,
  startFromDashboard,
} from './student-support';
import { mainHeading } from './support';

test('a simulation whose time runs out is closed and marked, unanswered questions as errors', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The page's clock is ours, so 35 minutes can pass in a moment.
  await page.clock.install();
  await signInStudent(page, await freshStudent(baseURL!, 'timeout'));
  await startFromDashboard(page, 'Η πρόοδός μου');
  for (let i = 1; i <= 20; i++) {
    await answerPractice(page, 'right');
    await nextQuestion(page);
  }
  await page.getByRole('link', { name: 'Στον πίνακά μου' }).click();
  await startFromDashboard(page, 'Εξέταση υπουργείου');
  for (let i = 1; i <= 3; i++) {
    await expect(page.getByText(`Ερώτηση ${i} / 30`)).toBeVisible();
    await page.keyboard.press('1');
  }
  await expect(page.getByText('Απαντήθηκαν 3 / 30')).toBeVisible();

  await page.clock.fastForward('35:30');
  await expect(
    page.getByText('Η εξέταση έκλεισε μόλις τελείωσε ο χρόνος.', { exact: false }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Δεν περάσατε αυτή τη φορά.')).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: '3 / 30' })).toBeVisible();
  const errors = Number(
    await page
      .getByText(/^Λάθη: \d+ · επιτρέπονται έως 1$/)
      .textContent()
      .then((t) => /\d+/.exec(t!)![0]),
  );
  expect(errors).toBeGreaterThanOrEqual(27);

  // The exam is over on the server too: nothing to resume, and a new exam is not held back.
  await page.getByRole('link', { name: 'Στον πίνακά μου' }).click();
  await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');
  await expect(page.getByText('Εξέταση υπουργείου σε εξέλιξη')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Εξέταση υπουργείου/ })).not.toContainText(
    'Ολοκληρώστε ή τερματίστε πρώτα',
  );
  await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
});
