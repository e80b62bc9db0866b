import { expect, test } from '@playwright/test';
import { mainHeading } from './support';
import { approveSchool, schoolSlug, signInSchool, signUpSchool } from './school-support';

/*
 * The school editor (issue 19): a manager edits the account and the texts, adds a branch,
 * finds its pin from the postal code, moves it by clicking the map and then by typing
 * coordinates, saves, and after a reload the branch is where it was put.
 */
test('a manager edits the account and texts, adds a branch and moves its pin', async ({
  page,
  baseURL,
}) => {
  const school = await signUpSchool(baseURL!, 'edit');
  approveSchool(school.schoolId);
  await signInSchool(page, school.username);

  await page.goto('/el/school/edit');
  await expect(mainHeading(page)).toHaveText('Στοιχεία σχολής');

  // Account: a new name, saved at once; a bad phone is refused before it is sent.
  const newName = `${school.name} Νέα`;
  await page.getByLabel('Επωνυμία σχολής').fill(newName);
  await page.getByLabel(/^Τηλέφωνο/).fill('12');
  await page.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByText('Ο αριθμός τηλεφώνου δεν είναι έγκυρος.')).toBeVisible();
  await page.getByLabel(/^Τηλέφωνο/).fill('2385012345');
  await page.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByText('Τα στοιχεία λογαριασμού αποθηκεύτηκαν.')).toBeVisible();

  // Texts: the Greek welcome for the students.
  await page.getByRole('tab', { name: 'Κείμενα' }).click();
  await page.getByLabel('Μήνυμα καλωσορίσματος').fill('Καλώς ήρθατε στη σχολή μας!');
  await page.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByText('Τα κείμενα της σχολής αποθηκεύτηκαν.')).toBeVisible();

  // Locations: the signed-up place needs its postal code; a second branch gets a pin.
  await page.getByRole('tab', { name: 'Σημεία' }).click();
  const first = page.getByTestId('branch-1');
  await expect(first.getByLabel('Διεύθυνση')).toHaveValue('Μεγάλου Αλεξάνδρου 10');
  await first.getByLabel('Ταχυδρομικός κώδικας').fill('53100');
  await page.getByRole('button', { name: 'Προσθήκη σημείου' }).click();
  const second = page.getByTestId('branch-2');
  await second.getByLabel('Διεύθυνση').fill('Παύλου Μελά 3');
  await second.getByLabel('Πόλη').fill('Φλώρινα');
  await second.getByLabel('Ταχυδρομικός κώδικας').fill('531 00');

  // Without a pin the branch is refused: "Please choose the location on the map."
  await page.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(second.getByText('Επιλέξτε την τοποθεσία στον χάρτη.')).toBeVisible();

  // "Find on map" places it by the postal code, through the server's gazetteer (Florina).
  await second.getByRole('button', { name: 'Εύρεση στον χάρτη' }).click();
  await expect(second.getByTestId('find-on-map-outcome')).toContainText('Η πινέζα μπήκε');
  await expect(second.getByLabel('Γεωγραφικό πλάτος')).toHaveValue(/^40\.7/);
  await expect(second.getByLabel('Γεωγραφικό μήκος')).toHaveValue(/^21\.[34]/);
  // A click on the map drops the pin; the coordinates follow it.
  const map = page.getByTestId('branch-map-2');
  await map.click({ position: { x: 120, y: 100 } });
  await expect(second.getByLabel('Γεωγραφικό πλάτος')).not.toHaveValue('');
  // Typed coordinates move it exactly.
  await second.getByLabel('Γεωγραφικό πλάτος').fill('40.7812');
  await second.getByLabel('Γεωγραφικό μήκος').fill('21.4093');
  await page.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByText('Τα σημεία της σχολής αποθηκεύτηκαν.')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Σημεία' }).click();
  const again = page.getByTestId('branch-2');
  await expect(again.getByLabel('Διεύθυνση')).toHaveValue('Παύλου Μελά 3');
  await expect(again.getByLabel('Ταχυδρομικός κώδικας')).toHaveValue('53100');
  await expect(again.getByLabel('Γεωγραφικό πλάτος')).toHaveValue('40.7812');
  await expect(again.getByLabel('Γεωγραφικό μήκος')).toHaveValue('21.4093');
  await expect(page.getByTestId('branch-map-2').locator('.leaflet-marker-icon')).toBeVisible();
  await page.getByRole('tab', { name: 'Λογαριασμός' }).click();
  await expect(page.getByLabel('Επωνυμία σχολής')).toHaveValue(newName);

  // The public page shows the new name and the moved branch on its map.
  await page.goto(`/el/schools/${schoolSlug(school.schoolId)}`);
  await expect(mainHeading(page)).toHaveText(newName);
  await expect(page.getByText(/Παύλου Μελά 3/).first()).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
});
