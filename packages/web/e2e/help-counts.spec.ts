import { expect, test } from '@playwright/test';
import {
  answerPractice,
  freshStudent,
  serverTest,
  shoot,
  signInStudent,
  startFromDashboard,
  tokenOf,
} from './student-support';

/** The test's tally: one wrong. */
const TALLY_WRONG = 'Λάθη: 1';

test('help opened before answering counts the answer as not known, and the help panel says so', async ({
  page,
  baseURL,
}) => {
  await signInStudent(page, await freshStudent(baseURL!, 'helped'));
  const testId = await startFromDashboard(page, 'Η πρόοδός μου');

  await page.getByRole('toolbar').getByRole('button', { name: 'Βοήθεια' }).click();
  const notice = page.getByText('Ανοίξατε τη βοήθεια πριν απαντήσετε', { exact: false });
  await expect(notice).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await shoot(page, 'help-open');
  }
  // Closing it again does not undo what was read.
  await page.getByRole('toolbar').getByRole('button', { name: 'Βοήθεια' }).click();
  await expect(notice).toBeHidden();
  await answerPractice(page, 'right');
  await expect(page.getByText('Με τη βοήθεια ανοιχτή', { exact: true })).toBeVisible();
  await expect(page.getByText('Σωστά!', { exact: true })).toHaveCount(0);
  await expect(page.getByText(TALLY_WRONG, { exact: true })).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await shoot(page, 'help-answered');
  }

  // The server recorded it as not known.
  await expect
    .poll(async () => (await serverTest(baseURL!, await tokenOf(page), testId)).data.replies)
    .toEqual([expect.objectContaining({ correct: false })]);
});
