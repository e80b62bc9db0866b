import { expect, test } from '@playwright/test';

test('the partner map loads when scrolled near and shows the demo school, offline tiles or not', async ({
  page,
}) => {
  // No internet here either way: make tile requests fail at once, as they would offline.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const mapChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(leaflet|partner-map)-/.test(request.url())) mapChunks.push(request.url());
  });

  await page.goto('/el');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The map is not part of the home page's first download.
  expect(mapChunks).toEqual([]);

  const section = page.getByRole('region', { name: 'Συνεργαζόμενες σχολές οδηγών' });
  await section.scrollIntoViewIfNeeded();
  const marker = section.getByRole('button', { name: 'Σχολή Οδηγών Kokpit Demo', exact: true });
  await expect(marker).toBeVisible();
  expect(mapChunks.length).toBeGreaterThan(0);

  // The same school in the list beside the map.
  const list = section.getByRole('list', { name: 'Συνεργαζόμενες σχολές οδηγών' });
  await expect(list.getByRole('heading', { name: 'Σχολή Οδηγών Kokpit Demo' })).toBeVisible();
  await expect(list).toContainText('Πανεπιστημίου 10, 10671 Αθήνα');

  await marker.click();
  const popup = section.locator('.leaflet-popup');
  await expect(popup).toContainText('Σχολή Οδηγών Kokpit Demo');
  await expect(popup).toContainText('Πανεπιστημίου 10, 10671 Αθήνα');
  await expect(popup.getByRole('link', { name: '2101234567' })).toHaveAttribute(
    'href',
    'tel:2101234567',
  );
  await expect(popup.getByRole('button', { name: 'Κλείσιμο' })).toBeVisible();
  await popup.getByRole('link', { name: 'Εγγραφή μαθητή σε αυτή τη σχολή' }).click();
  await expect(page).toHaveURL(/\/el\/sign-up\/student\?school=\d+$/);
});

test('a school picked in the list opens its popup on the map', async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto('/en');
  const section = page.getByRole('region', { name: 'Partner driving schools' });
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Show on the map: Σχολή Οδηγών Kokpit Demo' }).click();
  await expect(section.locator('.leaflet-popup')).toContainText(
    'Sign up as a student of this school',
  );
});
