import { expect, test } from '@playwright/test';
import { io } from 'socket.io-client';
import { freshStudent, shoot, signInStudent, tokenOf } from './student-support';

type Reply<T> = { isPositive: boolean; message: string; data: T };
type Started = { id: number; questions: { id: number; answers: { id: number; isCorrect?: boolean }[] }[] }; // prettier-ignore

/** Right answers over a socket of our own until no progress test is left (every question at 30). */
async function reachCap(baseURL: string, token: string): Promise<void> {
  const socket = io(`${baseURL}/student`, {
    transports: ['websocket'],
    forceNew: true,
    auth: { token, lang: 'el' },
  });
  const call = async <T>(event: string, payload: unknown) =>
    (await socket.timeout(10_000).emitWithAck(event, payload)) as Reply<T>;
  try {
    for (let round = 0; round < 20; round++) {
      const started = await call<Started>('test-start', { section: 'car', type: 'progress' });
      if (!started.isPositive) return;
      for (const [i, q] of started.data.questions.entries()) {
        const right = q.answers.find((a) => a.isCorrect === true)!;
        await call('test-record', {
          testId: started.data.id,
          reply: { id: `cap-${started.data.id}-${i}`, questionId: q.id, answerId: right.id },
        });
      }
    }
    throw new Error('the cap was not reached in 20 tests');
  } finally {
    socket.disconnect();
  }
}

test('a demo learner at the cap is told why no test is left and led to choose a school; readiness is not ready', async ({
  page,
  baseURL,
}) => {
  await signInStudent(page, await freshStudent(baseURL!, 'cap'));
  await reachCap(baseURL!, await tokenOf(page));
  await page.reload();
  const card = page.getByRole('region', { name: 'Ετοιμότητα για την εξέταση' });
  await expect(card.getByText('Όχι ακόμη έτοιμοι')).toBeVisible();

  await page.getByRole('button', { name: /^Η πρόοδός μου/ }).click();
  await expect(page).toHaveURL(/\/el\/student\/driving-school$/);
  await expect(page.getByText('Στη δοκιμαστική έκδοση κάθε ερώτηση φτάνει έως 30%', { exact: false })).toBeVisible(); // prettier-ignore
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await shoot(page, 'demo-cap', { fullPage: false });
  }
});
