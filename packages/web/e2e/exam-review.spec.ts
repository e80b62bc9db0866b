import { expect, test, type Page } from '@playwright/test';
import {
  earnExam,
  expectNoAxeViolations,
  freshStudent,
  position,
  shoot,
  signInStudent,
  startFromDashboard,
  tokenOf,
} from './student-support';
import { mainHeading } from './support';

/** The text of the question's answer that key `n` picks. */
async function answerText(page: Page, n: number): Promise<string> {
  const answers = page.getByRole('list', { name: 'Απαντήσεις' }).getByRole('button');
  return (
    (await answers
      .nth(n - 1)
      .locator('span')
      .nth(1)
      .textContent()) ?? ''
  );
}

const grid = (page: Page) => page.getByRole('navigation', { name: 'Ερωτήσεις της εξέτασης' });
const cell = (page: Page, n: number) =>
  grid(page).getByRole('button', { name: new RegExp(`^Ερώτηση ${n},`) });

test('the exam grid goes back to a skipped question, and the exam is reviewed later from the statistics', async ({
  page,
  baseURL,
}) => {
  await signInStudent(page, await freshStudent(baseURL!, 'review'));
  await earnExam(baseURL!, await tokenOf(page));
  await page.reload();
  await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');

  await startFromDashboard(page, 'Εξέταση υπουργείου');
  expect(await position(page)).toEqual([1, 30]);
  await expect(cell(page, 1)).toHaveAttribute('aria-current', 'step');

  // Question 1 skipped; question 2 flagged and answered.
  await page.getByRole('button', { name: 'Παράλειψη' }).click();
  await expect(page.getByText('Ερώτηση 2 / 30')).toBeVisible();
  await page.getByRole('button', { name: 'Σημείωση για αργότερα' }).click();
  const second = await answerText(page, 1);
  await page.keyboard.press('1');
  await expect(page.getByText('Ερώτηση 3 / 30')).toBeVisible();
  await expect(cell(page, 1)).toHaveAccessibleName('Ερώτηση 1, παραλείφθηκε');
  await expect(cell(page, 2)).toHaveAccessibleName('Ερώτηση 2, απαντήθηκε, σημειωμένη');
  await expect(grid(page)).toContainText('Παραλείφθηκαν: 1');
  await shoot(page, 'simulation-grid');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'simulation-grid');
  await page.setViewportSize({ width: 1366, height: 900 });
  await shoot(page, 'simulation-grid');

  // Back to the skipped question through the grid, and answered now.
  await cell(page, 1).click();
  await expect(page.getByText('Ερώτηση 1 / 30')).toBeVisible();
  const first = await answerText(page, 2);
  await page.keyboard.press('2');
  await expect(page.getByText('Ερώτηση 3 / 30')).toBeVisible();
  await expect(cell(page, 1)).toHaveAccessibleName('Ερώτηση 1, απαντήθηκε');

  // An answered question opens read-only: its answer stands.
  await cell(page, 2).click();
  await expect(page.getByText('Η απάντησή σας έχει καταχωριστεί και δεν αλλάζει.')).toBeVisible();
  const answers = page.getByRole('list', { name: 'Απαντήσεις' }).getByRole('button');
  await expect(answers.first()).toBeDisabled();
  await expect(answers.first()).toHaveAttribute('aria-pressed', 'true');

  // Handed in from the grid, with 28 questions open: they count as errors.
  await grid(page).getByRole('button', { name: 'Παράδοση εξέτασης' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Ερωτήσεις χωρίς απάντηση: 28.');
  await dialog.getByRole('button', { name: 'Παράδοση εξέτασης' }).click();
  await expect(page.getByText('Δεν περάσατε αυτή τη φορά.')).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Όλες οι ερωτήσεις της εξέτασης με τις απαντήσεις σας/ }),
  ).toHaveAttribute('href', /^\/el\/student\/statistics\/exam\/\d+$/);

  // The statistics' ministry tests open the exam with every answer.
  await page.goto('/el/student/statistics?tab=exams');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'statistics-exams');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('link', { name: /^Δείτε τις απαντήσεις της εξέτασης/ }).click();
  await expect(page).toHaveURL(/\/el\/student\/statistics\/exam\/\d+$/);
  await expect(mainHeading(page)).toHaveText('Εξέταση υπουργείου');
  await expect(page.getByRole('heading', { name: 'Όλες οι ερωτήσεις (30)' })).toBeVisible();
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(30);
  const given = (n: number) =>
    items
      .nth(n - 1)
      .getByText('Η απάντησή σας', { exact: true })
      .locator('xpath=following-sibling::dd[1]');
  await expect(given(1)).toHaveText(first);
  await expect(given(2)).toHaveText(second);
  await expect(given(3)).toHaveText('Χωρίς απάντηση');
  await expect(items.nth(2).getByText('Σωστή απάντηση', { exact: true })).toBeVisible();
  await shoot(page, 'exam-review');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'exam-review');

  // Only the mistakes, with one tap.
  await page.getByText(/^Λάθη και αναπάντητες \(\d+\)$/).click();
  await expect(items.filter({ hasText: 'Αναπάντητη' })).toHaveCount(28);

  // An exam that is not the student's is not found.
  await page.goto('/el/student/statistics/exam/987654');
  await expect(page.getByText('Η εξέταση δεν βρέθηκε', { exact: true })).toBeVisible();
});
