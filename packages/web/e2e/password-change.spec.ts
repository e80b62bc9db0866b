import { expect, test } from '@playwright/test';
import { freshStudent, shoot, signInStudent } from './student-support';
import { DEMO_PASSWORD } from './support';

const NEW_PASSWORD = 'Νέος#Κωδικός9';

test('a new password needs the current one and signs the other devices out', async ({
  browser,
  baseURL,
}) => {
  const username = await freshStudent(baseURL!, 'pwchange');
  const phone = await browser.newPage();
  const laptop = await browser.newPage();
  await signInStudent(phone, username);
  await signInStudent(laptop, username, { keepOtherDevices: true });

  await laptop.getByRole('button', { name: 'Προφίλ' }).click();
  const dialog = laptop.getByRole('dialog', { name: 'Ο λογαριασμός μου' });
  await dialog.getByLabel('Νέος κωδικός πρόσβασης').fill(NEW_PASSWORD);
  await dialog.getByLabel('Επιβεβαίωση νέου κωδικού').fill(NEW_PASSWORD);
  // The current password is asked for only once a new one is typed.
  const current = dialog.getByLabel('Τωρινός κωδικός πρόσβασης');
  await expect(current).toBeVisible();
  await dialog.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(
    dialog.getByText('Για να αλλάξετε κωδικό, γράψτε πρώτα τον τωρινό σας κωδικό.'),
  ).toBeVisible();

  await current.fill('Λάθος#Κωδικός1');
  await dialog.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(dialog.getByText('Ο τωρινός κωδικός δεν είναι σωστός.')).toBeVisible();
  await shoot(laptop, 'profile-password', { fullPage: false });

  await current.fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Αποθήκευση' }).click();
  // The other device is signed out at once and told why; this one stays signed in.
  await expect(
    phone.getByText('Ο κωδικός σας άλλαξε. Συνδεθείτε ξανά με τον νέο κωδικό.'),
  ).toBeVisible();
  await expect(phone).toHaveURL(/\/$/);
  await laptop.keyboard.press('Escape');
  await laptop.reload();
  await expect(laptop).toHaveURL(/\/el\/student$/);

  await laptop.getByRole('button', { name: 'Αποσύνδεση' }).click();
  await phone.close();
  await laptop.close();
});
