import { expect, test, type Page } from '@playwright/test';
import { signInOperator } from './admin-support';
import { mainHeading } from './support';

/*
 * The back office (issue 20): the demo operator signs in on the back office's own page,
 * filters the replies table, edits a reply and reverts the edit from the audit log.
 */

async function pick(page: Page, label: string, option: string, nth = 0) {
  await page.getByRole('combobox', { name: label }).nth(nth).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an operator filters the replies, edits one and reverts the edit from the audit log', async ({
  page,
}) => {
  await signInOperator(page, { throughSignInPage: true });
  const nav = page.getByRole('navigation', { name: 'Πλοήγηση back office' });
  await nav.getByRole('link', { name: /Απαντήσεις μαθητών/ }).click();
  await expect(mainHeading(page)).toHaveText('Απαντήσεις μαθητών');
  const total = page.getByTestId('admin-total');
  // The count as the language writes it (1.350 in Greek).
  await expect(total).toHaveText(/^[\d.]+ εγγραφές$/);
  const count = async () => Number((await total.textContent())!.replace(/\D/g, ''));
  const allText = (await total.textContent())!;
  const all = await count();
  expect(all).toBeGreaterThan(0);

  // Wrong answers only: a yes/no filter.
  await page.getByRole('button', { name: 'Προσθήκη φίλτρου' }).click();
  await pick(page, 'Στήλη', 'Σωστή');
  await pick(page, 'Τιμή', 'Όχι');
  await page.getByRole('button', { name: 'Εφαρμογή' }).click();
  await expect(page).toHaveURL(/is_correct/);
  await expect(total).not.toHaveText(allText);
  const wrong = await count();
  expect(wrong).toBeGreaterThan(0);
  expect(wrong).toBeLessThan(all);
  const correctColumn = await page
    .locator('thead th')
    .evaluateAll((ths) => ths.findIndex((th) => th.textContent?.startsWith('Σωστή')));
  const cells = page.locator(`tbody tr td:nth-child(${correctColumn + 1})`);
  await expect(cells.first()).toHaveText('Όχι');
  expect(new Set(await cells.allTextContents())).toEqual(new Set(['Όχι']));

  // Edit the first of them.
  await page.locator('tbody tr').first().getByRole('link', { name: 'Επεξεργασία' }).click();
  await expect(mainHeading(page)).toHaveText(/^Εγγραφή #\d+: Απαντήσεις μαθητών$/);
  const recordUrl = page.url();
  const field = page.getByRole('textbox', { name: 'Αναγνωριστικό συσκευής' });
  await expect(field).not.toHaveValue('');
  const original = await field.inputValue();
  await field.fill('e2e-edited');
  await page.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByText('Η εγγραφή αποθηκεύτηκε.')).toBeVisible();

  // The audit log shows the change, and reverts it.
  await nav.getByRole('link', { name: 'Ημερολόγιο ενεργειών', exact: true }).click();
  await expect(mainHeading(page)).toHaveText('Ημερολόγιο ενεργειών');
  const entry = page.locator('tbody tr').first();
  await expect(entry).toContainText('Αλλαγή');
  await expect(entry).toContainText(`client_reply_id: ${original} → e2e-edited`);
  await entry.getByRole('button', { name: 'Αναίρεση' }).click();
  await expect(entry.getByText('Να επανέλθει η εγγραφή')).toBeVisible();
  await entry.getByRole('button', { name: 'Αναίρεση' }).click();
  await expect(page.getByText('Η αλλαγή αναιρέθηκε.')).toBeVisible();
  await expect(page.locator('tbody tr').nth(1)).toContainText(/Αναιρέθηκε \(#\d+\)/);

  await page.goto(recordUrl);
  await expect(page.getByRole('textbox', { name: 'Αναγνωριστικό συσκευής' })).toHaveValue(original);
});

test('an information page’s Markdown is edited beside a preview that reads as the public page', async ({
  page,
}) => {
  await signInOperator(page);
  await page.goto('/el/admin/tables/info_pages');
  await expect(mainHeading(page)).toHaveText('Σελίδες πληροφοριών');
  await page.locator('tbody tr').first().getByRole('link', { name: 'Επεξεργασία' }).click();
  const body = page.getByRole('textbox', { name: 'Κείμενο (Markdown)' });
  await expect(body).not.toHaveValue('');
  const preview = page.getByRole('region', { name: 'Προεπισκόπηση' });
  // The stored text, rendered: its headings are headings, not "##" text.
  await expect(preview.getByRole('heading').first()).toBeVisible();
  await expect(preview).not.toContainText('## ');
  // What the operator types shows at once, before anything is saved.
  await body.fill('## Δοκιμή προεπισκόπησης\n\nΚείμενο με **έντονα** γράμματα.');
  await expect(preview.getByRole('heading', { name: 'Δοκιμή προεπισκόπησης' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('έντονα');
  await body.fill('');
  await expect(preview).toHaveText('Δεν υπάρχει ακόμη κείμενο για προεπισκόπηση.');
});
