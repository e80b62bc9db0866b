import { expect, test } from '@playwright/test';
import { saveShot, settled } from './shots';
import { freshStudent, signInStudent } from './student-support';

/*
 * Finding a school: the home page's map searched by city (no tiles: they are refused, as
 * offline), the choose-school page's map and list, and a school's public page.
 */

test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

test('the partner map searched by city, without tiles', async ({ page }) => {
  await page.goto('/el');
  const section = page.getByRole('region', { name: 'Συνεργαζόμενες σχολές οδηγών' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('.leaflet-marker-icon').first()).toBeVisible();
  await section.screenshot({
    path: `${process.env.SCREENSHOTS_DIR}/partners-all-${page.viewportSize()!.width}.png`,
  });
  await section.getByLabel('Πόλη, περιοχή ή Τ.Κ.').fill('Θεσσαλονίκη');
  await section.getByRole('button', { name: 'Αναζήτηση', exact: true }).click();
  await expect(section.getByText('Οι πλησιέστερες σχολές σε: Δήμος Θεσσαλονίκης')).toBeVisible();
  await settled(page);
  await section.screenshot({
    path: `${process.env.SCREENSHOTS_DIR}/partners-thessaloniki-${page.viewportSize()!.width}.png`,
  });
  await section
    .getByRole('button', { name: /^Εμφάνιση στον χάρτη: Σχολή Οδηγών Λευκός Πύργος/ })
    .click();
  await expect(section.locator('.leaflet-popup')).toBeVisible();
  await settled(page);
  await section.screenshot({
    path: `${process.env.SCREENSHOTS_DIR}/partners-picked-${page.viewportSize()!.width}.png`,
  });
  await section.getByLabel('Πόλη, περιοχή ή Τ.Κ.').fill('Ηράκλειο');
  await section.getByRole('button', { name: 'Αναζήτηση', exact: true }).click();
  await expect(section.getByText('Οι πλησιέστερες σχολές σε: Δήμος Ηρακλείου')).toBeVisible();
  await settled(page);
  await section.screenshot({
    path: `${process.env.SCREENSHOTS_DIR}/partners-irakleio-${page.viewportSize()!.width}.png`,
  });
});

test('the choose-school page with its map', async ({ page, baseURL }) => {
  await signInStudent(page, await freshStudent(baseURL!, 'shots'));
  await page.goto('/el/student/driving-school');
  await page.getByLabel('Επωνυμία, πόλη ή Τ.Κ.').fill('54622');
  await page.getByRole('button', { name: 'Αναζήτηση' }).click();
  await expect(page.getByText(/Οι πλησιέστερες σχολές σε/)).toBeVisible();
  await saveShot(page, 'choose-school-54622');
});

test('a school’s public page', async ({ page }) => {
  await page.goto('/el/schools/scholi-odigon-lefkos-pyrgos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Σχολή Οδηγών Λευκός Πύργος');
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  await saveShot(page, 'school-public-page');
  await page.goto('/en/schools/kokpit-nowhere');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Driving school not found');
  await saveShot(page, 'school-public-page-missing');
});
