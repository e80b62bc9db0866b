import { expect, test, type Page } from '@playwright/test';
import { unique } from './signup-support';
import { mainHeading } from './support';

/*
 * A visitor finds a driving school on the home page's map by city and by postal code (the
 * offline gazetteer: no outside service, and no map tiles here either), opens the school's
 * public page and signs up as its student through its button.
 */

const PASSWORD = 'Odigos#2026';
const SCHOOL = 'Σχολή Οδηγών Λευκός Πύργος';

async function searchPartners(page: Page, text: string) {
  const section = page.getByRole('region', { name: 'Συνεργαζόμενες σχολές οδηγών' });
  await section.getByLabel('Πόλη, περιοχή ή Τ.Κ.').fill(text);
  await section.getByRole('button', { name: 'Αναζήτηση', exact: true }).click();
  return section;
}

test('a visitor finds schools near Θεσσαλονίκη and 54622, opens one and signs up with it', async ({
  page,
}) => {
  // Offline tiles: every tile request fails at once, as without internet.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto('/el');
  await page.getByRole('region', { name: 'Συνεργαζόμενες σχολές οδηγών' }).scrollIntoViewIfNeeded();

  // A city typed in Greek: the nearest schools, nearest first, on the map and in the list.
  let section = await searchPartners(page, 'Θεσσαλονίκη');
  const list = section.getByRole('list', { name: 'Συνεργαζόμενες σχολές οδηγών' });
  await expect(section.getByText('Οι πλησιέστερες σχολές σε: Δήμος Θεσσαλονίκης')).toBeVisible();
  await expect(list.getByRole('heading').first()).toHaveText(SCHOOL);
  await expect(list.getByRole('listitem').first()).toContainText(/\d+(,\d)? χλμ\./);
  await expect(section.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect(
    section.getByRole('status').filter({ hasText: 'Ο χάρτης δεν φορτώνει' }),
  ).toBeVisible();

  // Picked in the list: its pin comes out of any cluster and its popup opens.
  await list.getByRole('button', { name: `Εμφάνιση στον χάρτη: ${SCHOOL}` }).click();
  await expect(section.locator('.leaflet-popup')).toContainText(SCHOOL);
  await expect(list.locator('li[aria-current="true"]')).toContainText(SCHOOL);

  // The postal code: the same school first.
  section = await searchPartners(page, '54622');
  await expect(
    section.getByText('Οι πλησιέστερες σχολές σε: Τ.Κ. 54622, Θεσσαλονίκης'),
  ).toBeVisible();
  await expect(list.getByRole('heading').first()).toHaveText(SCHOOL);

  // An unknown place says so.
  section = await searchPartners(page, 'Ατλαντίδα');
  await expect(
    section.getByText(
      'Δεν βρέθηκε τοποθεσία σε αυτή τη διεύθυνση (δοκιμάστε ταχυδρομικό κώδικα ή πόλη)',
    ),
  ).toBeVisible();
  section = await searchPartners(page, '54622');
  await expect(list.getByRole('heading').first()).toHaveText(SCHOOL);

  // The school's public page.
  await list
    .getByRole('link', { name: `Σελίδα της σχολής: ${SCHOOL}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/el\/schools\/scholi-odigon-lefkos-pyrgos$/);
  await expect(mainHeading(page)).toHaveText(SCHOOL);
  await expect(page).toHaveTitle(`${SCHOOL} · Kokpit`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Σχολή Οδηγών Λευκός Πύργος \(Θεσσαλονίκη\): στοιχεία επικοινωνίας/,
  );
  await expect(page.getByText('Τσιμισκή 45, 54623 Θεσσαλονίκη').first()).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();

  // Its button: the student sign-up form with the school chosen.
  await page.getByRole('link', { name: 'Εγγραφή με αυτή τη σχολή' }).click();
  await expect(page).toHaveURL(/\/el\/sign-up\/student\?school=\d+$/);
  await expect(page.getByTestId('chosen-school')).toContainText(SCHOOL);
  const username = unique('e2e.near.');
  await page.getByRole('textbox', { name: 'Όνομα', exact: true }).fill('Νίκος');
  await page.getByLabel('Επώνυμο').fill('Αθανασίου');
  await page.getByLabel('Ηλικία').fill('18');
  await page.getByRole('radio', { name: 'Άνδρας' }).check();
  await page.getByLabel('Όνομα χρήστη').fill(username);
  await page.getByLabel('E-mail').fill(`${username}@example.com`);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="passwordConfirm"]').fill(PASSWORD);
  await page.getByRole('radio', { name: /Αυτοκίνητο/ }).click();
  await page.getByLabel('Πόσο καλά ξέρετε ήδη τον ΚΟΚ;').selectOption('2');
  await page.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
  await expect(page).toHaveURL(/\/el\/student$/);

  // The student now waits for that school.
  await page.goto('/el/student/driving-school');
  await expect(page.getByText(SCHOOL).first()).toBeVisible();
});

test('a school not yet approved has no public page', async ({ page }) => {
  await page.goto('/en/schools/no-such-school');
  await expect(mainHeading(page)).toHaveText('Driving school not found');
  await page.getByRole('link', { name: 'To the map of schools' }).click();
  await expect(page).toHaveURL(/\/en#partners-title$/);
});
