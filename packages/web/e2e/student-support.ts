import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { io } from 'socket.io-client';
import { signUpStudent } from './outbox';
import { screenshotsDir } from './shots';
import { DEMO_PASSWORD, mainHeading } from './support';

/*
 * Helpers of the student journeys (dashboard, tests, statistics). Everything goes through the
 * real server; a fresh student is made with the public `signup` event.
 */

/** A new student (no school, car in DEMO) with the demo password. */
export async function freshStudent(baseURL: string, prefix: string): Promise<string> {
  const username = `${prefix}${Date.now().toString(36)}`;
  await signUpStudent(baseURL, {
    username,
    email: `${username}@example.com`,
    password: DEMO_PASSWORD,
  });
  return username;
}

/** Signs in through the home page and waits for the dashboard (other sessions signed out). */
export async function signInStudent(page: Page, username: string): Promise<void> {
  await page.goto('/el');
  await page.getByLabel('Όνομα χρήστη ή e-mail').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByLabel('Να με θυμάσαι σε αυτή τη συσκευή').uncheck();
  await page.getByRole('button', { name: 'Σύνδεση', exact: true }).click();
  const others = page.getByRole('button', { name: 'Αποσύνδεση από τις άλλες συσκευές' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ο πίνακάς μου' }).or(others),
  ).toBeVisible();
  if (await others.isVisible()) await others.click();
  await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');
}

/** Starts a test from a dashboard action, confirming the end of a running one if asked. */
export async function startFromDashboard(page: Page, action: string): Promise<number> {
  await page.getByRole('button', { name: new RegExp(`^${action}`) }).click();
  const replace = page.getByRole('dialog').getByRole('button', { name: 'Νέο τεστ' });
  await expect(page.getByText(/^Ερώτηση 1 \//).or(replace)).toBeVisible();
  if (await replace.isVisible()) await replace.click();
  await expect(page).toHaveURL(/\/el\/test\/\d+$/);
  await expect(page.getByText(/^Ερώτηση \d+ \/ \d+$/)).toBeVisible();
  return Number(page.url().split('/').pop());
}

/** The position shown on the test page, e.g. [7, 20]. */
export async function position(page: Page): Promise<[number, number]> {
  const text = (await page.getByText(/^Ερώτηση \d+ \/ \d+$/).textContent()) ?? '';
  const [, current, total] = /(\d+) \/ (\d+)/.exec(text)!;
  return [Number(current), Number(total)];
}

/**
 * Answers the practice question on screen: right or wrong (knowing which through "show the
 * correct answer"), or simply the first answer.
 */
export async function answerPractice(page: Page, how: 'right' | 'wrong' | 'first' = 'first') {
  const answers = page.getByRole('list', { name: 'Απαντήσεις' }).getByRole('button');
  if (how === 'first') {
    await answers.first().click();
  } else {
    await page.getByRole('button', { name: 'Σωστή απάντηση' }).click();
    await page
      .locator(how === 'right' ? '[data-state="hint"]' : '[data-state="open"]')
      .first()
      .click();
  }
  await expect(page.getByText(/^(Σωστά!|Λάθος απάντηση)$/)).toBeVisible();
}

/** The text of the question on screen (without its hidden "Question n:" label). */
export async function questionText(page: Page): Promise<string> {
  const text = await page.locator('main').getByRole('heading', { level: 2 }).first().textContent();
  return (text ?? '').replace(/^Ερώτηση \d+: /, '');
}

/** Goes on from an answered practice question. */
export async function nextQuestion(page: Page) {
  await page.getByRole('button', { name: /^(Επόμενη ερώτηση|Δείτε το αποτέλεσμα)$/ }).click();
}

/** The figure under a label on the statistics page, e.g. "Απαντήσεις". */
export function figure(page: Page, label: string) {
  return page
    .locator('dl')
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]');
}

/** The session token of the page's signed-in user (for checks straight against the server). */
export async function tokenOf(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  if (!token) throw new Error('not signed in');
  return decodeURIComponent(token);
}

/** `test-resume` as the server answers it, over a socket of our own. */
export async function serverTest(baseURL: string, token: string, id: number) {
  const socket = io(`${baseURL}/student`, {
    transports: ['websocket'],
    forceNew: true,
    auth: { token, lang: 'el' },
  });
  try {
    const reply = (await socket.timeout(10_000).emitWithAck('test-resume', { id })) as {
      isPositive: boolean;
      message: string;
      data: { status: string; replies: { id: string; questionId: number }[] };
    };
    return reply;
  } finally {
    socket.disconnect();
  }
}

/**
 * The page must fit its width (nothing scrolls sideways); with SCREENSHOTS_DIR set, it is also
 * saved there as `<name>-<width>x<height>.png` for a person to look at.
 */
export async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const { width, height } = page.viewportSize()!;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  const dir = screenshotsDir();
  if (!dir) return;
  // Let a smooth scroll (to the verdict of an answer) come to rest.
  await page.waitForTimeout(400);
  await page.screenshot({
    path: join(dir, `${name}-${width}x${height}.png`),
    fullPage: options.fullPage ?? true,
  });
}

/** WCAG 2.1 A and AA on what is on screen. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
