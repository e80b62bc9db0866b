import { expect, test } from '@playwright/test';
import {
  answerPractice,
  figure,
  freshStudent,
  nextQuestion,
  questionText,
  signInStudent,
  startFromDashboard,
} from './student-support';

test('the statistics show the answers, and a second tab follows live as the first answers', async ({
  page,
  context,
  baseURL,
}) => {
  const username = await freshStudent(baseURL!, 'live');
  await signInStudent(page, username);

  // The second tab watches the statistics and the dashboard figures.
  const watcher = await context.newPage();
  await watcher.goto('/el/student/statistics?tab=summary');
  await expect(figure(watcher, 'Απαντήσεις')).toHaveText('0');

  await startFromDashboard(page, 'Η πρόοδός μου');
  await answerPractice(page, 'right');
  await nextQuestion(page);
  await answerPractice(page, 'right');
  await nextQuestion(page);
  await answerPractice(page, 'wrong');
  const question = await questionText(page);

  // No reload: the statistics-changed push refreshes the watcher.
  await expect(figure(watcher, 'Απαντήσεις')).toHaveText('3');
  await expect(figure(watcher, 'Ερωτήσεις που είδατε')).toHaveText('3');

  // Categories: three questions seen across them; errors: the wrong one, with its text.
  await watcher.getByRole('tab', { name: 'Κατηγορίες' }).click();
  const seen = watcher.getByText(/^Είδατε \d+ από \d+ ερωτήσεις/);
  await expect(seen.first()).toBeVisible();
  const counts = (await seen.allTextContents()).map((t) => Number(/^Είδατε (\d+)/.exec(t)![1]));
  expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
  await watcher.getByRole('tab', { name: 'Λάθη' }).click();
  await expect(watcher.getByText('Ερωτήσεις με λάθη: 1')).toBeVisible();
  await expect(watcher.getByText(question)).toBeVisible();

  // The dashboard of the second tab follows too.
  await watcher.goto('/el/student');
  await expect(watcher.getByText('Ακόμη 147 για τον στόχο της ημέρας.')).toBeVisible();
  await nextQuestion(page);
  await answerPractice(page, 'right');
  await expect(watcher.getByText('Ακόμη 146 για τον στόχο της ημέρας.')).toBeVisible();
  await watcher.close();
  await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
});
