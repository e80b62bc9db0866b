import { expect, test, type WebSocketRoute } from '@playwright/test';
import {
  answerPractice,
  figure,
  freshStudent,
  nextQuestion,
  position,
  serverTest,
  signInStudent,
  startFromDashboard,
  tokenOf,
} from './student-support';

test('answers given with the link down wait in the outbox and are all recorded once it returns', async ({
  page,
  context,
  baseURL,
}) => {
  // Every realtime connection goes through us, so the journey can cut it for real.
  let cut = false;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (cut) return void ws.close();
    open.add(ws);
    ws.onClose(() => open.delete(ws));
    ws.connectToServer();
  });
  await page.route('**/socket.io/**', (route) => (cut ? route.abort() : route.continue()));

  const username = await freshStudent(baseURL!, 'offline');
  await signInStudent(page, username);
  const testId = await startFromDashboard(page, 'Η πρόοδός μου');
  await answerPractice(page, 'right');
  await nextQuestion(page);
  // The first answer is recorded before the link goes (on a busy machine its acknowledgement
  // may still be on its way, and it would wait in the outbox with the others).
  const token = await tokenOf(page);
  await expect
    .poll(async () => (await serverTest(baseURL!, token, testId)).data.replies.length)
    .toBe(1);

  // The network goes: the browser is offline and the socket is closed.
  cut = true;
  await context.setOffline(true);
  for (const ws of open) await ws.close();
  await expect(page.getByText('Είστε εκτός σύνδεσης.', { exact: false })).toBeVisible();

  for (let i = 0; i < 5; i++) {
    await answerPractice(page, i % 2 === 0 ? 'right' : 'first');
    await nextQuestion(page);
  }
  expect(await position(page)).toEqual([7, 20]);
  await expect(page.getByTestId('pending-answers')).toHaveText(
    'Απαντήσεις σε αναμονή αποστολής: 5',
  );

  // The link returns: the queue is sent and empties.
  cut = false;
  await context.setOffline(false);
  await expect(page.getByTestId('pending-answers')).toHaveCount(0);
  const recorded = await serverTest(baseURL!, token, testId);
  expect(recorded.data.replies).toHaveLength(6);

  // The statistics count all six.
  await page.goto('/el/student/statistics?tab=summary');
  await expect(figure(page, 'Απαντήσεις')).toHaveText('6');
  await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
});
