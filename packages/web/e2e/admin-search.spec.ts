import { expect, test, type Page } from '@playwright/test';
import { makeOperator, signInOwnOperator } from './operator-support';
import { mainHeading } from './support';

/*
 * Greek operators type as they like (issue 34 item 1): the schools list finds the same schools
 * for "ΑΘΗΝΑ" as for "Αθήνα", and "σχολη" finds names written "Σχολή" or "ΣΧΟΛΗ".
 */

const rows = (page: Page) => page.locator('tbody tr').allTextContents();

async function searchFor(page: Page, text: string): Promise<void> {
  const field = page.getByRole('searchbox', { name: 'Αναζήτηση' });
  await field.fill(text);
  await field.press('Enter');
  // The list's query is kept in the address (?q=…).
  await expect.poll(() => new URL(page.url()).searchParams.get('q') ?? '').toContain(text);
  // The rows are this search's, not the last ones kept on screen while it loads.
  const records = page.getByTestId('admin-records');
  await expect(records).toHaveAttribute('data-search', text);
  await expect(records).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('admin-total')).toHaveText(/^\d+ εγγραφ(ή|ές)$/);
}

test('an operator finds schools typing Greek in capitals or without accents', async ({
  page,
}, testInfo) => {
  await signInOwnOperator(page, makeOperator('search'), 'tables/schools');
  await expect(mainHeading(page)).toHaveText('Σχολές οδηγών');
  await expect(page.getByRole('searchbox', { name: 'Αναζήτηση' })).toHaveAttribute(
    'placeholder',
    /Νομός ή περιφέρεια/,
  );

  await searchFor(page, 'ΑΘΗΝΑ');
  await expect(page.locator('tbody')).toContainText('Αθήνα');
  const capitals = await rows(page);
  expect(capitals.length).toBeGreaterThan(0);
  await searchFor(page, 'Αθήνα');
  await expect.poll(() => rows(page)).toEqual(capitals);

  await searchFor(page, 'σχολη');
  await expect(page.locator('tbody tr').first()).toContainText(/Σχολή|ΣΧΟΛΗ|σχολή/);
  const plain = await rows(page);
  for (const row of plain) expect(row).toMatch(/[Σσ][Χχ][Οο][Λλ][ΗΉηή]/);

  // A coded value filtered by its label.
  await page.getByRole('button', { name: 'Προσθήκη φίλτρου' }).click();
  await page.getByRole('combobox', { name: 'Στήλη' }).click();
  await page.getByRole('option', { name: 'Κατάσταση', exact: true }).click();
  await page.getByRole('combobox', { name: 'Τιμή' }).click();
  await page.getByRole('option', { name: 'Απορρίφθηκε', exact: true }).click();
  await page.getByRole('option', { name: 'Εγκεκριμένη', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Εφαρμογή' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('q') ?? '').toContain('"status"');
  // A coded value by its label: the status of a school, listed and in its form. Journeys beside
  // this one add and reject schools of their own, so the row is picked by its status.
  const approved = page.locator('tbody tr').filter({ hasText: 'Εγκεκριμένη' }).first();
  await expect(approved).toBeVisible();
  await approved.getByRole('link', { name: 'Επεξεργασία' }).click();
  await expect(mainHeading(page)).toHaveText(/^Εγγραφή #\d+: Σχολές οδηγών$/);
  await expect(page.getByRole('combobox', { name: 'Κατάσταση' })).toHaveValue('Εγκεκριμένη');
  await page.screenshot({ path: testInfo.outputPath('school-form.png'), fullPage: true });
  await page.goBack();

  for (const [name, width, height] of [
    ['desktop', 1366, 900],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: testInfo.outputPath(`schools-search-${name}.png`),
      fullPage: true,
    });
  }
});
