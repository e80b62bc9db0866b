import { expect, test } from '@playwright/test';
import {
  answerPractice,
  freshStudent,
  nextQuestion,
  questionText,
  signInStudent,
  startFromDashboard,
} from './student-support';
import { mainHeading } from './support';

test('a test can be left and resumed, restarted with the same questions, and ended', async ({
  page,
  baseURL,
}) => {
  await signInStudent(page, await freshStudent(baseURL!, 'controls'));
  const first = await startFromDashboard(page, 'Η πρόοδός μου');
  const firstQuestion = await questionText(page);
  await answerPractice(page, 'right');
  await nextQuestion(page);
  await answerPractice(page, 'wrong');

  // Leave for later: the dashboard offers the way back.
  await page.getByRole('button', { name: 'Έξοδος' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Συνέχεια αργότερα' }).click();
  await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');
  await expect(page.getByText('Έχετε απαντήσει σε 2 από τις 20 ερωτήσεις.')).toBeVisible();
  await page.getByRole('link', { name: 'Συνέχεια' }).click();
  await expect(page).toHaveURL(new RegExp(`/el/test/${first}$`));
  await expect(page.getByText(/^Ερώτηση \d+ \/ \d+$/)).toHaveText('Ερώτηση 3 / 20');

  // Restart: a new test, the same questions, nothing answered.
  await page.getByRole('button', { name: 'Από την αρχή' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Από την αρχή' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/el/test/${first}$`));
  await expect(page.getByText(/^Ερώτηση \d+ \/ \d+$/)).toHaveText('Ερώτηση 1 / 20');
  await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toContainText(
    firstQuestion,
  );
  await expect(page.getByText('Σωστές: 0')).toBeVisible();

  // End it: back on the dashboard, nothing left to resume.
  await page.getByRole('button', { name: 'Έξοδος' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Τερματισμός' }).click();
  await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');
  await expect(
    page.getByText('Το τεστ τερματίστηκε. Οι απαντήσεις σας καταχωρίστηκαν.'),
  ).toBeVisible();
  await expect(page.getByText('Τεστ προόδου σε εξέλιξη')).toHaveCount(0);
  // The two answers of the first test still count.
  await expect(page.getByText('Ακόμη 148 για τον στόχο της ημέρας.')).toBeVisible();

  // A locked section asks first; without a school only one section may be unlocked, which the
  // dialog says before anything is sent (demo-second-section.spec.ts follows it to the schools).
  await page.getByRole('button', { name: /^Κατηγορία διπλώματος: Αυτοκίνητο/ }).click();
  await page.getByRole('menuitem', { name: /Μοτοσικλέτα/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Ξεκλείδωμα: Μοτοσικλέτα/ });
  await expect(dialog).toContainText('μία μόνο κατηγορία');
  await expect(dialog.getByRole('button', { name: 'Αποστολή αιτήματος' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Ακύρωση' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
});
