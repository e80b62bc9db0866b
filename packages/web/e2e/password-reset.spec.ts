import { expect, test } from '@playwright/test';
import { mainHeading } from './support';
import { signUpStudent, waitForMail } from './outbox';

const OLD_PASSWORD = 'Palios#2025';
const NEW_PASSWORD = 'Kainourgios#2026';

test('a student who forgot the password gets a link by e-mail, sets a new one and signs in', async ({
  page,
  baseURL,
}) => {
  const username = `reset-${Date.now().toString(36)}`;
  const email = `${username}@example.gr`;
  await signUpStudent(baseURL!, { username, email, password: OLD_PASSWORD, lang: 'en' });

  await page.goto('/el');
  await page.getByRole('button', { name: 'Ξεχάσατε τον κωδικό σας;' }).click();
  const forgot = page.getByRole('form', { name: 'Επαναφορά κωδικού' });
  await expect(page.getByRole('heading', { name: 'Επαναφορά κωδικού' })).toBeFocused();
  await forgot.getByRole('button', { name: 'Αποστολή συνδέσμου' }).click();
  await expect(forgot.getByText('Συμπληρώστε αυτό το πεδίο.')).toBeVisible();
  await forgot.getByLabel('E-mail').fill(email);
  await forgot.getByRole('button', { name: 'Αποστολή συνδέσμου' }).click();
  // The server's message, the same for known and unknown addresses.
  await expect(
    page.getByRole('status').filter({ hasText: 'Αν υπάρχει λογαριασμός με αυτό το e-mail' }),
  ).toBeVisible();

  // The mail goes out in the account's language (English here) with the link to the home page.
  const mail = await waitForMail(email);
  const link = mail.text.match(/https?:\/\/\S+#reset=[\w-]+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link!);
  expect(url.pathname).toBe('/en/');
  // The token is in the fragment, which the browser never sends: no server log holds it.
  expect(url.search).toBe('');

  await page.goto(url.pathname + url.hash);
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await expect(reset).toBeVisible();
  const newPassword = reset.getByRole('textbox', { name: 'New password', exact: true });
  await expect(newPassword).toBeFocused();

  // The rules tick off as the password grows.
  const rule = (name: string) => page.getByRole('listitem').filter({ hasText: name });
  await newPassword.fill('kainourgios');
  await expect(rule('At least 8 characters')).toContainText('(met)');
  await expect(rule('A capital letter')).toContainText('(not met yet)');
  await reset.getByRole('button', { name: 'Change password' }).click();
  await expect(reset.getByText('The password does not meet all the rules yet.')).toBeVisible();

  await newPassword.fill(NEW_PASSWORD);
  await reset.getByLabel('Confirm the new password').fill(`${NEW_PASSWORD}x`);
  await expect(rule('Both passwords match')).toContainText('(not met yet)');
  await reset.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
  for (const name of ['A capital letter', 'A digit', 'A special character', 'Both passwords match'])
    await expect(rule(name)).toContainText('(met)');
  await reset.getByRole('button', { name: 'Change password' }).click();

  // Done: the link leaves the address bar and the cursor waits in the sign-in form.
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password has been changed' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/en\/?$/);
  const usernameField = page.getByLabel('Username or e-mail');
  await expect(usernameField).toBeFocused();

  await usernameField.fill(username);
  await page.locator('input[name="password"]').fill(OLD_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.locator('input[name="password"]').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/student$/);
  await expect(mainHeading(page)).toBeVisible();

  // The link was single-use.
  await page.goto(url.pathname + url.hash);
  const again = page.getByRole('form', { name: 'Choose a new password' });
  await again.getByRole('textbox', { name: 'New password', exact: true }).fill('Trito#Kodikos9');
  await again.getByLabel('Confirm the new password').fill('Trito#Kodikos9');
  await again.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('not valid or has expired');
  await page.getByRole('button', { name: 'New link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeFocused();
  await expect(page).not.toHaveURL(/reset=/);
});
