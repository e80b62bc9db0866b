import { expect, test } from '@playwright/test';
import { mainHeading } from './support';
import { scrollThrough } from './signup-support';

const PAGES = {
  el: [
    { slug: 'terms-of-use', title: 'Όροι χρήσης', section: '1. Η υπηρεσία' },
    { slug: 'simata-test-proodou', title: 'Το τεστ προόδου' },
    { slug: 'dikaiologitika-paravola', title: 'Δικαιολογητικά και παράβολα για δίπλωμα οδήγησης' },
  ],
  en: [
    { slug: 'terms-of-use', title: 'Terms of use', section: '1. The service' },
    { slug: 'simata-test-proodou', title: 'The progress test' },
    { slug: 'dikaiologitika-paravola', title: 'Documents and fees for a driving licence' },
  ],
};

for (const [lang, pages] of Object.entries(PAGES)) {
  test(`three information pages render in ${lang}`, async ({ page }) => {
    for (const { slug, title, section } of pages) {
      await page.goto(`/${lang}/page/${slug}`);
      await expect(mainHeading(page)).toHaveText(title);
      const article = page.locator('article');
      await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
      if (section) await expect(article.getByRole('heading', { name: section })).toBeVisible();
      await expect(article.locator('p').nth(2)).toBeVisible();
      // Markdown is drawn as elements: no stray syntax is left in the text.
      await expect(article).not.toContainText('**');
      await expect(article).not.toContainText('](');
      // Title and description for tabs, search engines and link previews.
      await expect(page).toHaveTitle(`${title} · Kokpit`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      await expect(article.getByText(description!)).toBeVisible();
      // The list of the other pages marks this one.
      const nav = page.getByRole('navigation', {
        name: lang === 'el' ? 'Όλες οι σελίδες' : 'All pages',
      });
      await expect(nav.getByRole('link')).toHaveCount(19);
      await expect(nav.locator('a[aria-current="page"]')).toHaveText(title);
    }
  });
}

test('links inside a page move through the app without reloading it', async ({ page }) => {
  await page.goto('/el/page/simata-kok');
  await expect(mainHeading(page)).toHaveText('Τα σήματα του ΚΟΚ');
  await page.evaluate(() => Object.assign(window, { kokpitMarker: true }));
  await page.locator('article').getByRole('link', { name: 'τεστ προόδου' }).click();
  await expect(page).toHaveURL(/\/el\/page\/simata-test-proodou$/);
  await expect(mainHeading(page)).toHaveText('Το τεστ προόδου');
  expect(await page.evaluate(() => 'kokpitMarker' in window)).toBe(true);
  await expect(page.locator('article').locator('ul li').first()).toBeVisible();
});

test('an unknown page slug shows a translated not-found page', async ({ page }) => {
  await page.goto('/el/page/no-such-page');
  await expect(mainHeading(page)).toHaveText('Η σελίδα δεν βρέθηκε');
  await expect(page.getByTestId('info-not-found')).toContainText('Δεν υπάρχει σελίδα πληροφοριών');
  await expect(page).toHaveTitle('Η σελίδα δεν βρέθηκε · Kokpit');

  await page.goto('/ru/page/nothing-here');
  await expect(mainHeading(page)).toHaveText('Страница не найдена');
  await page.getByRole('link', { name: 'Политика конфиденциальности' }).first().click();
  await expect(mainHeading(page)).toHaveText('Политика конфиденциальности');
});

test('the road-signs page shows the sign pictures of the question bank', async ({ page }) => {
  await page.goto('/el/page/simata-kok');
  const gallery = page.getByTestId('sign-gallery');
  await expect(gallery).toBeVisible();
  const pictures = gallery.locator('img');
  expect(await pictures.count()).toBeGreaterThanOrEqual(10);
  await expect(pictures.first()).toHaveAttribute('loading', 'lazy');
  await expect(pictures.first()).toHaveAttribute('alt', /πινακίδα/);

  await scrollThrough(page);
  await gallery.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      pictures.evaluateAll(
        (imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length,
      ),
    )
    .toBeGreaterThanOrEqual(10);

  // A click enlarges a sign, with its question and the correct answer; Escape closes it.
  await pictures.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Σωστή απάντηση:');
  await expect(dialog.getByRole('button', { name: 'Κλείσιμο' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(gallery.getByRole('button').first()).toBeFocused();
});
