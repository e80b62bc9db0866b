import { expect, test, type Page } from '@playwright/test';
import { approveSchool, signInSchool, signUpSchool } from './school-support';
import { saveShot } from './shots';
import { mainHeading } from './support';

/*
 * The two pin maps (components/ui/map: the school's sign-up and the editor's branches) with no
 * tile reachable, as offline, and classroom mode opened right after saving a presentation.
 */

const noTiles = (page: Page) => page.route(/tile\.openstreetmap\.org/, (route) => route.abort());

test('pin maps without tiles', async ({ page, baseURL }) => {
  await noTiles(page);
  await page.goto('/el/sign-up/school');
  await expect(mainHeading(page)).toHaveText('Εγγραφή σχολής οδηγών');
  const map = page.locator('[data-testid="location-map"] .leaflet-container');
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width * 0.45, y: box.height * 0.4 } });
  await expect(page.getByText(/Η πινέζα βρίσκεται στο/)).toBeVisible();
  await page.getByTestId('location-map').scrollIntoViewIfNeeded();
  await saveShot(page, 'pin-map-signup', false);

  const school = await signUpSchool(baseURL!, 'pins');
  approveSchool(school.schoolId);
  await signInSchool(page, school.username);
  await page.goto('/el/school/edit');
  await page.getByRole('tab', { name: 'Σημεία' }).click();
  await expect(page.getByTestId('branch-map-1').locator('.leaflet-marker-icon')).toBeVisible();
  await page.getByTestId('branch-map-1').scrollIntoViewIfNeeded();
  await saveShot(page, 'pin-map-editor', false);
});

test('classroom right after saving a presentation', async ({ page, baseURL }) => {
  const school = await signUpSchool(baseURL!, 'class');
  approveSchool(school.schoolId);
  await signInSchool(page, school.username);
  await page.goto('/el/school/theory');
  await page.getByRole('button', { name: 'Νέα παρουσίαση' }).click();
  const results = page.getByTestId('search-result');
  for (const number of ['22', '45']) {
    await page.getByRole('textbox', { name: 'Αριθμός ερώτησης' }).fill(number);
    await page.getByRole('button', { name: 'Αναζήτηση', exact: true }).click();
    await expect(results).toHaveCount(1);
    await results
      .first()
      .getByRole('button', { name: /^Προσθήκη/ })
      .click();
    await expect(results.first().getByRole('button', { name: /^Προστέθηκε/ })).toBeDisabled();
  }
  await page.getByRole('textbox', { name: 'Τίτλος' }).fill('Προσπέρασμα και βοήθεια');
  await page.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.locator('.mantine-Notification-root').first()).toBeVisible();
  await page.getByRole('link', { name: 'Προβολή στην τάξη' }).first().click();
  await expect(page.getByTestId('classroom-counter')).toHaveText('Ερώτηση 1 από 2');
  await saveShot(page, 'classroom-first-slide', false);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('classroom-help')).toBeVisible();
  await saveShot(page, 'classroom-revealed', false);
});
