import { expect, test, type Page } from '@playwright/test';
import { io } from 'socket.io-client';
import { mainHeading } from './support';
import { unique } from './signup-support';

const PASSWORD = 'Odigos#2026';

async function fillStudent(page: Page, username: string) {
  await page.getByRole('textbox', { name: 'Όνομα', exact: true }).fill('Ελένη');
  await page.getByLabel('Επώνυμο').fill('Καραγιάννη');
  await page.getByLabel('Ηλικία').fill('19');
  await page.getByRole('radio', { name: 'Γυναίκα' }).check();
  await page.getByLabel('Όνομα χρήστη').fill(username);
  await page.getByLabel('E-mail').fill(`${username}@example.com`);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="passwordConfirm"]').fill(PASSWORD);
  await page.getByRole('radio', { name: /Μοτοσ[ιυ]κλέτα/ }).click();
  await page.getByLabel('Πόσο καλά ξέρετε ήδη τον ΚΟΚ;').selectOption('2');
}

test('the student form checks every field while the visitor types', async ({ page }) => {
  await page.goto('/el/sign-up/student');
  await expect(mainHeading(page)).toHaveText('Εγγραφή μαθητή');

  // Nothing is shown before the visitor types; then each rule of SPEC §5 in turn.
  const username = page.getByLabel('Όνομα χρήστη');
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  await username.fill('ab');
  await expect(
    page.getByText('Το όνομα χρήστη είναι πολύ μικρό (τουλάχιστον 4 χαρακτήρες).'),
  ).toBeVisible();
  await username.fill('ελένη');
  await expect(page.getByText(/μόνο λατινικά γράμματα/)).toBeVisible();
  await username.fill('eleni.k');
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('E-mail').fill('eleni@');
  await expect(page.getByText('Η διεύθυνση e-mail δεν είναι έγκυρη.')).toBeVisible();

  const password = page.locator('input[name="password"]');
  const rules = page.locator('#password-rules li');
  await password.fill('abc');
  await expect(
    page.getByText('Ο κωδικός είναι πολύ μικρός (τουλάχιστον 8 χαρακτήρες).'),
  ).toBeVisible();
  await expect(rules.filter({ hasText: 'τουλάχιστον 8 χαρακτήρες' })).not.toHaveAttribute(
    'data-met',
  );
  await password.fill('abcdefgh1');
  await expect(page.getByText(/Ο κωδικός είναι πολύ αδύναμος/)).toBeVisible();
  await expect(rules.filter({ hasText: 'τουλάχιστον 8 χαρακτήρες' })).toHaveAttribute(
    'data-met',
    'true',
  );
  await expect(rules.filter({ hasText: 'ένα ψηφίο' })).toHaveAttribute('data-met', 'true');
  await expect(rules.filter({ hasText: 'ένα κεφαλαίο γράμμα' })).not.toHaveAttribute('data-met');
  await password.fill(PASSWORD);
  await expect(page.getByText(/Ο κωδικός είναι πολύ/)).toHaveCount(0);
  await page.locator('input[name="passwordConfirm"]').fill('Odigos#2025');
  await expect(page.getByText('Οι κωδικοί δεν ταιριάζουν μεταξύ τους.')).toBeVisible();

  await page.getByLabel('Ηλικία').fill('9');
  await expect(page.getByText('Η ηλικία δεν είναι έγκυρη.')).toBeVisible();
  await page.getByLabel('Κουπόνι σχολής').fill('12');
  await expect(page.getByText('Ο αριθμός του κουπονιού δεν είναι έγκυρος')).toBeVisible();

  // Submitting shows the fields never touched and moves focus to the first error.
  await page.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
  await expect(page.getByRole('textbox', { name: 'Όνομα', exact: true })).toBeFocused();
  await expect(page.getByText('Το πεδίο είναι υποχρεωτικό.').first()).toBeVisible();
});

test('the server’s refusals land under their fields', async ({ page }) => {
  await page.goto('/el/sign-up/student');
  await fillStudent(page, 'demo-student');
  await page.getByLabel('E-mail').fill('demo-trial@kokpit.gr');
  // Well formed (its check digit holds), but no school handed it out.
  await page.getByLabel('Κουπόνι σχολής').fill('9999-00000019');
  await page.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
  await expect(page.getByText('Το όνομα χρήστη υπάρχει ήδη.')).toBeVisible();
  await expect(page.getByText('Η διεύθυνση e-mail χρησιμοποιείται ήδη.')).toBeVisible();
  await expect(page.getByText('Το κουπόνι δεν είναι έγκυρο')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Διορθώστε τα πεδία');
  await expect(page.getByLabel('Όνομα χρήστη')).toBeFocused();
  await expect(page).toHaveURL(/\/el\/sign-up\/student$/);
});

test('a new student signs up, lands on the dashboard, and stays signed in with remember-me', async ({
  page,
}) => {
  const username = unique('e2e.student.');
  await page.goto('/el/sign-up/student');
  await fillStudent(page, username);
  await page.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();

  await expect(page).toHaveURL(/\/el\/student$/);
  await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');
  await expect(page.getByRole('button', { name: 'Αποσύνδεση' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Αποσύνδεση' }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByLabel('Όνομα χρήστη ή e-mail').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByLabel('Να με θυμάσαι σε αυτή τη συσκευή').check();
  await page.getByRole('button', { name: 'Σύνδεση', exact: true }).click();
  await expect(page).toHaveURL(/\/el\/student$/);

  // Remember-me: the token outlives the browser session (it has an expiry).
  const token = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(token?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 3600);

  await page.reload();
  await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');
  await expect(page.getByRole('button', { name: 'Αποσύνδεση' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Αποσύνδεση' }).first().click();
});

test('a registration link preselects the driving school and shows its card', async ({
  page,
  baseURL,
}) => {
  const socket = io(`${baseURL}/app`, { transports: ['websocket'], forceNew: true });
  const reply = (await socket.emitWithAck('schools', { query: 'Kokpit' })) as {
    data: { schools: { id: number; name: string }[] };
  };
  socket.disconnect();
  const school = reply.data.schools[0]!;

  await page.goto(`/en/sign-up/student?school=${school.id}`);
  const card = page.getByTestId('chosen-school');
  await expect(card).toContainText(school.name);
  await expect(card).toContainText('Your school');

  await page.goto('/en/sign-up/student?school=99999');
  await expect(page.getByText('The driving school was not found.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign up without this school' }).click();
  await expect(page).toHaveURL(/\/en\/sign-up\/student$/);
});
