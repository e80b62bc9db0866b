import { expect, test, type Page } from '@playwright/test';
import type { Socket } from 'socket.io-client';
import { connectApp, DEMO_PASSWORD, endAllSessions, mainHeading, signInAs } from './support';

/** Opens a realtime session for a user from outside the browser (another "device"). */
async function openSession(baseURL: string, username: string): Promise<Socket> {
  const socket = await connectApp(baseURL);
  const reply = (await socket.emitWithAck('auth', { username, password: DEMO_PASSWORD })) as {
    isPositive: boolean;
  };
  expect(reply.isPositive).toBe(true);
  return socket;
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

test('at the session limit, "sign out the other devices" signs in here and out there', async ({
  browser,
  baseURL,
}) => {
  await endAllSessions(baseURL!, 'demo-school');
  const first = await browser.newPage();
  await signInAs(first, 'demo-school');
  await expect(mainHeading(first)).toHaveText('Μαθητές');
  const others = [
    await openSession(baseURL!, 'demo-school'),
    await openSession(baseURL!, 'demo-school'),
  ];

  const second = await browser.newPage();
  await signInAs(second, 'demo-school');
  const alert = second.getByRole('alert');
  await expect(alert).toContainText('(3)');
  await alert.getByRole('button', { name: 'Αποσύνδεση από τις άλλες συσκευές' }).click();
  await expect(second).toHaveURL(/\/el\/school$/);

  // The first browser is pushed out at once, told why, and leaves the guarded page.
  await expect(
    first.getByText('Αποσυνδεθήκατε, επειδή συνδεθήκατε από άλλη συσκευή.'),
  ).toBeVisible();
  await expect(first).toHaveURL(/\/$/);
  // The server clears the HttpOnly cookie (the page cannot) and its marker.
  await expect.poll(() => cookie(first, 'token')).toBeUndefined();
  expect(await cookie(first, 'session')).toBeUndefined();

  await second.getByRole('button', { name: 'Αποσύνδεση' }).click();
  for (const s of others) s.disconnect();
  await first.close();
  await second.close();
});

test('a new day re-authenticates the session', async ({ page }) => {
  await signInAs(page, 'demo-student');
  await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');
  const today = await cookie(page, 'authDay');
  // As if the last authentication happened on another day.
  await page.evaluate(() => (document.cookie = 'authDay=2000-1-1; path=/'));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(() => cookie(page, 'authDay')).toBe(today);
  await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');
  await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
});
