import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { screenshotsDir } from './shots';

/** Helpers of the sign-up and information-page journeys. */

/**
 * The whole page is drawn (its footer renders just after the first paint, AfterFirstPaint);
 * with SCREENSHOTS_DIR set, it is saved there too, named after the page and the viewport.
 */
export async function shoot(page: Page, name: string) {
  const { width, height } = page.viewportSize()!;
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const dir = screenshotsDir();
  if (!dir) return;
  // From the top, so the sticky header is drawn where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, `${name}-${width}x${height}.png`), fullPage: true });
}

/** A name no earlier run of the journeys has used (the database lives for one run). */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** WCAG 2.1 A and AA rules on what is on screen. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Scrolls through the page so lazily loaded pictures load, and back to the top: at each step it
 * waits, frame by frame, until the pictures in view have loaded (or failed).
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const inView = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    };
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await frame();
      while ([...document.images].some((img) => inView(img) && !img.complete)) await frame();
    }
    window.scrollTo(0, 0);
  });
}
