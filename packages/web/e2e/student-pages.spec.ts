import { expect, test, type Page } from '@playwright/test';
import {
  answerPractice,
  expectNoAxeViolations,
  freshStudent,
  nextQuestion,
  shoot,
  signInStudent,
  startFromDashboard,
} from './student-support';
import { mainHeading } from './support';

/*
 * The student's pages at phone and desktop size: nothing scrolls sideways (PNGs for a person
 * to look at with SCREENSHOTS_DIR set) and WCAG 2.1 AA checks of what is on screen.
 */

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

/** Answers until a question with a picture is on screen (the bank's signs). */
async function untilPicture(page: Page) {
  for (let i = 0; i < 19; i++) {
    if (await page.locator('main img').count()) return;
    await answerPractice(page, i % 4 === 0 ? 'wrong' : 'right');
    await nextQuestion(page);
  }
}

for (const viewport of VIEWPORTS) {
  // Axe once per page: at the phone's size, where most learners are (the same components).
  const axe = async (page: Page) => {
    if (viewport.width < 600) await expectNoAxeViolations(page);
  };
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('dashboard, test, statistics, profile and school choice', async ({
      page,
      context,
      baseURL,
    }) => {
      await signInStudent(page, await freshStudent(baseURL!, 'pages'));
      await expect(page.getByText('Η πρόοδός σας σταματά στο 30%')).toBeVisible();
      await axe(page);

      await startFromDashboard(page, 'Η πρόοδός μου');
      await untilPicture(page);
      await expect(page.locator('main img')).toBeVisible();
      await shoot(page, 'test-question', { fullPage: false });
      await axe(page);
      await answerPractice(page, 'wrong');
      await shoot(page, 'test-feedback', { fullPage: false });
      await axe(page);

      await page.goto('/el/student');
      await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');
      await expect(page.getByText('Τεστ προόδου σε εξέλιξη')).toBeVisible();
      await shoot(page, 'dashboard');

      for (const [tab, name] of [
        ['summary', 'Απαντήσεις ανά ημέρα'],
        ['categories', 'Σήμανση'],
        ['errors', 'Εξάσκηση στα λάθη μου'],
        ['exams', 'Δεν έχετε δώσει ακόμη εξέταση'],
      ] as const) {
        await page.goto(`/el/student/statistics?tab=${tab}`);
        await expect(page.getByText(name).first()).toBeVisible();
        // Charts arrive with their own chunk.
        const chart = tab === 'summary' || (tab === 'categories' && viewport.width > 600);
        if (chart) await expect(page.locator('.recharts-surface').first()).toBeVisible();
        await shoot(page, `statistics-${tab}`);
        await axe(page);
      }

      await page.goto('/el/student');
      await page.getByRole('button', { name: 'Προφίλ' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ο λογαριασμός μου' });
      await expect(dialog.getByLabel('Όνομα')).toHaveValue('Ελένη');
      await expect(
        dialog.getByText('Αφήστε το κενό για να κρατήσετε τον τωρινό σας κωδικό.'),
      ).toBeVisible();
      await shoot(page, 'profile', { fullPage: false });
      await dialog.getByRole('tab', { name: 'Ρυθμίσεις' }).click();
      await expect(dialog.getByText('Μέγεθος γραμμάτων στα τεστ')).toBeVisible();
      await shoot(page, 'settings', { fullPage: false });
      await page.keyboard.press('Escape');

      await page.goto('/el/student/driving-school');
      await expect(page.getByText('Δεν έχετε ακόμη σχολή οδηγών')).toBeVisible();
      await page.getByLabel('Επωνυμία, πόλη ή Τ.Κ.').fill('10671');
      await page.getByRole('button', { name: 'Αναζήτηση' }).click();
      await expect(page.getByText('Οι πλησιέστερες σχολές σε: Τ.Κ. 10671, Αθηναίων')).toBeVisible();
      // "Near me": the browser's position, the 20 nearest schools with their distance.
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 37.9838, longitude: 23.7275 });
      await page.getByRole('button', { name: 'Κοντά μου' }).click();
      await expect(page.getByText(/^Οι πλησιέστερες σχολές: \d+$/)).toBeVisible();
      await expect(page.getByText(/^\d+(,\d)? χλμ\.$/).first()).toBeVisible();
      await shoot(page, 'school-choice');
      await axe(page);
    });
  });
}

test('the dashboard and the statistics meet WCAG 2.1 AA in the dark scheme', async ({
  page,
  baseURL,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInStudent(page, await freshStudent(baseURL!, 'dark'));
  await expectNoAxeViolations(page);
  await startFromDashboard(page, 'Η πρόοδός μου');
  await answerPractice(page, 'wrong');
  await expectNoAxeViolations(page);
  await page.goto('/el/student/statistics?tab=errors');
  await expect(page.getByText('Ερωτήσεις με λάθη: 1')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'statistics-errors-dark');
});
