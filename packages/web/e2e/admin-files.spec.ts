import { expect, test, type Locator } from '@playwright/test';
import { makeOperator, signInOwnOperator } from './operator-support';
import { mainHeading } from './support';

/*
 * The file browser and the question editor (issue 20): an operator uploads pictures (each line
 * says what became of its file, a toast counts them), picks one for a question in the question
 * editor, and the question then shows it, the picture route serving the very bytes uploaded.
 * The question gets its old picture back at the end, through the audit log.
 */

// Two valid PNGs (1×1, a red and a blue pixel): the previews must decode them.
const RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4IScHAAK2AQU0pnWqAAAAAElFTkSuQmCC',
  'base64',
);
const BLUE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQszkBAAGeASMRId8XAAAAAElFTkSuQmCC',
  'base64',
);

/** Whether an image on the page has loaded and decoded. */
const decoded = (img: Locator) =>
  img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth);

test('an operator uploads pictures and gives one to a question in the question editor; the question shows it', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const picture = `stop-sign-seen-from-the-driver-seat-at-dusk-${tag}.png`;
  await signInOwnOperator(page, makeOperator('files'), 'files');
  await expect(mainHeading(page)).toHaveText('Αρχεία πολυμέσων');
  const folder = `e2e-${tag}`;
  await page.getByLabel('Νέος φάκελος').fill(folder);
  await page.getByRole('button', { name: 'Δημιουργία' }).click();
  await expect(page.getByText(`Δημιουργήθηκε ο φάκελος «${folder}».`)).toBeVisible();
  await page.getByRole('button', { name: folder }).click();
  await expect(page.getByText('Ο φάκελος δεν έχει αρχεία.')).toBeVisible();

  await page.getByTestId('upload-input').setInputFiles([
    { name: picture, mimeType: 'image/png', buffer: RED },
    { name: `give-way-${tag}.png`, mimeType: 'image/png', buffer: BLUE },
    { name: `huge-${tag}.png`, mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) },
  ]);
  // Each file's line: its whole name, its size, and how it ended.
  const items = page.getByTestId('upload-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toHaveAttribute('data-state', 'done');
  await expect(items.nth(0)).toContainText(picture);
  await expect(items.nth(0)).toContainText('1 KB');
  await expect(items.nth(0)).toContainText('ανέβηκε');
  await expect(items.nth(1)).toHaveAttribute('data-state', 'done');
  await expect(items.nth(2)).toHaveAttribute('data-state', 'failed');
  await expect(items.nth(2)).toContainText('2 MB');
  await expect(items.nth(2)).toContainText('απέτυχε: Το αρχείο είναι μεγαλύτερο από 2 MB.');
  await expect(page.getByText('Ανέβηκαν 2 αρχεία.')).toBeVisible();
  await expect(page.getByText('Δεν ανέβηκε 1 αρχείο· ο λόγος φαίνεται στη λίστα.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Πρόοδος αποστολής' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(
    items.nth(0).getByRole('progressbar', { name: `Αποστολή του ${picture}` }),
  ).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('media-file')).toHaveCount(2);

  // The question editor: the newest question of the bank.
  await page.goto('/el/admin/tables/questions');
  await page.locator('tbody tr').first().getByRole('link', { name: 'Επεξεργασία' }).click();
  await expect(mainHeading(page)).toHaveText(/^Εγγραφή #\d+: Ερωτήσεις$/);
  const field = page.getByRole('combobox', { name: 'Εικόνα' });
  const original = await field.inputValue();
  await field.click();
  await field.fill(tag);
  await page.getByRole('option', { name: picture }).click();
  await expect(field).toHaveValue(picture);
  const chosen = page.getByTestId('picture-field-preview');
  await expect(chosen).toHaveAttribute('src', `/media/pictures/${picture}`);
  await expect.poll(() => decoded(chosen)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByText('Η εγγραφή αποθηκεύτηκε.')).toBeVisible();

  // The saved question shows it, and the picture route serves the bytes that were uploaded.
  const preview = page.getByTestId('question-preview');
  await expect(preview.getByRole('heading', { name: 'Προεπισκόπηση ερώτησης' })).toBeVisible();
  const shown = preview.getByTestId('question-preview-picture');
  await expect(shown).toHaveAttribute('src', `/media/pictures/${picture}`);
  await expect.poll(() => decoded(shown)).toBeGreaterThan(0);
  const served = await page.request.get(`/media/pictures/${picture}`);
  expect(served.ok()).toBe(true);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await served.body()).equals(RED)).toBe(true);
  // The preview speaks the bank's other languages too.
  await preview.getByText('EN', { exact: true }).click();
  await expect(preview.locator('p[lang="en"]')).toBeVisible();

  // A picture a question shows cannot be deleted; the other one can, after a dialog.
  await page.goto('/el/admin/files');
  await page.getByRole('button', { name: folder }).click();
  const giveWay = page.getByTestId('media-file').filter({ hasText: `give-way-${tag}.png` });
  await giveWay.getByRole('button', { name: 'Διαγραφή' }).click();
  const dialog = page.getByRole('dialog', { name: 'Διαγραφή εικόνας' });
  await expect(dialog).toContainText(`Να διαγραφεί το «give-way-${tag}.png»;`);
  await dialog.getByRole('button', { name: 'Διαγραφή' }).click();
  await expect(page.getByText(`Το «give-way-${tag}.png» διαγράφηκε.`)).toBeVisible();
  await expect(page.getByTestId('media-file')).toHaveCount(1);

  // The question's own picture back, through the audit log.
  await page.goto('/el/admin/audit');
  const entry = page
    .locator('tbody tr')
    .filter({ hasText: `photo: ${original || 'null'} → ${picture}` });
  await entry.getByRole('button', { name: 'Αναίρεση' }).click();
  await entry.getByRole('button', { name: 'Αναίρεση' }).click();
  await expect(page.getByText('Η αλλαγή αναιρέθηκε.')).toBeVisible();
});
