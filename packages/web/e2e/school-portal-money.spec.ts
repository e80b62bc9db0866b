import { expect, test } from '@playwright/test';
import { makeOperator, signInOwnOperator } from './operator-support';
import { pdfFileText, setBankDetails } from './school-money-support';
import { approveSchool, signInSchool, signUpSchool } from './school-support';
import { mainHeading } from './support';

/*
 * A school owner sees what credits cost, is refused an amount out of range in words, buys 10
 * credits confirming the total, downloads the proforma with the RF reference and the IBAN; the
 * operator imports the bank's statement, which pays it, and the owner's header and statement
 * follow live (issue 31).
 */

test('a school owner sees the price, buys 10 credits confirming the total, a bank statement pays it, the header and statement follow live, and the receipt has the totals', async ({
  browser,
  baseURL,
}) => {
  setBankDetails();
  const school = await signUpSchool(baseURL!, 'money');
  approveSchool(school.schoolId);
  const schoolContext = await browser.newContext();
  const operatorContext = await browser.newContext();
  const sch = await schoolContext.newPage();
  const ops = await operatorContext.newPage();
  await signInSchool(sch, school.username);

  // The header says what each figure means.
  await expect(sch.getByTestId('reserved-credits-hint')).toContainText('10%');
  await expect(sch.getByTestId('pending-credits-hint')).toContainText('5 ημέρες');

  await sch.getByRole('button', { name: 'Αγορά μονάδων' }).click();
  const dialog = sch.getByRole('dialog', { name: 'Αγορά μονάδων' });
  const amount = dialog.getByLabel('Μονάδες', { exact: true });
  // Out of range: refused in words naming the number, never changed.
  await amount.fill('5000');
  await expect(dialog.getByText('Ζητήσατε 5.000 μονάδες')).toBeVisible();
  await amount.blur();
  await expect(amount).toHaveValue('5000');
  await amount.fill('0');
  await expect(dialog.getByText('Ζητήσατε 0 μονάδες')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Αγορά', exact: true })).toBeDisabled();

  await amount.fill('10');
  const quote = dialog.getByTestId('credits-quote');
  await expect(quote).toContainText('50,00');
  await expect(quote).toContainText('12,00');
  await expect(quote).toContainText('62,00');
  await dialog.getByRole('button', { name: 'Αγορά', exact: true }).click();
  await expect(dialog.getByTestId('credits-confirm-text')).toContainText('62,00');
  await dialog.getByRole('button', { name: /^Αγορά με 62,00/ }).click();
  const purchase = dialog.getByTestId('pending-purchase');
  await expect(purchase).toContainText('10 μονάδες');
  await expect(dialog.getByTestId('pay-to')).toContainText('GR16 0110 1250 0000 0001 2300 695');
  const printed = await purchase.getByTestId('purchase-reference').innerText();
  const reference = printed.replace(/\s/g, '');
  expect(reference).toMatch(/^RF\d{11}$/);
  await expect(sch.getByTestId('credits')).toHaveText('10');
  await expect(sch.getByTestId('pending-credits')).toHaveText('10');

  // The proforma: a PDF with the totals, the reference and the IBAN.
  const [download] = await Promise.all([
    sch.waitForEvent('download'),
    purchase.getByRole('button', { name: 'Προτιμολόγιο (PDF)' }).click(),
  ]);
  const text = pdfFileText((await download.path())!);
  for (const part of [
    'Προτιμολόγιο',
    school.name,
    '50,00',
    '12,00',
    '62,00',
    'GR16 0110 1250 0000 0001 2300 695',
  ]) {
    expect(text).toContain(part);
  }
  expect(text.replace(/\s/g, '')).toContain(reference);
  await sch.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The statement, open while the operator marks the purchase paid.
  await sch.getByRole('button', { name: 'Κινήσεις', exact: true }).click();
  const statement = sch.getByRole('dialog', { name: 'Κινήσεις λογαριασμού' });
  await expect(statement.getByTestId('statement-row')).toHaveCount(1);
  await expect(statement.getByTestId('statement-row').first()).toContainText(printed);

  // The operator imports the bank's statement: the line with the reference and 62,00 pays it.
  await signInOwnOperator(ops, makeOperator('money'), 'credits');
  await expect(mainHeading(ops)).toHaveText('Μονάδες σχολών');
  const csv = [
    'Ημερομηνία;Αιτιολογία;Ποσό;Υπόλοιπο',
    `29/11/2026;ΕΜΒΑΣΜΑ ${printed} ${school.name};62,00;1.062,00`,
    '29/11/2026;ΚΑΤΑΘΕΣΗ;15,00;1.077,00',
  ].join('\r\n');
  await ops.locator('input[type="file"]').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') }); // prettier-ignore
  await ops.getByRole('button', { name: 'Εισαγωγή', exact: true }).click();
  const result = ops.getByTestId('import-result');
  await expect(result.getByRole('row').filter({ hasText: school.name })).toContainText(
    'Εξοφλήθηκε',
  );
  await expect(result.getByRole('row').filter({ hasText: 'ΚΑΤΑΘΕΣΗ' })).toContainText('Χωρίς αντιστοίχιση'); // prettier-ignore

  await expect(statement.getByTestId('statement-row')).toHaveCount(2);
  await expect(statement.getByTestId('statement-row').first()).toContainText(`Πληρωμή αγοράς ${printed}`); // prettier-ignore
  // The receipt of the paid purchase, from its row: the right totals.
  const [receipt] = await Promise.all([
    sch.waitForEvent('download'),
    statement.getByRole('button', { name: 'Απόδειξη (PDF)' }).click(),
  ]);
  const receiptText = pdfFileText((await receipt.path())!);
  for (const part of [
    'Απόδειξη παροχής υπηρεσιών',
    school.name,
    '50,00',
    '12,00',
    '62,00',
    'ΦΠΑ 24%',
  ]) {
    expect(receiptText).toContain(part);
  }
  await sch.keyboard.press('Escape');
  await expect(sch.getByTestId('pending-credits')).toHaveText('0');
  await expect(sch.getByTestId('credits')).toHaveText('10');

  await operatorContext.close();
  await schoolContext.close();
});
