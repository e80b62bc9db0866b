import { expect, test } from '@playwright/test';
import { signInOperator } from './admin-support';
import { makeOperator, signInOwnOperator } from './operator-support';
import { signUpSchool } from './school-support';
import { saveShot } from './shots';
import { mainHeading } from './support';

/*
 * The back office's uploads, question editor, delete dialogs and confirmations, at the widths
 * of the screenshots' projects.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4IScHAAK2AQU0pnWqAAAAAElFTkSuQmCC',
  'base64',
);

test('uploads, question editor and delete dialogs', async ({ page, baseURL }) => {
  // A long tour of the back office, two widths side by side on a small machine.
  test.setTimeout(180_000);
  const { width } = page.viewportSize()!;
  const tag = `${Date.now().toString(36)}${width}`;
  const school = await signUpSchool(baseURL!, 'shotdel');
  await signInOwnOperator(page, makeOperator('shoted'), 'files');
  await expect(mainHeading(page)).toHaveText('Αρχεία πολυμέσων');
  const folder = `shots-${tag}`;
  await page.getByLabel('Νέος φάκελος').fill(folder);
  await page.getByRole('button', { name: 'Δημιουργία' }).click();
  await page.getByRole('button', { name: folder }).click();
  const picture = `motorway-entry-sign-with-a-long-descriptive-name-${tag}.png`;
  await page.getByTestId('upload-input').setInputFiles([
    { name: picture, mimeType: 'image/png', buffer: PNG },
    { name: `give-way-${tag}.png`, mimeType: 'image/png', buffer: PNG },
    {
      name: `scan-of-the-whole-handbook-${tag}.png`,
      mimeType: 'image/png',
      buffer: Buffer.alloc(3e6),
    },
    { name: `notes-${tag}.png`, mimeType: 'image/png', buffer: Buffer.from('not a picture') },
  ]);
  await expect(page.locator('[data-testid="upload-item"][data-state="failed"]')).toHaveCount(2);
  await expect(page.getByText('Ανέβηκαν 2 αρχεία.')).toBeVisible();
  await saveShot(page, 'admin-files-uploads');
  await page
    .getByTestId('media-file')
    .filter({ hasText: `give-way-${tag}.png` })
    .getByRole('button', { name: 'Διαγραφή' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Διαγραφή εικόνας' })).toBeVisible();
  await saveShot(page, 'admin-files-delete-dialog', false);
  await page.keyboard.press('Escape');

  // The question editor with a picture chosen and the saved question's preview.
  await page.goto('/el/admin/tables/questions');
  await page.locator('tbody tr').first().getByRole('link', { name: 'Επεξεργασία' }).click();
  await expect(page.getByTestId('question-preview')).toBeVisible();
  const field = page.getByRole('combobox', { name: 'Εικόνα' });
  await field.click();
  await field.fill(tag);
  await expect(page.getByRole('option', { name: picture })).toBeVisible();
  await saveShot(page, 'admin-question-picker', false);
  await page.getByRole('option', { name: picture }).click();
  await expect(page.getByTestId('picture-field-preview')).toBeVisible();
  await saveShot(page, 'admin-question-editor');

  // A record others use, refused; a school account, with what goes along.
  await page.goto('/el/admin/tables/categories');
  await page.locator('tbody tr').first().getByRole('link', { name: 'Επεξεργασία' }).click();
  await page.getByRole('button', { name: 'Διαγραφή', exact: true }).click();
  await expect(page.getByTestId('delete-blocked')).toBeVisible();
  await saveShot(page, 'admin-delete-refused', false);
  await page.goto(
    `/el/admin/tables/schools/record?key=${encodeURIComponent(JSON.stringify({ id: school.schoolId }))}`,
  );
  await page.getByRole('link', { name: 'Άνοιγμα της συνδεδεμένης εγγραφής' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Όνομα χρήστη' })).toHaveValue(school.username);
  await page.getByRole('button', { name: 'Διαγραφή', exact: true }).click();
  await expect(page.getByTestId('delete-cascades')).toBeVisible();
  await saveShot(page, 'admin-delete-cascade', false);
  await page.getByRole('button', { name: 'Διαγραφή όλων' }).click();
  await expect(mainHeading(page)).toHaveText('Χρήστες');
  await page.goto('/el/admin/audit');
  await expect(page.getByText(/Διαγράφηκαν μαζί/).first()).toBeVisible();
  await saveShot(page, 'admin-audit-cascade');
  const entry = page.locator('tbody tr').filter({ hasText: `username: ${school.username}` });
  await entry.getByRole('button', { name: 'Αναίρεση' }).click();
  await entry.getByRole('button', { name: 'Αναίρεση' }).click();
  await expect(page.getByText('Η αλλαγή αναιρέθηκε.')).toBeVisible();

  // The confirmations of the operator screens.
  await page.goto('/el/admin/schools');
  await page
    .getByTestId('review-school')
    .filter({ hasText: school.name })
    .getByRole('button', { name: 'Απόρριψη' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Απόρριψη σχολής' })).toBeVisible();
  await saveShot(page, 'admin-reject-dialog', false);
});

test('an information page in the Markdown editor', async ({ page }) => {
  await signInOperator(page);
  await page.goto('/el/admin/tables/info_pages');
  await page.locator('tbody tr').first().getByRole('link', { name: 'Επεξεργασία' }).click();
  await expect(page.getByRole('textbox', { name: 'Κείμενο (Markdown)' })).not.toHaveValue('');
  await saveShot(page, 'admin-info-page-editor');
  if (page.viewportSize()!.width < 992) {
    await page.getByText('Προεπισκόπηση', { exact: true }).click();
    await expect(page.getByRole('region', { name: 'Προεπισκόπηση' })).toBeVisible();
    await saveShot(page, 'admin-info-page-preview');
  }
});
