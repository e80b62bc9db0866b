import { expect, test } from '@playwright/test';
import { mainHeading } from './support';
import { expectNoAxeViolations, scrollThrough, shoot, unique } from './signup-support';

/*
 * Accessibility (axe, WCAG 2.1 AA) of the sign-up and information pages in two languages, and
 * the pages drawn whole at phone and desktop sizes (saved as PNGs with SCREENSHOTS_DIR set).
 */
const PAGES = [
  { path: '/sign-up/student', name: 'signup-student-form' },
  { path: '/sign-up/school', name: 'signup-school-form' },
  { path: '/page/terms-of-use', name: 'info-terms-of-use' },
  { path: '/page/simata-kok', name: 'info-simata-kok' },
  { path: '/page/dikaiologitika-paravola', name: 'info-documents' },
];

for (const lang of ['el', 'en']) {
  test(`sign-up and information pages meet WCAG 2.1 AA in ${lang}`, async ({ page }) => {
    for (const { path } of PAGES) {
      await page.goto(`/${lang}${path}`);
      await expect(mainHeading(page)).toBeVisible();
      if (path.includes('school')) await expect(page.locator('.leaflet-container')).toBeVisible();
      if (path.endsWith('simata-kok')) await expect(page.getByTestId('sign-gallery')).toBeVisible();
      await expect(page.locator('[aria-busy="true"], .mantine-Skeleton-root')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
  });
}

test('the forms with their errors shown meet WCAG 2.1 AA, in the dark scheme too', async ({
  page,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/el/sign-up/student');
    await page.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
    await expect(page.getByText('Το πεδίο είναι υποχρεωτικό.').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/en/sign-up/school');
    await page.getByRole('button', { name: 'Send registration' }).click();
    await expect(page.getByText('Please choose the location on the map.')).toBeVisible();
    await expectNoAxeViolations(page);
    // In the light scheme it is one of the pages above.
    if (colorScheme === 'dark') {
      await page.goto('/el/page/simata-kok');
      await expect(page.getByTestId('sign-gallery')).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`screenshots at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('sign-up and information pages', async ({ page }) => {
      for (const { path, name } of PAGES) {
        const lang = name === 'signup-school-form' ? 'en' : 'el';
        await page.goto(`/${lang}${path}`);
        await expect(mainHeading(page)).toBeVisible();
        await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
        if (path.endsWith('simata-kok')) await scrollThrough(page);
        await shoot(page, name);
      }
      await page.goto('/el/page/no-such-page');
      await expect(mainHeading(page)).toHaveText('Η σελίδα δεν βρέθηκε');
      await shoot(page, 'info-unknown-slug');

      await page.goto('/el/sign-up/student');
      await page.getByLabel('Όνομα χρήστη').fill('ab');
      await page.locator('input[name="password"]').fill('kokpit1');
      await page.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
      await expect(page.getByText('Το πεδίο είναι υποχρεωτικό.').first()).toBeVisible();
      await shoot(page, 'signup-student-errors');

      await page.goto('/el/sign-up/school');
      const map = page.locator('[data-testid="location-map"] .leaflet-container');
      await expect(map).toBeVisible();
      const box = (await map.boundingBox())!;
      await map.click({ position: { x: box.width * 0.5, y: box.height * 0.5 } });
      await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
      await shoot(page, 'signup-school-pin');

      // The state a school ends in: waiting for the Kokpit team.
      const username = unique('shot.school.');
      await page.getByLabel('Επωνυμία σχολής').fill('Σχολή Οδηγών Ολυμπία');
      await page.getByLabel('Ονοματεπώνυμο υπευθύνου').fill('Μαρία Σταθοπούλου');
      await page.getByRole('textbox', { name: 'Τηλέφωνο', exact: true }).fill('2610 123 456');
      await page.getByLabel('Οδός και αριθμός').fill('Μαιζώνος 45');
      await page.getByLabel('Πόλη').fill('Πάτρα');
      await page.getByLabel('Πρόθεμα κουπονιών').fill(String(2000 + (Date.now() % 7000)));
      await page.getByLabel('Όνομα χρήστη').fill(username);
      await page.getByLabel('E-mail').fill(`${username}@example.com`);
      await page.locator('input[name="password"]').fill('Sxoli!2026');
      await page.locator('input[name="passwordConfirm"]').fill('Sxoli!2026');
      await page.getByRole('button', { name: 'Αποστολή εγγραφής' }).click();
      await expect(mainHeading(page)).toHaveText('Η εγγραφή σας στάλθηκε');
      await shoot(page, 'signup-school-pending');
    });
  });
}
