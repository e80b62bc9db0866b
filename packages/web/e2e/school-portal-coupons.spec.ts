import { expect, test } from '@playwright/test';
import { pdfText } from './pdf-text';
import { DEMO_PASSWORD } from './support';
import {
  approveSchool,
  buyCredits,
  signInSchool,
  signUpSchool,
  studentEntry,
} from './school-support';

test('a school reserves and prints coupons; a student who signs up with one appears in its list', async ({
  page,
  browser,
  baseURL,
}) => {
  // Keep each blob the page makes, to read the PDF's bytes (a blob: URL cannot be fetched
  // under the app's Content-Security-Policy, and the sheet's window is the PDF viewer).
  await page.addInitScript(() => {
    const make = URL.createObjectURL.bind(URL);
    const kept: Blob[] = [];
    Object.assign(window, { keptBlobs: kept });
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) kept.push(blob);
      return make(blob);
    };
  });
  const school = await signUpSchool(baseURL!, 'coup');
  approveSchool(school.schoolId);
  await signInSchool(page, school.username);
  await buyCredits(page, 5);

  await page.getByRole('button', { name: 'Κουπόνια', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Κουπόνια' });
  await dialog.getByLabel('Πλήθος').fill('3');
  await dialog.getByLabel('Κατηγορία').selectOption('car');
  await dialog.getByRole('button', { name: 'Δέσμευση', exact: true }).click();
  const table = dialog.getByTestId('coupon-table');
  await expect(table.locator('tbody tr')).toHaveCount(3);
  const codes = (await table.locator('tbody td:nth-child(2)').allTextContents()).map((c) =>
    c.trim(),
  );
  for (const code of codes) expect(code.startsWith(school.prefix)).toBe(true);

  // The freshly reserved coupons are selected: print opens the sheet as a PDF.
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Εκτύπωση (3)' }).click();
  const sheet = await popup;
  // Its window goes to the PDF; a browser without a PDF viewer (the headless shell the journeys
  // run in) downloads it there instead.
  await Promise.any([sheet.waitForURL(/^blob:/), sheet.waitForEvent('download')]);
  const base64 = await page.evaluate(async () => {
    const kept = (window as unknown as { keptBlobs: Blob[] }).keptBlobs;
    const pdf = kept.findLast((b) => b.type === 'application/pdf')!;
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  const pdf = Buffer.from(base64, 'base64');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  for (const code of codes) expect(text).toContain(code);
  await sheet.close();
  await page.keyboard.press('Escape');

  // A student opens the printed coupon's link: the sign-up form has the school and the coupon.
  const studentContext = await browser.newContext();
  const signup = await studentContext.newPage();
  await signup.goto(`/el/sign-up/student?school=${school.schoolId}&coupon=${codes[0]}`);
  await expect(signup.getByLabel('Κουπόνι σχολής')).toHaveValue(codes[0]!);
  const username = `cpn${Date.now().toString(36)}`;
  const lastName = `Κουπονάς${username.slice(-4)}`;
  await signup.getByRole('textbox', { name: 'Όνομα', exact: true }).fill('Άννα');
  await signup.getByLabel('Επώνυμο').fill(lastName);
  await signup.getByLabel('Όνομα χρήστη').fill(username);
  await signup.getByLabel('E-mail').fill(`${username}@example.com`);
  await signup.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await signup.locator('input[name="passwordConfirm"]').fill(DEMO_PASSWORD);
  await signup.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
  await expect(signup).toHaveURL(/\/el\/student$/);
  await studentContext.close();

  // The school's open list shows the new student, the coupon's section active, without a reload.
  await page.getByRole('tab', { name: /Ενεργοί/ }).click();
  await expect(studentEntry(page, lastName)).toBeVisible();
  await expect(studentEntry(page, lastName)).toContainText('Αυτοκίνητο · ενεργή');
});
