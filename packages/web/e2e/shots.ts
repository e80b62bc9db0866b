import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The screenshots' folder (playwright.screenshots.config.ts sets it), or none: no PNGs. */
export function screenshotsDir(): string | undefined {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Saves `<name>-<width>.png` where screenshots go. A whole page waits for the footer, which
 * renders just after the first paint (AfterFirstPaint).
 */
export async function saveShot(page: Page, name: string, fullPage = true): Promise<void> {
  const dir = screenshotsDir();
  if (!dir) return;
  if (fullPage) await expect(page.getByRole('contentinfo')).toBeVisible();
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage });
}
