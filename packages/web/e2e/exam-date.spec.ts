import { expect, test } from '@playwright/test';
import { freshStudent, shoot, signInStudent } from './student-support';

/** The visitor's calendar day `days` from today, as the date field takes it (YYYY-MM-DD). */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a learner sets the exam date and sees the days left and the answers a day', async ({
      page,
      baseURL,
    }) => {
      await signInStudent(page, await freshStudent(baseURL!, 'examday'));
      const card = page.getByRole('region', { name: 'Ημερομηνία εξέτασης' });
      await expect(card).toContainText('πόσες απαντήσεις την ημέρα χρειάζεστε');
      await card.getByRole('button', { name: 'Ορισμός ημερομηνίας' }).click();

      // A day more than a year ahead is refused in words, and nothing is saved (a day gone is
      // already refused by the field, which starts today).
      await card.getByLabel('Ημέρα της εξέτασης').fill(dayFromToday(400));
      await card.getByRole('button', { name: 'Αποθήκευση' }).click();
      await expect(card.getByRole('alert')).toHaveText(
        'Η εξέταση μπορεί να οριστεί έως έναν χρόνο από σήμερα.',
      );

      await card.getByLabel('Ημέρα της εξέτασης').fill(dayFromToday(14));
      await card.getByRole('button', { name: 'Αποθήκευση' }).click();
      const shown = card.getByTestId('exam-date');
      // Athens and this browser may be a day apart around midnight.
      await expect(shown).toContainText(/σε 1[34] ημέρες/);
      await expect(shown).toContainText(
        /Για 90% πιθανότητα επιτυχίας ως τότε: περίπου \d+ απαντήσεις την ημέρα\./,
      );
      await card.scrollIntoViewIfNeeded();
      await shoot(page, 'dashboard-exam-date', { fullPage: false });

      // Forgotten again: the invitation returns.
      await card.getByRole('button', { name: 'Αλλαγή' }).click();
      await card.getByRole('button', { name: 'Διαγραφή ημερομηνίας' }).click();
      await expect(card).toContainText('πόσες απαντήσεις την ημέρα χρειάζεστε');
    });
  });
}
