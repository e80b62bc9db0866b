import { expect, test } from '@playwright/test';
import { makeOperator, signInOwnOperator } from './operator-support';
import { saveShot } from './shots';

/* The back office's content import, finished, at the widths of the screenshots' projects. */

test('content import', async ({ page }) => {
  await signInOwnOperator(page, makeOperator('shotcontent'), 'content');
  await saveShot(page, 'admin-content');
  await page.getByRole('button', { name: 'Έναρξη εισαγωγής' }).click();
  await expect(page.getByTestId('import-percent')).toHaveText('100%');
  await expect(page.getByTestId('import-summary')).toBeVisible();
  await saveShot(page, 'admin-content-done');
});
