import { expect, test, type Page } from '@playwright/test';
import { io } from 'socket.io-client';
import {
  answerPractice,
  expectNoAxeViolations,
  nextQuestion,
  serverTest,
  shoot,
  signInStudent,
  startFromDashboard,
  tokenOf,
  freshStudent,
} from './student-support';

/*
 * The dashboard's exam readiness, sound off until asked (remembered), and the category
 * picker's progress with "another test of this category" after a category test.
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** The readiness card's count of new questions still to answer. */
async function newQuestionsToAnswer(page: Page): Promise<number> {
  const advice = page.getByTestId('readiness-advice');
  await expect(advice).toHaveText(/^Νέες ερωτήσεις που μένει να απαντήσετε: \d+\.$/);
  return Number(/(\d+)/.exec((await advice.textContent()) ?? '')![1]);
}

/** The stored `sound` setting of the page's student, asked of the server. */
async function storedSound(baseURL: string, page: Page): Promise<boolean> {
  const socket = io(`${baseURL}/student`, {
    transports: ['websocket'],
    forceNew: true,
    auth: { token: await tokenOf(page), lang: 'el' },
  });
  try {
    const reply = (await socket.timeout(10_000).emitWithAck('profile')) as {
      data: { settings: { sound: boolean } };
    };
    return reply.data.settings.sound;
  } finally {
    socket.disconnect();
  }
}

test('a new student is not ready, is told how many new questions are left, and hears nothing until asking', async ({
  page,
  baseURL,
}) => {
  await signInStudent(page, await freshStudent(baseURL!, 'ready'));
  const card = page.getByRole('region', { name: 'Ετοιμότητα για την εξέταση' });
  await expect(card.getByText('Όχι ακόμη έτοιμοι')).toBeVisible();
  await expect(card.getByText('δεν μετρήθηκε ακόμη')).toBeVisible();
  await expect(card.getByText('0 από 3')).toBeVisible();
  await expectNoAxeViolations(page);
  const before = await newQuestionsToAnswer(page);

  await startFromDashboard(page, 'Η πρόοδός μου');
  const sound = page.getByRole('button', { name: 'Ήχος' });
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  expect(await storedSound(baseURL!, page)).toBe(false);
  await answerPractice(page, 'first');
  await nextQuestion(page);
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => storedSound(baseURL!, page)).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ήχος' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/el/student');
  expect(await newQuestionsToAnswer(page)).toBe(before - 1);
});

test.describe('demo-student (verified: category tests)', () => {
  for (const viewport of VIEWPORTS) {
    test(`category picker with progress at ${viewport.width} px, then the same category again`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      await signInStudent(page, 'demo-student');
      await expect(page.getByRole('region', { name: 'Ετοιμότητα για την εξέταση' })).toBeVisible();
      await shoot(page, 'dashboard-readiness');

      await page.getByRole('button', { name: /^Κατηγορίες/ }).click();
      const picker = page.getByRole('dialog', { name: 'Τεστ ανά κατηγορία' });
      const first = picker
        .getByRole('button')
        .filter({ hasText: /Απαντήσατε \d+ από \d+/ })
        .first();
      await expect(first).toBeVisible();
      const line = (await first.textContent()) ?? '';
      const [, answeredBefore] = /Απαντήσατε (\d+) από/.exec(line)!.map(Number);
      await shoot(page, 'category-picker', { fullPage: false });
      await expectNoAxeViolations(page);

      await first.click();
      const replace = page.getByRole('dialog').getByRole('button', { name: 'Νέο τεστ' });
      await expect(page.getByText(/^Ερώτηση 1 \//).or(replace)).toBeVisible();
      if (await replace.isVisible()) await replace.click();
      await expect(page).toHaveURL(/\/el\/test\/\d+$/);
      const firstId = Number(page.url().split('/').pop());
      const token = await tokenOf(page);
      type WithOptions = { data: { type: string; options: { categoryId?: number } } };
      const running = (await serverTest(baseURL!, token, firstId)) as unknown as WithOptions;
      const categoryId = running.data.options.categoryId;
      expect(categoryId).toEqual(expect.any(Number));
      const again = page.getByRole('button', { name: 'Νέο τεστ σε αυτή την κατηγορία' });
      for (let i = 0; i < 60 && !(await again.isVisible()); i++) {
        await answerPractice(page, 'first');
        await nextQuestion(page);
      }
      await expect(again).toBeVisible();
      await again.click();
      await expect(page).not.toHaveURL(new RegExp(`/test/${firstId}$`));
      await expect(page.getByText(/^Ερώτηση 1 \//)).toBeVisible();
      const secondId = Number(page.url().split('/').pop());

      const b = (await serverTest(baseURL!, token, secondId)) as unknown as WithOptions;
      expect(b.data.type).toBe('category');
      expect(b.data.options.categoryId).toBe(categoryId);

      await page.goto('/el/student');
      await page.getByRole('button', { name: /^Κατηγορίες/ }).click();
      const after = page
        .getByRole('dialog', { name: 'Τεστ ανά κατηγορία' })
        .getByRole('button')
        .filter({ hasText: /Απαντήσατε \d+ από \d+/ })
        .first();
      await expect(after).toContainText(/πρόοδος \d+%/);
      const [, answeredAfter, total] = /Απαντήσατε (\d+) από (\d+)/
        .exec((await after.textContent()) ?? '')!
        .map(Number);
      // A category already answered through (by the run at the other width) stays full.
      if (answeredBefore! < total!) expect(answeredAfter).toBeGreaterThan(answeredBefore!);
      else expect(answeredAfter).toBe(total);
    });
  }
});
