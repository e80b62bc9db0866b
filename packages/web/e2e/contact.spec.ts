import { expect, test } from '@playwright/test';
import { waitForMail } from './outbox';

test('a visitor’s message through the contact form reaches the operators', async ({ page }) => {
  const subject = `Συνεργασία ${Date.now().toString(36)}`;
  await page.goto('/el');
  const form = page.getByRole('form', { name: 'Φόρμα επικοινωνίας' });
  await form.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Επικοινωνία' })).toBeVisible();

  // Missing fields are flagged in place; the server's own checks come back the same way.
  await form.getByRole('button', { name: 'Αποστολή μηνύματος' }).click();
  await expect(form.getByText('Συμπληρώστε αυτό το πεδίο.')).toHaveCount(3);
  await expect(form.getByLabel('Ονοματεπώνυμο')).toBeFocused();
  await form.getByLabel('Ονοματεπώνυμο').fill('Νίκος Οδηγός');
  await form.getByLabel('E-mail').fill('nikos@example');
  await form.getByLabel('Θέμα (προαιρετικό)').fill(subject);
  await form
    .getByLabel('Μήνυμα')
    .fill('Καλησπέρα σας,\nθα θέλαμε να χρησιμοποιήσει τη σχολή μας το Kokpit.');
  await form.getByRole('button', { name: 'Αποστολή μηνύματος' }).click();
  await expect(form.getByText('Η διεύθυνση e-mail δεν είναι έγκυρη.')).toBeVisible();
  await expect(form.getByLabel('E-mail')).toBeFocused();
  await expect(form.getByText('Συμπληρώστε αυτό το πεδίο.')).toHaveCount(0);

  await form.getByLabel('E-mail').fill('nikos@example.gr');
  await form.getByRole('button', { name: 'Αποστολή μηνύματος' }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'Το μήνυμά σας στάλθηκε' });
  await expect(thanks).toContainText('Ευχαριστούμε!');
  await expect(thanks).toBeFocused();

  const mail = await waitForMail('admin@kokpit.gr', (m) => m.subject.includes(subject));
  expect(mail.text).toContain('θα θέλαμε να χρησιμοποιήσει τη σχολή μας το Kokpit');
  expect(mail.text).toContain('nikos@example.gr');

  // Another message starts from an empty subject and text, keeping name and e-mail.
  await thanks.getByRole('button', { name: 'Νέο μήνυμα' }).click();
  await expect(form.getByLabel('Ονοματεπώνυμο')).toHaveValue('Νίκος Οδηγός');
  await expect(form.getByLabel('Μήνυμα')).toHaveValue('');
});
