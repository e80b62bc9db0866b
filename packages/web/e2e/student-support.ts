import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { io } from 'socket.io-client';
import { signUpStudent } from './outbox';
import { screenshotsDir, settled } from './shots';
import { DEMO_PASSWORD, signInWithSession } from './support';

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

/** Signs in (other sessions signed out) and opens the dashboard. */
/** Signs a student in on their dashboard; `keepOtherDevices` leaves their other sessions on. */
export async function signInStudent(
  page: Page,
  username: string,
  options: { keepOtherDevices?: boolean } = {},
): Promise<void> {
  await signInWithSession(page, username, {
    path: '/el/student',
    heading: 'Ο πίνακάς μου',
    ...options,
  });
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
 * Answers the practice question on screen: right or wrong, simply the first answer, or the right
 * one picked after "show the correct answer" (`revealed`: counted as not known). Which is right
 * comes from the test as the server hands it to the student (`test-resume`: a practice test's
 * answers carry `isCorrect`, which the app itself holds to mark answers offline).
 */
export async function answerPractice(
  page: Page,
  how: 'right' | 'wrong' | 'first' | 'revealed' = 'first',
) {
  const answers = page.getByRole('list', { name: 'Απαντήσεις' }).getByRole('button');
  if (how === 'first') {
    await answers.first().click();
  } else if (how === 'revealed') {
    await page.getByRole('button', { name: 'Σωστή απάντηση' }).click();
    await page.locator('[data-state="hint"]').first().click();
  } else {
    const question = await questionOnScreen(page);
    const index = question.answers.findIndex((a) => a.isCorrect === (how === 'right'));
    expect(index, `a ${how} answer of "${question.question}"`).toBeGreaterThanOrEqual(0);
    await answers.nth(index).click();
  }
  await expect(
    page.getByText(/^(Σωστά!|Λάθος απάντηση|Με τη σωστή απάντηση ανοιχτή|Με τη βοήθεια ανοιχτή)$/),
  ).toBeVisible();
}

interface PracticeQuestion {
  question: string;
  answers: { isCorrect?: boolean }[];
}

/** Tests read from the server, by origin and test id: one `test-resume` per test. */
const practiceTests = new Map<string, PracticeQuestion[]>();

/** The question on screen as the server's copy of the running test has it. */
async function questionOnScreen(page: Page): Promise<PracticeQuestion> {
  const { origin, pathname } = new URL(page.url());
  const testId = Number(/\/test\/(\d+)$/.exec(pathname)?.[1]);
  const key = `${origin} ${testId}`;
  let questions = practiceTests.get(key);
  if (!questions) {
    const reply = await serverTest(origin, await tokenOf(page), testId);
    expect(reply.isPositive, reply.message).toBe(true);
    questions = reply.data.questions;
    practiceTests.set(key, questions);
  }
  const text = (await questionText(page)).trim();
  const [current] = await position(page);
  // By position first: the sample bank asks "Τι σημαίνει αυτή η πινακίδα;" of four different
  // signs, so the text alone may name another question (and its right answer).
  const atPosition = questions[current - 1];
  if (atPosition?.question.trim() === text) return atPosition;
  const sameText = questions.filter((q) => q.question.trim() === text);
  if (sameText.length !== 1) {
    throw new Error(`question ${current} of test ${testId}: ${sameText.length} match "${text}"`);
  }
  return sameText[0]!;
}

/** The text of the question on screen (without its hidden "Question n:" label). */
export async function questionText(page: Page): Promise<string> {
  const text = await page.locator('main').getByRole('heading', { level: 2 }).first().textContent();
  return (text ?? '').replace(/^Ερώτηση \d+: /, '');
}

/**
 * Goes on from an answered practice question, and waits until the next one is on screen: reading
 * the question before the page has moved on would answer the old one again (a flaky journey).
 */
export async function nextQuestion(page: Page) {
  const next = page.getByRole('button', { name: /^(Επόμενη ερώτηση|Δείτε το αποτέλεσμα)$/ });
  const toResult = (await next.textContent())?.trim() === 'Δείτε το αποτέλεσμα';
  const counter = page.getByText(/^Ερώτηση \d+ \/ \d+$/);
  const before = toResult ? null : await counter.textContent();
  await next.click();
  if (before) await expect(counter).not.toHaveText(before);
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

/** One `/student` event as the server answers it, over a socket of our own (lang el). */
export async function studentCall<T = unknown>(
  baseURL: string,
  token: string,
  event: string,
  payload: unknown,
): Promise<{ isPositive: boolean; code: number; message: string; data: T }> {
  const socket = io(`${baseURL}/student`, {
    transports: ['websocket'],
    forceNew: true,
    auth: { token, lang: 'el' },
  });
  try {
    return (await socket.timeout(10_000).emitWithAck(event, payload)) as {
      isPositive: boolean;
      code: number;
      message: string;
      data: T;
    };
  } finally {
    socket.disconnect();
  }
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
      data: {
        status: string;
        replies: { id: string; questionId: number; correct: boolean | null }[];
        questions: PracticeQuestion[];
      };
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
  await settled(page);
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

/**
 * The student answers one question of a running test right on another device (a socket of our
 * own): the answer the page's copy of the test does not know of.
 */
export async function answerElsewhere(
  baseURL: string,
  token: string,
  testId: number,
  questionIndex: number,
): Promise<void> {
  const socket = io(`${baseURL}/student`, {
    transports: ['websocket'],
    forceNew: true,
    auth: { token, lang: 'el' },
  });
  type Reply<T> = { isPositive: boolean; message: string; data: T };
  try {
    const served = (await socket
      .timeout(10_000)
      .emitWithAck('test-resume', { id: testId })) as Reply<{
      questions: { id: number; answers: { id: number; isCorrect?: boolean }[] }[];
    }>;
    expect(served.isPositive, served.message).toBe(true);
    const question = served.data.questions[questionIndex]!;
    const right = question.answers.find((a) => a.isCorrect === true)!;
    const recorded = (await socket.timeout(10_000).emitWithAck('test-record', {
      testId,
      reply: {
        id: `elsewhere-${testId}-${questionIndex}`,
        questionId: question.id,
        answerId: right.id,
      },
    })) as Reply<unknown>;
    expect(recorded.isPositive, recorded.message).toBe(true);
  } finally {
    socket.disconnect();
  }
}

/**
 * 20 right answers in a progress test, given over a socket of our own (the right answer read from
 * the test, as practice tests carry it): what opens the ministry simulation, without clicking
 * through 20 questions.
 */
export async function earnExam(baseURL: string, token: string): Promise<void> {
  const socket = io(`${baseURL}/student`, {
    transports: ['websocket'],
    forceNew: true,
    auth: { token, lang: 'el' },
  });
  type Reply<T> = { isPositive: boolean; message: string; data: T };
  const call = async <T>(event: string, payload: unknown) => {
    const reply = (await socket.timeout(10_000).emitWithAck(event, payload)) as Reply<T>;
    if (!reply.isPositive) throw new Error(`${event}: ${reply.message}`);
    return reply.data;
  };
  try {
    const test = await call<{
      id: number;
      questions: { id: number; answers: { id: number; isCorrect?: boolean }[] }[];
    }>('test-start', { section: 'car', type: 'progress' });
    for (const [i, q] of test.questions.entries()) {
      const right = q.answers.find((a) => a.isCorrect === true)!;
      await call('test-record', {
        testId: test.id,
        reply: { id: `earn-${test.id}-${i}`, questionId: q.id, answerId: right.id },
      });
    }
  } finally {
    socket.disconnect();
  }
}
