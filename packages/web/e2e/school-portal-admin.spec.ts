import { expect, test } from '@playwright/test';
import { makeOperator, signInOwnOperator } from './operator-support';
import { buyCredits, signInSchool, signUpSchool } from './school-support';
import { mainHeading } from './support';

/*
 * An operator approves a new school, which then appears on the public partner map, and marks
 * the school's credit purchase paid while the school watches its header change live.
 */

test('an operator approves a pending school, which then shows on the partner map', async ({
  page,
  baseURL,
}) => {
  const school = await signUpSchool(baseURL!, 'opsmap');
  await signInOwnOperator(page, makeOperator('opsa'), 'schools');
  await expect(mainHeading(page)).toHaveText('Σχολές προς έγκριση');
  const card = page.getByTestId('review-school').filter({ hasText: school.name });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Έγκριση' }).click();
  await expect(page.getByText('Η σχολή εγκρίθηκε.')).toBeVisible();
  await expect(card).toBeHidden();
  await page.getByText('Εγκεκριμένες', { exact: true }).click();
  await expect(page.getByTestId('review-school').filter({ hasText: school.name })).toBeVisible();

  // A visitor's home page: the school is on the partner map now.
  const visitor = await page.context().browser()!.newPage();
  await visitor.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await visitor.goto('/el');
  const section = visitor.getByRole('region', { name: 'Συνεργαζόμενες σχολές οδηγών' });
  await section.scrollIntoViewIfNeeded();
  const list = section.getByRole('list', { name: 'Συνεργαζόμενες σχολές οδηγών' });
  await expect(list.getByRole('heading', { name: school.name })).toBeVisible();
  await visitor.close();
});

test('an operator marks a purchase paid and grants credits; the school header follows live', async ({
  browser,
  baseURL,
}) => {
  const school = await signUpSchool(baseURL!, 'opspay');
  const operatorContext = await browser.newContext();
  const schoolContext = await browser.newContext();
  const ops = await operatorContext.newPage();
  const sch = await schoolContext.newPage();

  // The operator approves it first, through the screen.
  await signInOwnOperator(ops, makeOperator('opsb'), 'schools');
  const card = ops.getByTestId('review-school').filter({ hasText: school.name });
  await card.getByRole('button', { name: 'Έγκριση' }).click();
  await expect(card).toBeHidden();

  await signInSchool(sch, school.username);
  await buyCredits(sch, 5);
  await expect(sch.getByTestId('credits')).toHaveText('5');
  await expect(sch.getByTestId('pending-credits')).toHaveText('5');

  await ops.getByRole('link', { name: 'Μονάδες', exact: true }).click();
  await expect(mainHeading(ops)).toHaveText('Μονάδες σχολών');
  const row = ops.getByTestId('awaiting-payment').filter({ hasText: school.name });
  await expect(row).toContainText('5');
  await row.getByRole('button', { name: 'Πληρώθηκε' }).click();
  await expect(row).toBeHidden();
  // The school's header: nothing awaits payment any more, without a reload.
  await expect(sch.getByTestId('pending-credits')).toHaveText('0');
  await expect(sch.getByTestId('credits')).toHaveText('5');

  // A manual grant with its reason: a ledger row, and the school's balance grows live.
  await ops.getByLabel('Αριθμός σχολής').fill(String(school.schoolId));
  await expect(ops.getByRole('heading', { name: school.name })).toBeVisible();
  await ops.getByLabel('Μονάδες', { exact: true }).fill('3');
  await ops.getByLabel('Αιτιολογία').fill('Δώρο καλωσορίσματος');
  await ops.getByRole('button', { name: 'Καταχώριση' }).click();
  await expect(ops.getByTestId('ledger-balance')).toHaveText('8');
  await expect(ops.getByRole('table').last()).toContainText('Δώρο καλωσορίσματος');
  await expect(sch.getByTestId('credits')).toHaveText('8');

  await operatorContext.close();
  await schoolContext.close();
});
