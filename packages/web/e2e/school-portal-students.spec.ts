import { expect, test } from '@playwright/test';
import {
  approveSchool,
  buyCredits,
  signInSchool,
  signUpSchool,
  signUpStudentOf,
  studentEntry,
} from './school-support';
import { expectNoAxeViolations, signInStudent } from './student-support';
import { mainHeading } from './support';

/*
 * The school portal's students (issue 17): each journey makes its own school, approves it as
 * the operators would, and its own students.
 */

test('a school that is not approved yet is told so, not shown errors', async ({
  page,
  baseURL,
}) => {
  const school = await signUpSchool(baseURL!, 'wait');
  await signInSchool(page, school.username, 'Η σχολή σας περιμένει έγκριση');
  await expect(page.getByTestId('school-awaiting-approval')).toBeVisible();
  await page.goto('/el/school/stats');
  await expect(mainHeading(page)).toHaveText('Η σχολή σας περιμένει έγκριση');
});

test('a school approves a pending student and activates the car section; the student sees it without reloading', async ({
  page,
  browser,
  baseURL,
}) => {
  const school = await signUpSchool(baseURL!, 'appr');
  approveSchool(school.schoolId);
  const student = await signUpStudentOf(baseURL!, 'pend', { schoolId: school.schoolId });

  // The student practises in DEMO meanwhile, in a browser of their own.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signInStudent(studentPage, student.username);
  const switcher = studentPage.getByRole('button', { name: /^Κατηγορία διπλώματος: Αυτοκίνητο/ });
  await expect(switcher).toContainText('Δοκιμαστική');

  await signInSchool(page, school.username);
  await buyCredits(page, 5);
  await page.getByRole('tab', { name: /Σε αναμονή/ }).click();
  const pending = studentEntry(page, student.lastName);
  // A request shows who asks and for which section; it opens no panel until accepted.
  await expect(pending).toContainText('Αυτοκίνητο');
  const name = `Νίκος ${student.lastName}`;
  await expect(pending.getByText(name, { exact: true })).toBeVisible();
  await expect(pending.getByRole('button', { name, exact: true })).toHaveCount(0);
  await pending.getByRole('button', { name: /^Έγκριση/ }).click();
  await expect(pending).toBeHidden();

  await page.getByRole('tab', { name: /Ενεργοί/ }).click();
  await studentEntry(page, student.lastName)
    .getByRole('button', { name: `Νίκος ${student.lastName}`, exact: true })
    .click();
  const panel = page.getByTestId('student-panel');
  await panel.getByRole('button', { name: 'Ενεργοποίηση: Αυτοκίνητο', exact: true }).click();
  await expect(panel.getByTestId('section-car-state')).toHaveText('ενεργή');

  // Pushed to the student's open dashboard: no reload.
  await expect(switcher).toContainText('Ενεργή');
  await studentContext.close();
});

test('a school archives a student as passed at the first attempt and the statistics count it', async ({
  page,
  baseURL,
}) => {
  const school = await signUpSchool(baseURL!, 'arch');
  approveSchool(school.schoolId);
  const student = await signUpStudentOf(baseURL!, 'done', { schoolId: school.schoolId });
  await signInSchool(page, school.username);

  await page.goto('/el/school/stats?section=car');
  await expect(page.getByTestId('highlight-passed1')).toHaveText('0');

  await page.goto('/el/school?tab=pending');
  await studentEntry(page, student.lastName)
    .getByRole('button', { name: /^Έγκριση/ })
    .click();
  await page.getByRole('tab', { name: /Ενεργοί/ }).click();
  await studentEntry(page, student.lastName)
    .getByRole('button', { name: /^Αρχειοθέτηση/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Αρχειοθέτηση μαθητή' });
  await dialog.getByLabel('Πέρασε με την 1η προσπάθεια').check();
  await dialog.getByLabel('Σχόλιο').fill('Άψογος στην πρώτη.');
  await dialog.getByRole('button', { name: 'Αρχειοθέτηση', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: /Αρχείο/ }).click();
  await expect(studentEntry(page, student.lastName)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/el/school/stats?section=car');
  await expect(page.getByTestId('highlight-passed1')).toHaveText('1');
  await expectNoAxeViolations(page);
});
