import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { approveSchool, signInSchool, signUpSchool } from './school-support';
import { saveShot } from './shots';
import { mainHeading } from './support';

/* The school editor's tabs (issue 19), for a new approved school with two branches. */
test('school editor tabs', async ({ page, baseURL }) => {
  const school = await signUpSchool(baseURL!, 'shot');
  approveSchool(school.schoolId);
  await signInSchool(page, school.username);
  await page.goto('/el/school/edit');
  await expect(mainHeading(page)).toHaveText('Στοιχεία σχολής');
  await saveShot(page, 'school-editor-account');

  await page.getByRole('tab', { name: 'Κείμενα' }).click();
  await page.getByLabel('Μήνυμα καλωσορίσματος').fill('Καλώς ήρθατε στη σχολή μας!');
  await saveShot(page, 'school-editor-texts');

  await page.getByRole('tab', { name: 'Σημεία' }).click();
  await page.getByRole('button', { name: 'Προσθήκη σημείου' }).click();
  await page.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByTestId('branch-2').getByRole('alert')).toBeVisible();
  await saveShot(page, 'school-editor-locations');

  await page.getByRole('tab', { name: 'Εκπαιδευτές' }).click();
  await page.getByRole('button', { name: 'Πρόσκληση εκπαιδευτή' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await saveShot(page, 'school-editor-invite', false);
  await page.keyboard.press('Escape');
  await saveShot(page, 'school-editor-team');
});

/** The slug of a school's public page, from the journeys' database. */
function slugOf(schoolId: number): string {
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'e2e.db'), { readonly: true });
  try {
    const row = db.prepare('select slug from schools where id = ?').get(schoolId) as {
      slug: string;
    };
    return row.slug;
  } finally {
    db.close();
  }
}

/* A school's public page with the logo and the branches (with phones) its manager saved. */
test('public page with logo and branches', async ({ page, baseURL }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const school = await signUpSchool(baseURL!, 'logo');
  approveSchool(school.schoolId);
  await signInSchool(page, school.username);
  await page.goto('/el/school/edit');
  await expect(mainHeading(page)).toHaveText('Στοιχεία σχολής');
  const logo = fileURLToPath(new URL('../public/icons/icon-192.png', import.meta.url));
  await page.locator('input[type="file"]').setInputFiles(logo);
  await expect(page.getByText('Το λογότυπο αποθηκεύτηκε.')).toBeVisible();

  await page.getByRole('tab', { name: 'Σημεία' }).click();
  const first = page.getByTestId('branch-1');
  await first.getByLabel('Ταχυδρομικός κώδικας').fill('53100');
  await first.getByLabel('Τηλέφωνο σημείου').fill('2385 012345');
  await page.getByRole('button', { name: 'Προσθήκη σημείου' }).click();
  const second = page.getByTestId('branch-2');
  await second.getByLabel('Διεύθυνση').fill('Εγνατίας 100');
  await second.getByLabel('Πόλη').fill('Θεσσαλονίκη');
  await second.getByLabel('Ταχυδρομικός κώδικας').fill('54622');
  await second.getByLabel('Τηλέφωνο σημείου').fill('2310 555333');
  await second.getByRole('button', { name: 'Εύρεση στον χάρτη' }).click();
  await expect(second.getByTestId('find-on-map-outcome')).toContainText('Η πινέζα μπήκε');
  await saveShot(page, 'school-editor-found');
  await page.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByText('Τα σημεία της σχολής αποθηκεύτηκαν.')).toBeVisible();

  await page.goto(`/el/schools/${slugOf(school.schoolId)}`);
  await expect(page.getByRole('img', { name: /^Λογότυπο: / })).toBeVisible();
  await expect(page.getByRole('link', { name: '2310 555333' })).toBeVisible();
  await saveShot(page, 'school-public-page-logo');
});
