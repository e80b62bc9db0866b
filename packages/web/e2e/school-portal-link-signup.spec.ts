import { expect, test } from '@playwright/test';
import {
  approveSchool,
  signInSchool,
  signUpSchool,
  signUpStudentOf,
  studentEntry,
} from './school-support';

/*
 * Issue 33, item 5: a student who signs up through the school's registration link
 * (/el/sign-up/student?school=…, whose form sends `signup` with the school) appears in the
 * school's open portal without a reload, as a join request does; rejecting asks first, and the
 * rejected list takes the rejection back.
 */

test('a link sign-up appears live in the open portal; a rejection asks first and can be taken back', async ({
  page,
  baseURL,
}) => {
  const school = await signUpSchool(baseURL!, 'link');
  approveSchool(school.schoolId);
  await signInSchool(page, school.username);
  await page.goto('/el/school?tab=pending');
  await expect(page.getByText('Κανένας μαθητής δεν περιμένει έγκριση.')).toBeVisible();

  const student = await signUpStudentOf(baseURL!, 'lnk', { schoolId: school.schoolId });
  const entry = studentEntry(page, student.lastName);
  await expect(entry).toBeVisible();

  await entry.getByRole('button', { name: /^Απόρριψη/ }).click();
  const ask = page.getByRole('dialog', { name: 'Απόρριψη αιτήματος' });
  await expect(ask).toContainText(student.lastName);
  await ask.getByRole('button', { name: 'Απόρριψη' }).click();
  await expect(entry).toBeHidden();

  await page.getByRole('tab', { name: /Απορρίφθηκαν/ }).click();
  await studentEntry(page, student.lastName)
    .getByRole('button', { name: /^Επαναφορά αιτήματος/ })
    .click();
  await expect(studentEntry(page, student.lastName)).toBeHidden();
  await page.getByRole('tab', { name: /Σε αναμονή/ }).click();
  await expect(studentEntry(page, student.lastName)).toBeVisible();
});
