import { expect, test } from '@playwright/test';
import { signInOperator } from './admin-support';
import { mainHeading } from './support';

/*
 * The contact messages inbox (issue 20 item 7): a visitor writes through the home page's form,
 * the operator finds the message, replies by e-mail, marks it handled and opens it again.
 */

test('a visitor’s message waits in the inbox until an operator marks it handled', async ({
  page,
  browser,
}) => {
  const subject = `Ερώτηση για πακέτα ${Date.now().toString(36)}`;
  const visitor = await browser.newContext();
  const home = await visitor.newPage();
  await home.goto('/el');
  const form = home.getByRole('form', { name: 'Φόρμα επικοινωνίας' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Ονοματεπώνυμο').fill('Ελένη Παπαδοπούλου');
  await form.getByLabel('E-mail').fill('eleni@example.gr');
  await form.getByLabel('Θέμα (προαιρετικό)').fill(subject);
  await form.getByLabel('Μήνυμα').fill('Καλησπέρα σας,\nπόσο κοστίζει το μηνιαίο πακέτο;');
  await form.getByRole('button', { name: 'Αποστολή μηνύματος' }).click();
  await expect(
    home.getByRole('status').filter({ hasText: 'Το μήνυμά σας στάλθηκε' }),
  ).toBeVisible();
  await visitor.close();

  await signInOperator(page);
  await page
    .getByRole('navigation', { name: 'Πλοήγηση back office' })
    .getByRole('link', { name: 'Μηνύματα επικοινωνίας', exact: true })
    .click();
  await expect(mainHeading(page)).toHaveText('Μηνύματα επικοινωνίας');
  await page.getByLabel('Αναζήτηση μηνυμάτων').fill(subject);
  const open = page.getByRole('button', { name: subject });
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  // The whole text with its line break, and a reply that quotes the subject.
  await expect(page.getByText('πόσο κοστίζει το μηνιαίο πακέτο;')).toBeVisible();
  await expect(page.getByText('Επισκέπτης χωρίς λογαριασμό')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Απάντηση με e-mail' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:eleni@example\\.gr\\?subject=${encodeURIComponent(`Re: ${subject}`)}`),
  );

  await page.getByRole('button', { name: 'Σήμανση ως διεκπεραιωμένο' }).click();
  await expect(page.getByText('Κανένα μήνυμα δεν ταιριάζει με την αναζήτηση.')).toBeVisible();
  await page.getByText('Διεκπεραιωμένα', { exact: true }).click();
  // Still the one opened: it stays open from one tab to the next.
  await expect(page.getByRole('button', { name: subject })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByText(/· Διεκπεραιώθηκε: /)).toBeVisible();
  await page.getByRole('button', { name: 'Άνοιγμα ξανά' }).click();
  await expect(page.getByText('Κανένα μήνυμα δεν ταιριάζει με την αναζήτηση.')).toBeVisible();
  await page.getByText('Ανοιχτά', { exact: true }).click();
  await expect(page.getByRole('button', { name: subject })).toBeVisible();
});
