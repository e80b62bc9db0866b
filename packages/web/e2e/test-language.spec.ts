import type { TestTextsView } from '@kokpit/shared';
import { expect, test, type Page } from '@playwright/test';
import {
  freshStudent,
  shoot,
  signInStudent,
  startFromDashboard,
  studentCall,
  tokenOf,
} from './student-support';

/** The question on screen (its hidden "Question n:" label aside). */
const questionHeading = (page: Page) => page.locator('main').getByRole('heading', { level: 2 });

async function switchTo(page: Page, lang: string) {
  await page.getByTestId('language-switcher').selectOption(lang);
  await expect(page).toHaveURL(new RegExp(`/${lang}/test/\\d+$`));
}

test('a language switch mid-test shows the question, its answers and its help in the new language at once, offline too', async ({
  page,
  baseURL,
}) => {
  await signInStudent(page, await freshStudent(baseURL!, 'langswitch'));
  const testId = await startFromDashboard(page, 'Η πρόοδός μου');
  const reply = await studentCall<TestTextsView>(baseURL!, await tokenOf(page), 'test-texts', {
    id: testId,
  });
  expect(reply.isPositive, reply.message).toBe(true);
  const { texts } = reply.data;
  const answers = page.getByRole('main').getByRole('list').first().getByRole('button');
  await expect(questionHeading(page)).toContainText(texts.el[0]!.question);

  for (const lang of ['en', 'ru'] as const) {
    await switchTo(page, lang);
    const words = texts[lang][0]!;
    await expect(questionHeading(page)).toContainText(words.question);
    await expect(answers.first()).toContainText(words.answers[0]!.answer);
    expect(words.question).not.toBe(texts.el[0]!.question);
  }
  // The help follows as well.
  await page.getByRole('toolbar').getByRole('button').nth(1).click();
  await expect(page.getByText(texts.ru[0]!.help, { exact: false })).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await shoot(page, 'test-language-ru');
  }

  // Without a link: the words kept on this device.
  await page.context().setOffline(true);
  await switchTo(page, 'sq');
  await expect(questionHeading(page)).toContainText(texts.sq[0]!.question);
  await expect(answers.first()).toContainText(texts.sq[0]!.answers[0]!.answer);
  await expect(page.getByText(texts.sq[0]!.help, { exact: false })).toBeVisible();
  await page.context().setOffline(false);
  await switchTo(page, 'el');
  await expect(questionHeading(page)).toContainText(texts.el[0]!.question);
});
