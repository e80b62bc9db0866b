import { expect, test } from '@playwright/test';
import { endAllSessions, expectSignedIn, mainHeading, signInAs } from './support';

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
  // Remembered: the token cookie outlives the browser session (expiresIn − 1 s).
  expect(token!.expires * 1000).toBeGreaterThan(Date.now() + 24 * 3600 * 1000);
  // Asked for 315360000 s (SPEC §9); Chromium caps any cookie at 400 days.
  const remember = cookies.find((c) => c.name === 'rememberMe');
  expect(remember!.expires * 1000).toBeGreaterThan(Date.now() + 399 * 24 * 3600 * 1000);

  await page.reload();
  await expect(page).toHaveURL(/\/el\/student$/);
  await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');
  await expectSignedIn(page, 'Μαρία');
  // `home` is an alias of the dashboard (SPEC §2).
  await page.goto('/el/student/home');
  await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');

  await page.getByRole('button', { name: 'Αποσύνδεση' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Αποσυνδεθήκατε.')).toBeVisible();
  expect((await context.cookies()).filter((c) => c.name === 'token')).toHaveLength(0);
});

test('without remember-me the token is a session cookie', async ({ page, context, baseURL }) => {
  await endAllSessions(baseURL!, 'demo-school');
  await signInAs(page, 'demo-school');
  await expect(page).toHaveURL(/\/el\/school$/);
  const token = (await context.cookies()).find((c) => c.name === 'token');
  expect(token?.expires).toBe(-1);
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
