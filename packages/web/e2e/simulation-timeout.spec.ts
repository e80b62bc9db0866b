import { expect, test, type Page } from '@playwright/test';
import {
  answerPractice,
  freshStudent,
  nextQuestion,
  shoot,
  signInStudent,
  startFromDashboard,
} from './student-support';
import { mainHeading } from './support';

/** 20 right practice answers open the exam; then it starts and 3 questions are answered. */
async function sitExam(page: Page) {
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
}

/** The number of errors of the verdict on screen. */
async function verdictErrors(page: Page): Promise<number> {
  const text = await page.getByText(/^Λάθη: \d+ · επιτρέπονται έως 1$/).textContent();
  return Number(/\d+/.exec(text!)![0]);
}

test('a simulation whose time runs out is closed and marked by the server, unanswered questions as errors', async ({
  page,
  baseURL,
}) => {
  // The page's clock is ours, so 35 minutes can pass in a moment.
  await page.clock.install();
  await signInStudent(page, await freshStudent(baseURL!, 'timeout'));
  await sitExam(page);

  await page.clock.fastForward('35:30');
  await expect(
    page.getByText('Η εξέταση έκλεισε μόλις τελείωσε ο χρόνος.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Δεν περάσατε αυτή τη φορά.')).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: '3 / 30' })).toBeVisible();
  expect(await verdictErrors(page)).toBeGreaterThanOrEqual(27);
  await expect(page.getByRole('heading', { name: /^Τα λάθη σας \(\d+\)$/ })).toBeVisible();

  // The exam is over on the server too: nothing to resume, and a new exam is not held back.
  await page.getByRole('link', { name: 'Στον πίνακά μου' }).click();
  await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');
  await expect(page.getByText('Εξέταση υπουργείου σε εξέλιξη')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Εξέταση υπουργείου/ })).not.toContainText(
    'Ολοκληρώστε ή τερματίστε πρώτα',
  );

  // The server kept it: the statistics' exam tab lists it.
  await page.goto('/el/student/statistics?tab=exams');
  await expect(page.getByText(/^Λάθη: (2[7-9]|30) σε 30 ερωτήσεις$/)).toBeVisible();
  await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
});

test('a student hands the exam in early and gets the verdict from the server', async ({
  page,
  baseURL,
}) => {
  await signInStudent(page, await freshStudent(baseURL!, 'handin'));
  await sitExam(page);
  await page.getByRole('button', { name: 'Έξοδος' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('όσες ερωτήσεις μένουν αναπάντητες μετράνε ως λάθη');
  await shoot(page, 'exam-hand-in', { fullPage: false });
  await page.setViewportSize({ width: 360, height: 740 });
  await shoot(page, 'exam-hand-in', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Παράδοση εξέτασης' }).click();
  await expect(page.getByText('Δεν περάσατε αυτή τη φορά.')).toBeVisible();
  await expect(
    page.getByText('Η εξέταση έκλεισε μόλις τελείωσε ο χρόνος.', { exact: false }),
  ).toHaveCount(0);
  const errors = await verdictErrors(page);
  expect(errors).toBeGreaterThanOrEqual(27);

  // A reload shows the verdict again; the statistics list the exam.
  await page.reload();
  await expect(page.getByText('Δεν περάσατε αυτή τη φορά.')).toBeVisible();
  await page.goto('/el/student/statistics?tab=exams');
  await expect(page.getByText(`Λάθη: ${errors} σε 30 ερωτήσεις`)).toBeVisible();
  await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
});
