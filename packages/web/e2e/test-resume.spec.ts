import { expect, test } from '@playwright/test';
import {
  answerPractice,
  nextQuestion,
  position,
  serverTest,
  signInStudent,
  startFromDashboard,
  tokenOf,
} from './student-support';

test('demo-student reloads half-way through a 20-question progress test and every answer is kept', async ({
  page,
  baseURL,
}) => {
  await signInStudent(page, 'demo-student');
  const testId = await startFromDashboard(page, 'Η πρόοδός μου');
  expect(await position(page)).toEqual([1, 20]);

  for (let i = 1; i <= 10; i++) {
    await answerPractice(page, i % 3 === 0 ? 'first' : 'right');
    if (i < 10) await nextQuestion(page);
  }
  // Reload right after the 10th answer: it is in the outbox (or already recorded), never lost.
  await page.reload();
  await expect(page.getByText('Ερώτηση 11 / 20')).toBeVisible();
  const tally = async () => {
    const right = Number((await page.getByText(/^Σωστές: \d+$/).textContent())!.split(': ')[1]);
    const wrong = Number((await page.getByText(/^Λάθη: \d+$/).textContent())!.split(': ')[1]);
    return right + wrong;
  };
  expect(await tally()).toBe(10);
  await expect(page.getByTestId('pending-answers')).toHaveCount(0);
  const halfway = await serverTest(baseURL!, await tokenOf(page), testId);
  expect(halfway.data.replies).toHaveLength(10);

  for (let i = 11; i <= 20; i++) {
    expect((await position(page))[0]).toBe(i);
    await answerPractice(page, 'right');
    await nextQuestion(page);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Τεστ προόδου' })).toBeVisible();
  await expect(page.getByText(/^Σωστές \d+ από 20 απαντήσεις\.$/)).toBeVisible();
  // Completed on the server with all 20 answers: it can no longer be resumed.
  const done = await serverTest(baseURL!, await tokenOf(page), testId);
  expect(done.isPositive).toBe(false);
  expect(done.message).toBe('Δεν εκτελείται κάποιο τεστ.');

  await page.goto('/el/student');
  await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
});
