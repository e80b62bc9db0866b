import { expect, test } from '@playwright/test';
import { makeOperator, signInOwnOperator } from './operator-support';
import { mainHeading } from './support';

/* An operator imports the shipped sample pack from the back office and watches it finish. */

test('an operator imports the sample pack; the bar reaches 100% and the summary shows', async ({
  page,
}) => {
  await signInOwnOperator(page, makeOperator('content'), 'content');
  await expect(mainHeading(page)).toHaveText('Εισαγωγή περιεχομένου');
  await expect(page.getByRole('link', { name: 'Περιεχόμενο', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Έναρξη εισαγωγής' }).click();
  await expect(page.getByTestId('import-percent')).toHaveText('100%');
  await expect(page.getByTestId('import-progress')).toBeVisible();
  await expect(page.getByText('Πρόοδος: Ολοκληρώθηκε')).toBeVisible();
  const summary = page.getByTestId('import-summary');
  await expect(summary).toBeVisible();
  // The journeys' database already holds the sample bank: every question is counted once.
  const questions = summary.getByTestId('import-row-questions');
  await expect(questions).toContainText('Ερωτήσεις');
  const cells = await questions.getByRole('cell').allTextContents();
  const total = cells.slice(1).reduce((sum, c) => sum + Number(c), 0);
  expect(total).toBeGreaterThanOrEqual(100);
});
