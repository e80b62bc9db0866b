import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import {
  approveSchool,
  approveStudentOf,
  signInSchool,
  signUpSchool,
  signUpStudentOf,
  studentEntry,
} from './school-support';
import { signInStudent } from './student-support';
import { mainHeading } from './support';

/*
 * Messaging (issue 18): a teacher and a student, each in a browser of their own, exchange
 * messages; each sees the other's without reloading, and the header badge goes up and down.
 * A thread opens once the school has accepted the student (a request only waits).
 */

const badge = (page: Page) => page.getByTestId('messages-badge');

test('a teacher and a student exchange messages live, the unread badge going up and down', async ({
  page,
  browser,
  baseURL,
}) => {
  const school = await signUpSchool(baseURL!, 'msg');
  approveSchool(school.schoolId);
  const student = await signUpStudentOf(baseURL!, 'msgs', { schoolId: school.schoolId });

  // The teacher accepts the student's request.
  await signInSchool(page, school.username);
  await page.goto('/el/school?tab=pending');
  await studentEntry(page, student.lastName)
    .getByRole('button', { name: /^Έγκριση/ })
    .click();
  await expect(studentEntry(page, student.lastName)).toBeHidden();

  // The student, in a browser of their own, now has a school to write to.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signInStudent(studentPage, student.username);
  const panel = studentPage.getByTestId('student-messages');
  await expect(panel).toBeVisible();
  await expect(badge(studentPage)).toHaveAttribute('data-unread', '0');

  // The teacher opens the student's thread from their panel.
  await page.getByRole('tab', { name: /Ενεργοί/ }).click();
  await studentEntry(page, student.lastName)
    .getByRole('button', { name: `Νίκος ${student.lastName}`, exact: true })
    .click();
  await page.getByTestId('student-panel').getByRole('link', { name: 'Μήνυμα' }).click();
  await expect(mainHeading(page)).toHaveText('Μηνύματα');
  const hello = 'Καλησπέρα Νίκο! Το μάθημα θεωρίας είναι την Τετάρτη στις 18:00.';
  await page.getByLabel('Μήνυμα', { exact: true }).fill(hello);
  await page.getByRole('button', { name: 'Αποστολή', exact: true }).click();
  const mine = page.getByTestId('message').filter({ hasText: hello });
  await expect(mine).toContainText('Στάλθηκε');

  // The student's badge goes up without a reload; opening the thread reads it.
  await expect(badge(studentPage)).toHaveAttribute('data-unread', '1');
  await expect(panel.getByText('1 νέα', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Άνοιγμα συζήτησης' }).click();
  await expect(panel.getByTestId('message').filter({ hasText: hello })).toBeVisible();
  await expect(badge(studentPage)).toHaveAttribute('data-unread', '0');
  // The teacher sees it read, live.
  await expect(mine).toContainText('Διαβάστηκε');

  // The teacher goes back to the students; the student answers, with markup typed as text.
  await page.getByRole('link', { name: 'Μαθητές', exact: true }).first().click();
  await expect(mainHeading(page)).toHaveText('Μαθητές');
  await expect(badge(page)).toHaveAttribute('data-unread', '0');
  const reply = 'Ευχαριστώ, θα είμαι εκεί! <script>window.__pwned = 1</script><b>ok</b>';
  await panel.getByLabel('Μήνυμα', { exact: true }).fill(reply);
  await panel.getByRole('button', { name: 'Αποστολή', exact: true }).click();
  await expect(panel.getByTestId('message').filter({ hasText: reply })).toBeVisible();

  await expect(badge(page)).toHaveAttribute('data-unread', '1');
  await badge(page).getByRole('link').click();
  await expect(mainHeading(page)).toHaveText('Μηνύματα');
  const thread = page.getByTestId('thread').filter({ hasText: student.lastName });
  await expect(thread).toContainText('1 νέα');
  await thread.click();
  const answer = page.getByTestId('message').filter({ hasText: reply });
  await expect(answer).toBeVisible();
  await expect(answer.locator('script, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(badge(page)).toHaveAttribute('data-unread', '0');
  await expect(thread).not.toContainText('1 νέα');
  await studentContext.close();
});

test('a message typed with the link down waits, and is sent once when it returns', async ({
  page,
  browser,
  baseURL,
}) => {
  const school = await signUpSchool(baseURL!, 'msgoff');
  approveSchool(school.schoolId);
  const student = await signUpStudentOf(baseURL!, 'msgo', { schoolId: school.schoolId });
  await approveStudentOf(baseURL!, school, student);

  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  // Every realtime connection of the student's page goes through us, so the journey cuts it.
  let cut = false;
  const open = new Set<WebSocketRoute>();
  await studentPage.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (cut) return void ws.close();
    open.add(ws);
    ws.onClose(() => open.delete(ws));
    ws.connectToServer();
  });
  await studentPage.route('**/socket.io/**', (route) => (cut ? route.abort() : route.continue()));
  await signInStudent(studentPage, student.username);
  const panel = studentPage.getByTestId('student-messages');
  await panel.getByRole('button', { name: 'Άνοιγμα συζήτησης' }).click();

  cut = true;
  await studentContext.setOffline(true);
  for (const ws of open) await ws.close();
  const text = 'Γράφτηκε χωρίς σύνδεση: θα έρθω λίγο αργότερα σήμερα.';
  await panel.getByLabel('Μήνυμα', { exact: true }).fill(text);
  await panel.getByRole('button', { name: 'Αποστολή', exact: true }).click();
  await expect(panel.getByTestId('message-waiting').filter({ hasText: text })).toBeVisible();

  cut = false;
  await studentContext.setOffline(false);
  await expect(panel.getByTestId('message').filter({ hasText: text })).toBeVisible();
  await expect(panel.getByTestId('message-waiting')).toHaveCount(0);

  // The school has it, once.
  await signInSchool(page, school.username);
  await expect(badge(page)).toHaveAttribute('data-unread', '1');
  await page.goto('/el/school/messages');
  await page.getByTestId('thread').filter({ hasText: student.lastName }).click();
  await expect(page.getByTestId('message').filter({ hasText: text })).toHaveCount(1);
  await studentContext.close();
});
