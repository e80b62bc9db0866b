import { expect, type Browser, type Page } from '@playwright/test';
import {
  approveSchool,
  signInSchool,
  signUpSchool,
  signUpStudentOf,
  studentEntry,
} from './school-support';
import { questionText, signInStudent, startFromDashboard } from './student-support';
import { mainHeading } from './support';

/*
 * Helpers of the help-text journey and its screenshots: a new approved school with a student
 * it approved, the student's test running in a browser of its own, and the school's help
 * written for the question on the student's screen.
 */

/** An approved school signed in on `page`, and a student it approved, on a test in `student`. */
export async function schoolAndStudentOnTest(page: Page, browser: Browser, baseURL: string) {
  const school = await signUpSchool(baseURL, 'help');
  approveSchool(school.schoolId);
  const student = await signUpStudentOf(baseURL, 'hstu', { schoolId: school.schoolId });
  await signInSchool(page, school.username);
  await page.getByRole('tab', { name: /Σε αναμονή/ }).click();
  const pending = studentEntry(page, student.lastName);
  await pending.getByRole('button', { name: /^Έγκριση/ }).click();
  await expect(pending).toBeHidden();

  const studentContext = await browser.newContext({ viewport: page.viewportSize()! });
  const studentPage = await studentContext.newPage();
  await signInStudent(studentPage, student.username);
  await startFromDashboard(studentPage, 'Η πρόοδός μου');
  return { school, student, studentPage, studentContext };
}

/** The school opens the editor of the question `question` (its text) found by searching. */
export async function openEditorFor(page: Page, question: string) {
  await page.goto('/el/school/theory/help');
  await expect(mainHeading(page)).toHaveText('Κείμενα βοήθειας');
  await page.getByLabel('Αναζήτηση ερώτησης').fill(question.slice(0, 60));
  const row = page
    .getByRole('list', { name: 'Αποτελέσματα' })
    .locator('li')
    .filter({ hasText: question })
    .first();
  await row.getByRole('button', { name: 'Επεξεργασία βοήθειας' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/^Το κείμενό σας/)).toBeVisible();
  return dialog;
}

/** The question on the student's screen, as the school searches it. */
export async function questionOnTest(studentPage: Page): Promise<string> {
  return (await questionText(studentPage)).trim();
}
