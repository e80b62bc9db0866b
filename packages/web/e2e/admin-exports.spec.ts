import { expect, test, type Download, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { makeOperator, signInOwnOperator } from './operator-support';
import { mainHeading } from './support';

/*
 * Exports of a filtered list (issue 20): an operator keeps only the wrong replies, exports them
 * as CSV and as Excel, and both files open (read by a CSV parser and by exceljs) holding exactly
 * the rows the list counts, newest first like the list.
 */

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function exportAs(page: Page, item: string): Promise<Buffer> {
  await page.getByRole('button', { name: 'Εξαγωγή', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  const file = await download;
  // The menu comes back once the export is saved.
  await expect(page.getByRole('button', { name: 'Εξαγωγή', exact: true })).toBeVisible();
  return bytesOf(file);
}

test('an operator filters the replies and exports them as CSV and xlsx; both open with those rows', async ({
  page,
}) => {
  await signInOwnOperator(page, makeOperator('exports'), 'tables/replies');
  await expect(mainHeading(page)).toHaveText('Απαντήσεις μαθητών');
  const total = page.getByTestId('admin-total');
  await expect(total).toHaveText(/^[\d.]+ εγγραφές$/);
  const allText = (await total.textContent())!;

  await page.getByRole('button', { name: 'Προσθήκη φίλτρου' }).click();
  await pick(page, 'Στήλη', 'Σωστή');
  await pick(page, 'Τιμή', 'Όχι');
  await page.getByRole('button', { name: 'Εφαρμογή' }).click();
  await expect(page).toHaveURL(/is_correct/);
  await expect(total).not.toHaveText(allText);
  // The ids of the first page, from each row's edit link (newest first).
  const links = page.locator('tbody tr').getByRole('link', { name: 'Επεξεργασία' });
  await expect(links.first()).toBeVisible();
  const idsShown = async () =>
    (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))).map((href) =>
      String(JSON.parse(decodeURIComponent(href.split('key=')[1]!)).id),
    );
  // Journeys beside this one keep answering: the replies up to the newest shown, so the list and
  // both files count the same rows (the filter kept in the URL, as a bookmark would).
  const newest = Math.max(...(await idsShown()).map(Number));
  const listed = new URL(page.url());
  const q = JSON.parse(listed.searchParams.get('q')!) as { filters: unknown[] };
  q.filters.push({ column: 'id', op: 'range', max: newest });
  listed.searchParams.set('q', JSON.stringify(q));
  await page.goto(listed.toString());
  await expect(links.first()).toBeVisible();
  const count = Number((await total.textContent())!.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  const shownIds = await idsShown();
  expect(shownIds[0]).toBe(String(newest));

  // CSV: UTF-8 with a BOM, read by csv-parse.
  const csv = await exportAs(page, 'CSV (κόμμα)');
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = parse(csv.toString('utf8').slice(1), { columns: true }) as Record<
    string,
    string
  >[];
  expect(records).toHaveLength(count);
  expect(new Set(records.map((r) => r.is_correct))).toEqual(new Set(['0']));
  expect(records.slice(0, shownIds.length).map((r) => r.id)).toEqual(shownIds);
  expect(Object.keys(records[0]!)).toEqual(expect.arrayContaining(['id', 'student_id']));

  // Excel: a workbook exceljs opens, a header row and one row per reply.
  const xlsx = await exportAs(page, 'Excel (.xlsx)');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const idAt = header.indexOf('id') + 1;
  const correctAt = header.indexOf('is_correct') + 1;
  expect(idAt).toBeGreaterThan(0);
  expect(correctAt).toBeGreaterThan(0);
  expect(sheet.actualRowCount).toBe(count + 1);
  const ids: string[] = [];
  const correct = new Set<string>();
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    ids.push(String(row.getCell(idAt).value));
    correct.add(String(row.getCell(correctAt).value));
  });
  expect(correct).toEqual(new Set(['0']));
  expect(ids).toEqual(records.map((r) => r.id));
});

test('an export whose connection breaks off says so in words, and the menu comes back', async ({
  page,
}) => {
  await signInOwnOperator(page, makeOperator('exports-lost'), 'tables/replies');
  await expect(mainHeading(page)).toHaveText('Απαντήσεις μαθητών');
  // The connection is reset as the file starts: fetch fails with the browser's network error.
  await page.route('**/admin/exports*', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Εξαγωγή', exact: true }).click();
  await page.getByRole('menuitem', { name: 'CSV (κόμμα)' }).click();
  await expect(
    page.getByText(
      'Η εξαγωγή σταμάτησε πριν ολοκληρωθεί, γιατί χάθηκε η σύνδεση με τον διακομιστή. Δοκιμάστε ξανά.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Εξαγωγή', exact: true })).toBeVisible();
});
