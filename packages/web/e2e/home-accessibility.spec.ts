import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, as in accessibility.spec.ts. */
async function expectNoViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${state} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

const TEXTS = {
  el: {
    map: 'Συνεργαζόμενες σχολές οδηγών',
    forgot: 'Ξεχάσατε τον κωδικό σας;',
    trial: 'Δοκιμάστε 15 ερωτήσεις',
    dialog: 'Δοκιμαστικό τεστ',
    next: 'Επόμενη ερώτηση',
    reset: 'Ορίστε νέο κωδικό',
  },
  en: {
    map: 'Partner driving schools',
    forgot: 'Forgot your password?',
    trial: 'Try 15 questions',
    dialog: 'Trial test',
    next: 'Next question',
    reset: 'Choose a new password',
  },
} as const;

/*
 * Each state once per language, and each colour scheme once: axe's checks of a state do not
 * change with the language (the same components), contrast changes with the scheme.
 */
for (const [lang, colorScheme] of [
  ['el', 'light'],
  ['en', 'dark'],
] as const) {
  test(`the home page with map, forms and trial meets WCAG 2.1 AA (${lang}, ${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const text = TEXTS[lang];
    await page.goto(`/${lang}`);
    const map = page.getByRole('region', { name: text.map });
    await map.scrollIntoViewIfNeeded();
    // The demo school's pin (the demo schools of other cities are pins or clusters too).
    await expect(
      map.getByRole('button', { name: 'Σχολή Οδηγών Kokpit Demo', exact: true }),
    ).toBeVisible();
    await expect(page.locator('dl dd').first()).not.toBeEmpty();
    await expectNoViolations(page, 'home');

    await page.getByRole('button', { name: text.forgot }).click();
    await expectNoViolations(page, 'forgot');

    await page.getByRole('button', { name: text.trial }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog.getByRole('heading', { level: 3 })).toBeFocused();
    await page.keyboard.press('1');
    await expect(dialog.getByRole('button', { name: text.next })).toBeFocused();
    await expectNoViolations(page, 'trial question');
    for (let i = 1; i <= 15; i++) {
      if (i > 1) await page.keyboard.press('1');
      await page.keyboard.press('Enter');
    }
    await expect(dialog.getByRole('heading', { level: 3 })).toBeFocused();
    await expectNoViolations(page, 'trial result');
    await page.keyboard.press('Escape');

    await page.goto(`/${lang}/#reset=not-a-real-token`);
    await expect(page.getByRole('form', { name: text.reset })).toBeVisible();
    await expectNoViolations(page, 'reset');
  });
}
