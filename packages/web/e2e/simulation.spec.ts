import { expect, test } from '@playwright/test';
import {
  answerPractice,
  freshStudent,
  nextQuestion,
  position,
  shoot,
  signInStudent,
  startFromDashboard,
} from './student-support';

test('a student earns the ministry simulation with a correct progress test and gets its result', async ({
  page,
  baseURL,
}) => {
  const username = await freshStudent(baseURL!, 'exam');
  await signInStudent(page, username);

  // No answers yet: the exam is closed and says why.
  const exam = page.getByRole('button', { name: /^Εξέταση υπουργείου/ });
  await expect(exam).toContainText('Ανοίγει όταν έχετε τουλάχιστον 20 απαντήσεις');
  await expect(exam).toHaveAttribute('aria-disabled', 'true');

  // 19 right answers, and one picked after "show the correct answer": not known, so wrong.
  await startFromDashboard(page, 'Η πρόοδός μου');
  for (let i = 1; i <= 20; i++) {
    if (i === 20) {
      await answerPractice(page, 'revealed');
      await expect(page.getByText('μετράει ως λάθος', { exact: false })).toBeVisible();
      await shoot(page, 'answer-revealed');
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, 'answer-revealed');
      await page.setViewportSize({ width: 1280, height: 800 });
    } else await answerPractice(page, 'right');
    await nextQuestion(page);
  }
  await expect(page.getByText('Σωστές 19 από 20 απαντήσεις.')).toBeVisible();
  await page.getByRole('link', { name: 'Στον πίνακά μου' }).click();
  await expect(exam).not.toHaveAttribute('aria-disabled', 'true');

  await startFromDashboard(page, 'Εξέταση υπουργείου');
  await expect(page.getByRole('heading', { level: 1, name: 'Εξέταση υπουργείου' })).toBeVisible();
  const [, total] = await position(page);
  expect(total).toBe(30);
  // A running simulation shows no verdict: picks move straight on.
  for (let i = 1; i <= total; i++) {
    await expect(page.getByText(`Ερώτηση ${i} / ${total}`)).toBeVisible();
    await page.keyboard.press(i % 2 === 0 ? '1' : '2');
  }
  const verdict = page.getByText(
    /^(Επιτυχία! Περάσατε την εξέταση\.|Δεν περάσατε αυτή τη φορά\.)$/,
  );
  await expect(verdict).toBeVisible();
  await expect(page.getByText(/^Λάθη: \d+ · επιτρέπονται έως 1$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Τα λάθη σας \(\d+\)$/ })).toBeVisible();
  await shoot(page, 'simulation-result');
  await page.setViewportSize({ width: 360, height: 740 });
  await shoot(page, 'simulation-result');

  // The statistics list it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/el/student/statistics?tab=exams');
  await expect(page.getByText(/^Λάθη: \d+ σε 30 ερωτήσεις$/)).toBeVisible();
  await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
});
