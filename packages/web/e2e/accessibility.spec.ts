import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mainHeading } from './support';

/** WCAG 2.1 A and AA rules (contrast, labels, landmarks, names…) on what is on screen. */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    // The home page (home-accessibility.spec.ts), the information and sign-up pages in el and en
    // (signup-info-a11y.spec.ts) and the student's pages (student-pages.spec.ts) have their own.
    test('public pages meet WCAG 2.1 AA', async ({ page }) => {
      for (const path of ['/ru/sign-up/student', '/el/missing']) {
        await page.goto(path);
        await expect(mainHeading(page)).toBeVisible();
        await expectNoViolations(page);
      }
    });
  });
}

test('the skip link moves keyboard users to the main content', async ({ page }) => {
  await page.goto('/el');
  await expect(mainHeading(page)).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Μετάβαση στο κύριο περιεχόμενο' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator('main')).toBeFocused();
});
