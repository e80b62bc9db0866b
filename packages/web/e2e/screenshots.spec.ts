import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { mainHeading, signInAs } from './support';

/*
 * Screenshots of each public page (and the dashboards) at phone and desktop sizes, for a
 * person to look at: packages/web/e2e/screenshots/ (not committed).
 */
const folder = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(folder, { recursive: true });

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

const PUBLIC_PAGES = [
  { name: 'home-root', path: '/' },
  { name: 'home-en', path: '/en' },
  { name: 'home-ru', path: '/ru' },
  { name: 'info-terms', path: '/el/page/terms-of-use' },
  { name: 'signup-student', path: '/el/sign-up/student' },
  { name: 'signup-school', path: '/sq/sign-up/school' },
  { name: 'not-found', path: '/el/no-such-page' },
];

async function shoot(page: Page, name: string) {
  const { width, height } = page.viewportSize()!;
  // The whole page: the footer renders just after the first paint (AfterFirstPaint).
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.screenshot({ path: `${folder}${name}-${width}x${height}.png`, fullPage: true });
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('public pages', async ({ page }) => {
      for (const { name, path } of PUBLIC_PAGES) {
        await page.goto(path);
        await expect(mainHeading(page)).toBeVisible();
        await shoot(page, name);
      }
    });

    test('dark colour scheme', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/el');
      await expect(mainHeading(page)).toBeVisible();
      await shoot(page, 'home-dark');
    });

    test('signed-in dashboards', async ({ page }) => {
      await signInAs(page, 'demo-student');
      await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');
      await shoot(page, 'student-home');
      if (viewport.width < 900) {
        await page.getByRole('button', { name: 'Άνοιγμα μενού' }).click();
        await expect(page.locator('#mobile-navigation')).toBeVisible();
        await shoot(page, 'student-menu-open');
        await page
          .locator('#mobile-navigation')
          .getByRole('button', { name: 'Αποσύνδεση' })
          .click();
      } else {
        await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
      }
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

for (const viewport of [
  { width: 1000, height: 760 },
  { width: 1280, height: 800 },
]) {
  test.describe(`school at ${viewport.width}`, () => {
    test.use({ viewport });

    test('the school header fits', async ({ page }) => {
      await signInAs(page, 'demo-school');
      await expect(mainHeading(page)).toHaveText('Μαθητές');
      await shoot(page, 'school-home');
      // Below 1200 px the links move into the menu.
      if (viewport.width < 1200) await page.getByRole('button', { name: 'Άνοιγμα μενού' }).click();
      await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
}
