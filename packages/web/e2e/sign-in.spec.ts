import { expect, test, type Page } from '@playwright/test';
import { freshStudent } from './student-support';
import {
  connectApp,
  DEMO_PASSWORD,
  endAllSessions,
  expectSignedIn,
  mainHeading,
  signInAs,
} from './support';

/** The names of the cookies a script of the page can read (document.cookie). */
async function scriptCookies(page: Page): Promise<string[]> {
  const all = await page.evaluate(() => document.cookie);
  return all
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter(Boolean);
}

test('a student signs in with remember-me and is still signed in after a reload', async ({
  page,
  context,
}) => {
  await signInAs(page, 'demo-student', { rememberMe: true });
  await expect(page).toHaveURL(/\/el\/student$/);
  await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');

  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === 'token');
  expect(token?.value).toBeTruthy();
  // Set by the server, out of every script's reach: one injected script cannot carry it away.
  expect(token!.httpOnly).toBe(true);
  expect(token!.sameSite).toBe('Lax');
  expect(await scriptCookies(page)).not.toContain('token');
  expect(await page.evaluate(() => document.cookie)).not.toContain(token!.value);
  // What the page reads instead: the server's marker, as long-lived as the token.
  const marker = cookies.find((c) => c.name === 'session');
  expect(marker?.httpOnly).toBe(false);
  expect(marker!.expires).toBeCloseTo(token!.expires, 0);
  // Remembered: the token cookie outlives the browser session (expiresIn − 1 s).
  expect(token!.expires * 1000).toBeGreaterThan(Date.now() + 24 * 3600 * 1000);
  // Asked for 315360000 s (SPEC §9); Chromium caps any cookie at 400 days.
  const remember = cookies.find((c) => c.name === 'rememberMe');
  expect(remember!.expires * 1000).toBeGreaterThan(Date.now() + 399 * 24 * 3600 * 1000);

  await page.reload();
  await expect(page).toHaveURL(/\/el\/student$/);
  await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');
  await expectSignedIn(page, 'Μαρία');
  expect(await scriptCookies(page)).not.toContain('token');
  // `home` is an alias of the dashboard (SPEC §2).
  await page.goto('/el/student/home');
  await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');

  await page.getByRole('button', { name: 'Αποσύνδεση' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Αποσυνδεθήκατε.')).toBeVisible();
  // The server cleared the cookie no script can touch, and its marker.
  const left = (await context.cookies()).map((c) => c.name);
  expect(left).not.toContain('token');
  expect(left).not.toContain('session');
});

test('without remember-me the token is a session cookie', async ({ page, context, baseURL }) => {
  await endAllSessions(baseURL!, 'demo-school');
  await signInAs(page, 'demo-school');
  await expect(page).toHaveURL(/\/el\/school$/);
  const token = (await context.cookies()).find((c) => c.name === 'token');
  expect(token?.expires).toBe(-1);
  expect(token?.httpOnly).toBe(true);
  expect((await context.cookies()).find((c) => c.name === 'session')?.expires).toBe(-1);
  expect(await scriptCookies(page)).not.toContain('token');
  await page.reload();
  await expect(mainHeading(page)).toHaveText('Μαθητές');
  await page.getByRole('button', { name: 'Αποσύνδεση' }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows the server’s message; empty fields are flagged', async ({ page }) => {
  await page.goto('/el');
  await page.getByRole('button', { name: 'Σύνδεση', exact: true }).click();
  await expect(page.getByText('Συμπληρώστε αυτό το πεδίο.')).toHaveCount(2);

  await page.getByLabel('Όνομα χρήστη ή e-mail').fill('demo-student');
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.getByRole('button', { name: 'Σύνδεση', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Λάθος όνομα χρήστη ή κωδικός πρόσβασης');
  await expect(page).toHaveURL(/\/el$/);
});

test('a token an earlier version wrote from script is taken over by the server’s HttpOnly cookie', async ({
  page,
  context,
  baseURL,
}) => {
  const username = await freshStudent(baseURL!, 'legacy');
  const device = await connectApp(baseURL!);
  const signed = (await device.emitWithAck('auth', { username, password: DEMO_PASSWORD })) as {
    data: { token: string };
  };
  device.disconnect();
  await page.goto('/el');
  // As the app wrote it before: readable by any script.
  await page.evaluate((t) => (document.cookie = `token=${t}; path=/; SameSite=Lax`), signed.data.token); // prettier-ignore
  await page.goto('/el/student');
  await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');
  const token = (await context.cookies()).find((c) => c.name === 'token');
  expect(token?.value).toBe(signed.data.token);
  expect(token?.httpOnly).toBe(true);
  expect(await scriptCookies(page)).not.toContain('token');
  await page.getByRole('button', { name: 'Αποσύνδεση' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('token');
});
