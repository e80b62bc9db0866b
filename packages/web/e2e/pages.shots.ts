import { expect, test } from '@playwright/test';
import { saveShot } from './shots';
import { mainHeading, signInAs } from './support';

/*
 * Each public page and the signed-in dashboards, at the widths of the screenshots' projects
 * (playwright.screenshots.config.ts).
 */

const PUBLIC_PAGES = [
  { name: 'home-root', path: '/' },
  { name: 'home-en', path: '/en' },
  { name: 'home-ru', path: '/ru' },
  { name: 'info-terms', path: '/el/page/terms-of-use' },
  { name: 'signup-student', path: '/el/sign-up/student' },
  { name: 'signup-school', path: '/sq/sign-up/school' },
  { name: 'not-found', path: '/el/no-such-page' },
];

/** Below this width the header's links move into the menu. */
const MENU_BELOW = 1200;

test('public pages', async ({ page }) => {
  for (const { name, path } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(mainHeading(page)).toBeVisible();
    await saveShot(page, name);
  }
});

test('dark colour scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/el');
  await expect(mainHeading(page)).toBeVisible();
  await saveShot(page, 'home-dark');
});

test('student dashboard', async ({ page }) => {
  await signInAs(page, 'demo-student');
  await expect(mainHeading(page)).toHaveText('Ο πίνακάς μου');
  await saveShot(page, 'student-home');
  if (page.viewportSize()!.width < 900) {
    await page.getByRole('button', { name: 'Άνοιγμα μενού' }).click();
    await expect(page.locator('#mobile-navigation')).toBeVisible();
    await saveShot(page, 'student-menu-open');
    await page.locator('#mobile-navigation').getByRole('button', { name: 'Αποσύνδεση' }).click();
  } else {
    await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
});

test('school dashboard', async ({ page }) => {
  await signInAs(page, 'demo-school');
  await expect(mainHeading(page)).toHaveText('Μαθητές');
  await saveShot(page, 'school-home');
  if (page.viewportSize()!.width < MENU_BELOW) {
    await page.getByRole('button', { name: 'Άνοιγμα μενού' }).click();
  }
  await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
  await expect(page).toHaveURL(/\/$/);
});
