import { expect, test } from '@playwright/test';
import { makeOperator, signInOwnOperator } from './operator-support';
import { buyCredits, signInSchool, signUpSchool } from './school-support';
import { saveShot } from './shots';
import { mainHeading } from './support';

/* The operator screens and the file browser, at the widths of the screenshots' projects. */

// A valid 1×1 PNG: the previews must decode it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('operator screens', async ({ page, browser, baseURL }) => {
  const pending = await signUpSchool(baseURL!, 'shotpend');
  const paying = await signUpSchool(baseURL!, 'shotpay');
  const operator = makeOperator('shots');

  await signInOwnOperator(page, operator, 'schools');
  const card = page.getByTestId('review-school').filter({ hasText: paying.name });
  await card.getByRole('button', { name: 'Έγκριση' }).click();
  await expect(card).toBeHidden();
  await expect(page.getByTestId('review-school').filter({ hasText: pending.name })).toBeVisible();
  await saveShot(page, 'admin-schools');

  const schoolContext = await browser.newContext();
  const school = await schoolContext.newPage();
  await signInSchool(school, paying.username);
  await buyCredits(school, 12);
  await schoolContext.close();

  await page.goto('/el/admin/credits');
  await expect(page.getByTestId('awaiting-payment').first()).toBeVisible();
  await page.getByLabel('Αριθμός σχολής').fill(String(paying.schoolId));
  await expect(page.getByRole('heading', { name: paying.name })).toBeVisible();
  await saveShot(page, 'admin-credits');

  await page.goto('/el/admin/notices');
  await expect(mainHeading(page)).toHaveText('Ειδοποιήσεις διακομιστή');
  await page.getByRole('combobox', { name: 'Παραλήπτες' }).click();
  await page.getByRole('option', { name: 'Διαχειριστές' }).click();
  await page.getByLabel('Κείμενο στα ελληνικά').fill('Συντήρηση του Kokpit απόψε στις 23:00.');
  await page.getByRole('button', { name: 'Αποστολή' }).click();
  await expect(page.getByTestId('server-notice')).toBeVisible();
  await saveShot(page, 'admin-notices');

  await page.goto('/el/admin/users');
  await page.getByLabel('Αναζήτηση χρήστη').fill(paying.username);
  await expect(page.getByRole('button', { name: 'Αποσύνδεση παντού' })).toBeVisible();
  await saveShot(page, 'admin-users');

  // The demo's contact messages (server features/demo/demo-contact.ts): the newest one opened.
  await page.goto('/el/admin/contact');
  await expect(mainHeading(page)).toHaveText('Μηνύματα επικοινωνίας');
  await expect(page.getByTestId('contact-open-count')).toBeVisible();
  const message = page.getByTestId('contact-message').first();
  await message.getByRole('button', { expanded: false }).click();
  await expect(message.getByRole('link', { name: 'Απάντηση με e-mail' })).toBeVisible();
  await saveShot(page, 'admin-contact');

  await page.goto('/el/admin/files');
  await expect(mainHeading(page)).toHaveText('Αρχεία πολυμέσων');
  const folder = `shots-${Date.now().toString(36)}`;
  await page.getByLabel('Νέος φάκελος').fill(folder);
  await page.getByRole('button', { name: 'Δημιουργία' }).click();
  await expect(page.getByRole('button', { name: folder })).toBeVisible();
  await page.getByRole('button', { name: folder }).click();
  await page.getByTestId('upload-input').setInputFiles([
    { name: `stop-${folder}.png`, mimeType: 'image/png', buffer: PNG },
    { name: `give-way-${folder}.png`, mimeType: 'image/png', buffer: PNG },
    { name: 'huge.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') },
  ]);
  await expect(page.getByTestId('media-file')).toHaveCount(2);
  await saveShot(page, 'admin-files');
});
