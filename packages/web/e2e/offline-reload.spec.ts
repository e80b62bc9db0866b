import { expect, test, type WebSocketRoute } from '@playwright/test';
import {
  answerElsewhere,
  answerPractice,
  freshStudent,
  nextQuestion,
  position,
  serverTest,
  shoot,
  signInStudent,
  startFromDashboard,
  studentCall,
  tokenOf,
} from './student-support';

test('a running test reloaded without a link reopens from this device and its answers go later', async ({
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
  // No page.route here: routing would switch the browser's HTTP cache off, and the pictures of
  // the test are expected to come from it; being offline already fails every other request.

  await signInStudent(page, await freshStudent(baseURL!, 'reload'));
  // The installed app: the service worker serves the shell without a network.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const testId = await startFromDashboard(page, 'Η πρόοδός μου');
  await answerPractice(page, 'right');
  await nextQuestion(page);
  expect(await position(page)).toEqual([2, 20]);
  // Read-aloud switched on (stored by the server): it stays on after a reload without a link.
  const sound = page.getByRole('button', { name: 'Ήχος' });
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => {
      const reply = await studentCall<{ settings: { sound: boolean } }>(
        baseURL!,
        await tokenOf(page),
        'profile',
        {},
      );
      return reply.data.settings.sound;
    })
    .toBe(true);
  const served = await serverTest(baseURL!, await tokenOf(page), testId);
  const photos = (served.data as unknown as { questions: { photo: string | null }[] }).questions
    .map((q) => q.photo)
    .filter((p): p is string => p !== null);
  expect(photos.length).toBeGreaterThan(0);

  // The network goes, and the student reloads the page.
  cut = true;
  await context.setOffline(true);
  for (const ws of open) await ws.close();
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/el/test/${testId}$`));
  await expect(page.getByText('Ερώτηση 2 / 20')).toBeVisible();
  await expect(page.getByText('Είστε εκτός σύνδεσης.', { exact: false })).toBeVisible();
  await expect(page.getByText('Σωστές: 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ήχος' })).toHaveAttribute('aria-pressed', 'true');

  for (let i = 0; i < 2; i++) {
    await answerPractice(page, 'first');
    await nextQuestion(page);
  }
  expect(await position(page)).toEqual([4, 20]);
  // The pictures of the test were fetched while the link was up: every one is at hand.
  const cached = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map((u) =>
          fetch(u, { cache: 'only-if-cached', mode: 'same-origin' })
            .then((r) => r.ok)
            .catch(() => false),
        ),
      ),
    photos,
  );
  expect(cached).toEqual(photos.map(() => true));
  await expect(page.getByTestId('pending-answers')).toHaveText(
    'Απαντήσεις σε αναμονή αποστολής: 2',
  );
  await shoot(page, 'test-offline-reload', { fullPage: false });
  await page.setViewportSize({ width: 360, height: 740 });
  await shoot(page, 'test-offline-reload', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Meanwhile the student answers the last question on another device: the server's copy of
  // the test is now newer than the one this page opened from.
  await answerElsewhere(baseURL!, await tokenOf(page), testId, 19);
  await expect(page.getByRole('progressbar')).toHaveAccessibleName('Απαντήσεις: 3 από 20');

  // The link returns: the waiting answers are sent, all four are on the server, and the page
  // takes the server's copy in place of this device's (the other device's answer included).
  cut = false;
  await context.setOffline(false);
  await expect(page.getByTestId('pending-answers')).toHaveCount(0);
  const recorded = await serverTest(baseURL!, await tokenOf(page), testId);
  expect(recorded.data.replies).toHaveLength(4);
  await expect(page.getByRole('progressbar')).toHaveAccessibleName('Απαντήσεις: 4 από 20');
  await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
});
