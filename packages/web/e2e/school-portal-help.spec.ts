import { expect, test, type WebSocketRoute } from '@playwright/test';
import { openEditorFor, questionOnTest, schoolAndStudentOnTest } from './question-help-support';

/*
 * A school's help texts (issue 18 item 4): the school writes its own help for a question and
 * its student reads it on the test page, formatted, with no typed HTML run as HTML.
 */

const HELP = [
  '**Κοιτάξτε** πρώτα την πινακίδα.',
  '',
  '- πρώτα δεξιά',
  '- μετά αριστερά',
  '',
  '<script>window.__pwned = 1</script> [Σήματα](/el/page/signs)',
].join('\n');

test('a school writes help for a question and its student sees it on the test page', async ({
  page,
  browser,
  baseURL,
}) => {
  const { studentPage, studentContext } = await schoolAndStudentOnTest(page, browser, baseURL!);
  const question = await questionOnTest(studentPage);

  const dialog = await openEditorFor(page, question);
  await dialog.getByLabel(/^Το κείμενό σας/).fill(HELP);
  // The preview draws it as the students will see it.
  await expect(dialog.locator('[data-help-text] strong')).toHaveText('Κοιτάξτε');
  await dialog.getByRole('button', { name: 'Αποθήκευση', exact: true }).click();
  await expect(dialog.getByText(/^Αποθηκεύτηκε /)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Ερωτήσεις με δική σας βοήθεια' })).toContainText(
    question,
  );

  // The student's test, opened again, carries the school's note: in English, and with a slow
  // link (longer than the page waits for it). The page first shows this device's copy of the
  // test and of its words in every language, both kept before the note was written (the English
  // question is the copy's), and takes the server's once the link is up.
  const held: WebSocketRoute[] = [];
  let slow = true;
  await studentPage.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (slow) held.push(ws);
    else ws.connectToServer();
  });
  await studentPage.goto(studentPage.url().replace('/el/test/', '/en/test/'));
  await expect(studentPage.getByText(/^Question 1 \//)).toBeVisible();
  const heading = studentPage.locator('main').getByRole('heading', { level: 2 });
  await expect(heading).toBeVisible();
  await expect(heading).not.toContainText(question);
  slow = false;
  for (const ws of held) {
    // A loaded machine may have let the page give up on a held socket and open the next: the
    // one it gave up on is closed, and the next must still be connected.
    try {
      ws.connectToServer();
    } catch {
      // Closed by the page while held.
    }
  }
  await studentPage.getByRole('button', { name: 'Help', exact: true }).click();
  const note = studentPage.locator('[data-help-text]').filter({ hasText: 'Κοιτάξτε' });
  await expect(note.locator('strong')).toHaveText('Κοιτάξτε');
  await expect(note.locator('li')).toHaveCount(2);
  await expect(note).toContainText('<script>window.__pwned = 1</script>');
  await expect(note.getByRole('link', { name: 'Σήματα' })).toHaveAttribute(
    'href',
    '/el/page/signs',
  );
  await expect(studentPage.getByText('A note from your school')).toBeVisible();
  await expect(note.locator('script')).toHaveCount(0);
  expect(await studentPage.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);
  await studentContext.close();
});
