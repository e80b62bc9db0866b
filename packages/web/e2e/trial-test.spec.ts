import { expect, test, type Page } from '@playwright/test';

interface DrawnQuestion {
  question: string;
  photo: string | null;
  answers: { id: number; answer: string; isCorrect: boolean }[];
}

/** The `trial-test` reply as it crosses the socket, so the journey knows the right answers. */
function captureTrialDraw(page: Page): Promise<DrawnQuestion[]> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (!text.includes('"questions"') || !text.includes('"isCorrect"')) return;
        const [envelope] = JSON.parse(text.slice(text.indexOf('['))) as [
          { data: { questions: DrawnQuestion[] } },
        ];
        resolve(envelope.data.questions);
      });
    });
  });
}

/** Questions answered wrongly on purpose (1-based). */
const WRONG_ON = new Set([2, 7, 11]);

test('a visitor takes the 15-question trial and reviews each mistake with the right answer', async ({
  page,
}) => {
  const drawn = captureTrialDraw(page);
  await page.goto('/el');
  await page.getByRole('button', { name: 'Δοκιμάστε 15 ερωτήσεις' }).click();
  const dialog = page.getByRole('dialog', { name: 'Δοκιμαστικό τεστ' });
  await expect(dialog).toBeVisible();
  const questions = await drawn;
  expect(questions).toHaveLength(15);

  for (const [i, question] of questions.entries()) {
    const position = i + 1;
    await expect(dialog.getByText(`Ερώτηση ${position} / 15`)).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toContainText(question.question);
    await expect(dialog.getByRole('heading', { level: 3 })).toBeFocused();
    if (question.photo) {
      // A tap enlarges the picture, another shrinks it; the digits still answer.
      const picture = dialog.getByRole('button', { name: 'Μεγέθυνση εικόνας' });
      await picture.click();
      await expect(picture).toHaveAttribute('aria-pressed', 'true');
      await picture.click();
      await expect(picture).toHaveAttribute('aria-pressed', 'false');
    }
    const wrong = WRONG_ON.has(position);
    const pick = question.answers.findIndex((a) => a.isCorrect !== wrong);
    // Half by keyboard (keys 1–5, Enter), half by pointer.
    if (position % 2) {
      await page.keyboard.press(String(pick + 1));
    } else {
      await dialog.getByRole('list', { name: 'Απαντήσεις' }).getByRole('button').nth(pick).click();
    }
    const correct = question.answers.find((a) => a.isCorrect)!;
    if (wrong) {
      await expect(dialog.getByText('Λάθος απάντηση')).toBeVisible();
      await expect(dialog.getByText(`Η σωστή απάντηση είναι: «${correct.answer}»`)).toBeVisible();
    } else {
      await expect(dialog.getByText('Σωστά!')).toBeVisible();
    }
    // The right answer is marked for everyone, screen readers included.
    await expect(
      dialog.getByRole('button', { name: `${correct.answer} (σωστή απάντηση)` }),
    ).toBeVisible();
    const next = dialog.getByRole('button', {
      name: position === 15 ? 'Δείτε το αποτέλεσμα' : 'Επόμενη ερώτηση',
    });
    await expect(next).toBeFocused();
    if (position % 2) await page.keyboard.press('Enter');
    else await next.click();
  }

  await expect(
    // 12 of 15: close to a pass, and told so (6 of 15 would read differently).
    dialog.getByRole('heading', {
      name: 'Πολύ κοντά! Λίγα λάθη ακόμη σας χωρίζουν από την επιτυχία.',
    }),
  ).toBeFocused();
  await expect(dialog.getByText('Σωστές: 12')).toBeVisible();
  await expect(dialog.getByText('Λάθη: 3')).toBeVisible();
  await expect(dialog.getByText(/απαντάτε σε 30 ερωτήσεις .* είναι 1\./)).toBeVisible();

  const mistakes = dialog.getByRole('region', { name: 'Τα λάθη σας (3)' }).getByRole('listitem');
  await expect(mistakes).toHaveCount(3);
  for (const [n, position] of [...WRONG_ON].entries()) {
    const question = questions[position - 1]!;
    const picked = question.answers.find((a) => !a.isCorrect)!;
    const correct = question.answers.find((a) => a.isCorrect)!;
    const item = mistakes.nth(n);
    await expect(item).toContainText(`Ερώτηση ${position}`);
    await expect(item).toContainText(question.question);
    await expect(item).toContainText(`Η απάντησή σας${picked.answer}`);
    await expect(item).toContainText(`Σωστή απάντηση${correct.answer}`);
  }

  // Closing keeps the result; "try again" draws a fresh set from the first question.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Δοκιμάστε 15 ερωτήσεις' }).click();
  await expect(dialog.getByText('Λάθη: 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Δοκιμάστε ξανά' }).click();
  await expect(dialog.getByText('Ερώτηση 1 / 15')).toBeVisible();

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Δοκιμάστε 15 ερωτήσεις' }).click();
  await dialog.getByRole('button', { name: 'Κλείσιμο τεστ' }).click();
  await expect(dialog).toBeHidden();
});

test('the trial’s result leads to sign-up', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('button', { name: 'Try 15 questions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trial test' });
  for (let position = 1; position <= 15; position++) {
    await expect(dialog.getByText(`Question ${position} / 15`)).toBeVisible();
    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
  }
  await expect(dialog.getByText(/^Right: \d+$/)).toBeVisible();
  await dialog.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/en\/sign-up\/student$/);
  await expect(dialog).toBeHidden();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the trial’s result opens at its top, clear of the dialog’s title', async ({ page }) => {
      await page.goto('/en');
      await page.getByRole('button', { name: 'Try 15 questions' }).click();
      const dialog = page.getByRole('dialog', { name: 'Trial test' });
      for (let position = 1; position <= 15; position++) {
        await expect(dialog.getByText(`Question ${position} / 15`)).toBeVisible();
        await page.keyboard.press('1');
        await page.keyboard.press('Enter');
      }
      const ring = dialog.locator('.mantine-RingProgress-root');
      await expect(ring).toBeInViewport({ ratio: 1 });
      // The dialog scrolled back to its very top: nothing of the result is under the title.
      await expect.poll(() => dialog.evaluate((el) => el.scrollTop)).toBe(0);
      const header = await dialog.locator('.mantine-Modal-header').boundingBox();
      const ringBox = await ring.boundingBox();
      expect(ringBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    });
  });
}
