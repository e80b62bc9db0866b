import { expect, test } from '@playwright/test';
import {
  approveSchool,
  approveStudentOf,
  signInSchool,
  signUpSchool,
  signUpStudentOf,
} from './school-support';
import { signInStudent } from './student-support';
import { mainHeading } from './support';

/*
 * Announcements (issue 33, item 2): the school writes one message to its active students of a
 * section; a student, in a browser of their own, gets it in their thread live and reads it; the
 * school sees it read.
 */

test('an announcement reaches a student live, who reads it, and the school sees it read', async ({
  page,
  browser,
  baseURL,
}) => {
  const school = await signUpSchool(baseURL!, 'ann');
  approveSchool(school.schoolId);
  const student = await signUpStudentOf(baseURL!, 'anns', { schoolId: school.schoolId });
  await approveStudentOf(baseURL!, school, student);

  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signInStudent(studentPage, student.username);
  const panel = studentPage.getByTestId('student-messages');
  await expect(panel).toBeVisible();

  await signInSchool(page, school.username);
  await page.goto('/el/school/messages');
  await expect(mainHeading(page)).toHaveText('Μηνύματα');
  const card = page.getByTestId('announcements');
  await expect(card).toContainText('Δεν έχετε στείλει ακόμη ανακοίνωση.');
  await card.getByRole('button', { name: 'Νέα ανακοίνωση' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ανακοίνωση στους μαθητές' });
  await dialog.getByLabel('Προς').selectOption({ label: 'Όλους τους ενεργούς μαθητές' });
  const text = 'Την Παρασκευή η σχολή είναι κλειστή. Καλή μελέτη!';
  await dialog.getByLabel('Κείμενο').fill(text);
  await dialog.getByRole('button', { name: 'Αποστολή σε όλους' }).click();
  await expect(dialog).toBeHidden();
  const sent = card.getByTestId('announcement').filter({ hasText: text });
  await expect(sent.getByTestId('announcement-read')).toHaveText('Τη διάβασαν 0 από 1');

  // The student's thread has it without a reload; opening it reads it.
  await expect(panel.getByText('1 νέα', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Άνοιγμα συζήτησης' }).click();
  await expect(panel.getByTestId('message').filter({ hasText: text })).toBeVisible();

  // The school sees it read, live.
  await expect(sent.getByTestId('announcement-read')).toHaveText('Τη διάβασαν 1 από 1');
  await sent.getByTestId('announcement-read').click();
  await expect(sent).toContainText(`✓ Νίκος ${student.lastName}`);
  await studentContext.close();
});
