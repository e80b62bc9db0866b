import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  approveSchool,
  signInSchool,
  signUpSchool,
  signUpStudentOf,
  studentEntry,
} from './school-support';
import { openEditorFor } from './question-help-support';
import { screenshotsDir, settled } from './shots';
import {
  answerPractice,
  nextQuestion,
  questionText,
  serverTest,
  signInStudent,
  tokenOf,
} from './student-support';
import { mainHeading } from './support';

/*
 * Theory presentations (issue 18): a school builds one from questions found by text and by
 * number, shows it in class with the keyboard, and its student takes it as a theory test.
 */

const TITLE = 'Πινακίδες και προτεραιότητα';
const HELP_QUESTION = 'Ποιον αριθμό καλείτε για να ζητήσετε βοήθεια';
const HELP = ['**Κοιτάξτε** πρώτα:', '', '- το 112', '- το 100', '', '<script>x()</script>'].join(
  '\n',
);

/** Saves `<name>-<width>x<height>.png` where screenshots go (SCREENSHOTS_DIR), if anywhere. */
async function snap(page: Page, name: string, fullPage = true) {
  const dir = screenshotsDir();
  if (!dir) return;
  const { width, height } = page.viewportSize()!;
  await settled(page);
  await page.screenshot({ path: join(dir, `${name}-${width}x${height}.png`), fullPage });
}

/** Searches the builder by one field and waits for the new matches. */
async function search(page: Page, field: 'Κείμενο' | 'Αριθμός ερώτησης', value: string) {
  await page.getByRole('textbox', { name: 'Κείμενο' }).fill('');
  await page.getByRole('textbox', { name: 'Αριθμός ερώτησης' }).fill('');
  await page.getByRole('textbox', { name: field }).fill(value);
  await page.getByRole('button', { name: 'Αναζήτηση', exact: true }).click();
}

test('a school builds a presentation, shows it in class, and its student takes it as a theory test', async ({
  page,
  browser,
  baseURL,
}) => {
  const school = await signUpSchool(baseURL!, 'theo');
  approveSchool(school.schoolId);
  const student = await signUpStudentOf(baseURL!, 'theo', { schoolId: school.schoolId });

  await signInSchool(page, school.username);
  await page.getByRole('tab', { name: /Σε αναμονή/ }).click();
  const pending = studentEntry(page, student.lastName);
  await pending.getByRole('button', { name: /^Έγκριση/ }).click();
  await expect(pending).toBeHidden();

  // The student's dashboard is open before the presentation exists: it arrives by push.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signInStudent(studentPage, student.username);

  // The help-text editor is a link away; the school writes its note for question 45 there.
  await page.goto('/el/school/theory');
  await expect(mainHeading(page)).toHaveText('Θεωρία');
  await page.getByRole('link', { name: 'Κείμενα βοήθειας' }).click();
  await expect(page).toHaveURL(/\/el\/school\/theory\/help$/);
  const editor = await openEditorFor(page, HELP_QUESTION);
  await editor.getByLabel(/^Το κείμενό σας/).fill(HELP);
  await editor.getByRole('button', { name: 'Αποθήκευση', exact: true }).click();
  await expect(editor.getByText(/^Αποθηκεύτηκε /)).toBeVisible();

  await page.goto('/el/school/theory');
  await expect(mainHeading(page)).toHaveText('Θεωρία');
  await page.getByRole('button', { name: 'Νέα παρουσίαση' }).click();

  // §5: a title and at least one question, each said on its field.
  await page.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByText('Η παρουσίαση χρειάζεται τίτλο.')).toBeVisible();
  await expect(page.getByTestId('questions-error')).toHaveText(
    'Η παρουσίαση χρειάζεται τουλάχιστον μία ερώτηση.',
  );
  // A field's error goes once the field is edited; the other stays until its own change.
  await page.getByRole('textbox', { name: 'Τίτλος' }).fill('Π');
  await expect(page.getByText('Η παρουσίαση χρειάζεται τίτλο.')).toBeHidden();
  await expect(page.getByTestId('questions-error')).toBeVisible();

  // By text, in capitals and without accents.
  await search(page, 'Κείμενο', 'ΣΗΜΑΙΝΕΙ ΑΥΤΗ Η ΠΙΝΑΚΙΔΑ');
  const results = page.getByTestId('search-result');
  await expect(results.first()).toContainText('Τι σημαίνει αυτή η πινακίδα;');
  await results.first().getByRole('button', { name: 'Προεπισκόπηση' }).click();
  await expect(results.first().getByRole('img', { name: 'Εικόνα της ερώτησης' })).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await results
      .nth(i)
      .getByRole('button', { name: /^Προσθήκη/ })
      .click();
    await expect(results.nth(i).getByRole('button', { name: /^Προστέθηκε/ })).toBeDisabled();
  }
  const selected = page.getByTestId('selected-question');
  await expect(selected).toHaveCount(3);
  await expect(page.getByTestId('questions-error')).toBeHidden();

  // By the ministry's number; a number no question has is said so.
  await search(page, 'Αριθμός ερώτησης', '987654');
  await expect(page.getByTestId('search-error')).toHaveText('Ο αριθμός ερώτησης δεν βρέθηκε');
  const byNumber: [string, string][] = [
    ['22', 'Από ποια πλευρά γίνεται κανονικά το προσπέρασμα'],
    ['45', 'Ποιον αριθμό καλείτε για να ζητήσετε βοήθεια'],
  ];
  for (const [number, text] of byNumber) {
    await search(page, 'Αριθμός ερώτησης', number);
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText(text);
    await results
      .first()
      .getByRole('button', { name: /^Προσθήκη/ })
      .click();
  }
  // The preview draws the school's note formatted, as its students will see it.
  await results.first().getByRole('button', { name: 'Προεπισκόπηση' }).click();
  await expect(results.first().locator('[data-help-text] strong')).toHaveText('Κοιτάξτε');
  await expect(selected).toHaveCount(5);
  await expect(selected.nth(3)).toContainText('προσπέρασμα');

  // Reorder with the keyboard: the 4th question moves up to 3rd.
  await selected
    .nth(3)
    .getByRole('button', { name: /^Μετακίνηση πάνω/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(selected.nth(2)).toContainText('προσπέρασμα');
  // …and by dragging: the last one onto the first place.
  await selected.nth(4).dragTo(selected.nth(0));
  await expect(selected.nth(0)).toContainText('Ποιον αριθμό καλείτε');

  await page.getByRole('textbox', { name: 'Τίτλος' }).fill(TITLE);
  await page.setViewportSize({ width: 1366, height: 900 });
  await snap(page, 'theory-builder');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'theory-builder');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Αποθήκευση' }).click();
  const toasts = page.locator('.mantine-Notification-root');
  await expect(toasts.first()).toBeVisible();
  const card = page.getByTestId('presentation-card').filter({ hasText: TITLE });
  await expect(card).toContainText('Ερωτήσεις: 5');

  // Classroom mode, stepped through with the keyboard; the list's "saved" does not follow.
  await card.getByRole('link', { name: 'Προβολή στην τάξη' }).click();
  await expect(page).toHaveURL(/\/el\/school\/theory\/\d+\/classroom$/);
  const counter = page.getByTestId('classroom-counter');
  await expect(counter).toHaveText('Ερώτηση 1 από 5');
  await expect(toasts).toHaveCount(0);
  await expect(page.getByTestId('classroom-question')).toContainText('Ποιον αριθμό καλείτε');
  // The school's note, formatted and with no typed HTML run as HTML.
  await page.keyboard.press('Space');
  const note = page.getByTestId('classroom-help').locator('[data-help-text]').first();
  await expect(note.locator('strong')).toHaveText('Κοιτάξτε');
  await expect(note.locator('li')).toHaveCount(2);
  await expect(note).toContainText('<script>');
  await expect(note.locator('script')).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('classroom-help')).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('Ερώτηση 2 από 5');
  await page.keyboard.press('PageDown');
  await expect(counter).toHaveText('Ερώτηση 3 από 5');
  await page.keyboard.press('PageUp');
  await expect(counter).toHaveText('Ερώτηση 2 από 5');
  await expect(page.getByTestId('classroom-help')).toBeHidden();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('classroom-help')).toContainText('Αρ.');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await snap(page, 'theory-classroom', false);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'theory-classroom', false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('Ερώτηση 3 από 5');
  await expect(page.getByTestId('classroom-help')).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('Ερώτηση 5 από 5');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('Ερώτηση 5 από 5');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/el\/school\/theory$/);

  // The student sees it without reloading and takes it as a theory test.
  const lesson = studentPage.getByTestId('student-presentation').filter({ hasText: TITLE });
  await expect(lesson).toContainText('Ερωτήσεις: 5');
  await lesson.getByRole('button', { name: `Έναρξη τεστ: ${TITLE}` }).click();
  await expect(studentPage).toHaveURL(/\/el\/test\/\d+$/);
  await expect(studentPage.getByText('Ερώτηση 1 / 5', { exact: true })).toBeVisible();
  const testId = Number(studentPage.url().split('/').pop());
  let sawNote = false;
  for (let i = 0; i < 5; i++) {
    // The question the school wrote its note for shows it to its student under "Βοήθεια".
    if ((await questionText(studentPage)).includes('Ποιον αριθμό καλείτε')) {
      await studentPage.getByRole('button', { name: 'Βοήθεια', exact: true }).click();
      const note = studentPage.locator('[data-help-text]').filter({ hasText: 'Κοιτάξτε' });
      await expect(note.locator('strong')).toHaveText('Κοιτάξτε');
      await expect(studentPage.getByText('Σημείωση της σχολής σας')).toBeVisible();
      sawNote = true;
    }
    await answerPractice(studentPage, i === 1 ? 'wrong' : 'right');
    await nextQuestion(studentPage);
  }
  expect(sawNote).toBe(true);
  // Recorded like any test: the server counted all five answers and completed the test. (Which
  // were right is not pinned: three questions share a text, which answerPractice matches by.)
  await expect(studentPage.getByText(/^Σωστές [0-5] από 5 απαντήσεις\.$/)).toBeVisible();
  await expect(mainHeading(studentPage)).toHaveText('Τεστ θεωρίας');
  const recorded = await serverTest(baseURL!, await tokenOf(studentPage), testId);
  expect(recorded.message).toBe('Δεν εκτελείται κάποιο τεστ.');
  await studentContext.close();
});
