import { expect, test } from '@playwright/test';
import { mainHeading } from './support';
import { unique } from './signup-support';

test('a driving school signs up with a map pin and waits for approval', async ({ page }) => {
  const username = unique('e2e.school.');
  await page.goto('/el/sign-up/school');
  await expect(mainHeading(page)).toHaveText('Εγγραφή σχολής οδηγών');

  await page.getByLabel('Επωνυμία σχολής').fill('Σχολή Οδηγών Αιγαίο');
  await page.getByLabel('Ονοματεπώνυμο υπευθύνου').fill('Νίκος Αλεξίου');
  await page.getByRole('textbox', { name: 'Τηλέφωνο', exact: true }).fill('2310 555 123');
  await page.getByLabel('Οδός και αριθμός').fill('Εγνατίας 120');
  await page.getByLabel('Πόλη').fill('Θεσσαλονίκη');
  await page.getByLabel('Ταχυδρομικός κώδικας').fill('546 30');
  await page.getByLabel('Πρόθεμα κουπονιών').fill('1000');
  await page.getByLabel('Όνομα χρήστη').fill(username);
  await page.getByLabel('E-mail').fill(`${username}@example.com`);
  await page.locator('input[name="password"]').fill('Sxoli!2026');
  await page.locator('input[name="passwordConfirm"]').fill('Sxoli!2026');

  // Without a pin the form refuses, and says where.
  await page.getByRole('button', { name: 'Αποστολή εγγραφής' }).click();
  await expect(page.getByText('Επιλέξτε την τοποθεσία στον χάρτη.')).toBeVisible();

  // The map works without tiles: a click drops the pin, a drag moves it.
  const map = page.locator('[data-testid="location-map"] .leaflet-container');
  await expect(map).toBeVisible();
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width * 0.55, y: box.height * 0.35 } });
  const status = page.getByText(/Η πινέζα βρίσκεται στο/);
  await expect(status).toBeVisible();
  await expect(page.getByText('Επιλέξτε την τοποθεσία στον χάρτη.')).toHaveCount(0);
  const before = await status.textContent();
  const pin = page.locator('.leaflet-marker-icon');
  const pinBox = (await pin.boundingBox())!;
  await page.mouse.move(pinBox.x + pinBox.width / 2, pinBox.y + pinBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(pinBox.x + 60, pinBox.y + 40, { steps: 8 });
  await page.mouse.up();
  await expect(status).not.toHaveText(before!);

  // Prefix 1000 belongs to the demo school: the server's refusal shows under the field.
  await page.getByRole('button', { name: 'Αποστολή εγγραφής' }).click();
  const prefix = page.getByLabel('Πρόθεμα κουπονιών');
  await expect(
    page.getByText('Αυτό το πρόθεμα κουπονιών το χρησιμοποιεί ήδη άλλη σχολή.'),
  ).toBeVisible();
  await expect(prefix).toBeFocused();
  await expect(prefix).toHaveAttribute('aria-invalid', 'true');

  await prefix.fill(String(2000 + Math.floor(Math.random() * 7999)));
  await page.getByRole('button', { name: 'Αποστολή εγγραφής' }).click();
  await expect(mainHeading(page)).toHaveText('Η εγγραφή σας στάλθηκε');
  await expect(page.getByTestId('pending-approval')).toHaveText(
    'Η σχολή οδηγών σας καταχωρίστηκε και περιμένει την έγκριση της ομάδας του Kokpit.',
  );
  await expect(page.getByText(username)).toBeVisible();
});

test('the school form speaks the visitor’s language', async ({ page }) => {
  await page.goto('/sq/sign-up/school');
  await expect(mainHeading(page)).toHaveText('Regjistrimi i autoshkollës');
  await page.getByLabel('Prefiksi i kuponëve').fill('12a');
  await expect(
    page.getByText('Prefiksi i kuponëve duhet të ketë saktësisht 4 shifra.'),
  ).toBeVisible();
});
