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
 * Resolves once the page has come to rest: no transition or finite animation running (a dialog
 * opening, a popup fading in), every image loaded, the fonts in, and the scroll position and the
 * maps' panes unchanged for a few frames (a smooth scroll, a map panning to fit a popup). A
 * screenshot taken then shows the page, not a frame of its motion.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __restKey?: string; __restFrames?: number };
      const moving = document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      const loading =
        [...document.images].some((img) => !img.complete) || document.fonts.status !== 'loaded';
      const panes = [...document.querySelectorAll<HTMLElement>('.leaflet-map-pane')];
      const key = [scrollX, scrollY, ...panes.map((p) => p.style.transform)].join('|');
      w.__restFrames = key === w.__restKey ? (w.__restFrames ?? 0) + 1 : 0;
      w.__restKey = key;
      return !moving && !loading && w.__restFrames >= 3;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Saves `<name>-<width>.png` where screenshots go. A whole page waits for the footer, which
 * renders just after the first paint (AfterFirstPaint).
 */
export async function saveShot(page: Page, name: string, fullPage = true): Promise<void> {
  const dir = screenshotsDir();
  if (!dir) return;
  if (fullPage) await expect(page.getByRole('contentinfo')).toBeVisible();
  await settled(page);
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage });
}
