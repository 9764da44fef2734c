import { expect, test } from '@playwright/test';
import { png } from '../helpers/pdfs';
import { addAssignment, addTaxHome, signUp, useTheme } from './flows';
import { screens } from './screens';

// A receipt read into the expense form (the OpenAI fake that scripts/e2e.sh starts answers a fuel stop:
// Shell, $52.37, March 14, travel), and a W-2 whose box 1 differs from the app's taxable wages.

const year = new Date().getUTCFullYear();

test('a receipt read into the expense form fills only what is empty', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, 'Avery');
  await page.goto('/expenses');
  const readButton = page.getByRole('button', { name: 'Read receipt' });
  await expect(readButton).toBeDisabled();
  await page.getByLabel('Description').fill('Fuel, drive to Denver');
  await page
    .getByLabel('Receipt (optional)')
    .setInputFiles({ name: 'shell.png', mimeType: 'image/png', buffer: Buffer.from(png(60, 90)) });
  await expect(page.getByRole('button', { name: 'Remove shell.png' })).toBeVisible();
  await readButton.click();
  await expect(
    page.getByText('Filled Date, Category, Amount and Paid to from your receipt. Check them, then save.'),
  ).toBeVisible({
    timeout: 30_000,
  });
  // The merchant is who was paid; the description the worker typed stays hers.
  await expect(page.getByLabel('Paid to')).toHaveValue('Shell');
  await expect(page.getByLabel('Amount')).toHaveValue('52.37');
  await expect(page.getByLabel('Date').first()).toHaveValue('2026-03-14');
  await expect(page.getByLabel('Category').first()).toHaveValue('travel');
  await expect(page.getByLabel('Description')).toHaveValue('Fuel, drive to Denver');
  await screens(page, 'receipt-read');
  await page.getByRole('button', { name: 'Save expense' }).click();
  await expect(page.getByText('Expense saved')).toBeVisible();

  // On the edit page the stored receipt is read again: an emptied amount is filled, nothing else changes.
  await page.goto('/expenses?year=2026');
  await page.getByRole('link', { name: 'Shell · Fuel, drive to Denver', exact: true }).click();
  await expect(page).toHaveURL(/\/expenses\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Fuel, drive to Denver' })).toBeVisible();
  await page.getByLabel('Amount').fill('');
  await page.getByRole('button', { name: 'Read receipt' }).click();
  await expect(page.getByText('Filled Amount from your receipt. Check them, then save.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByLabel('Amount')).toHaveValue('52.37');
  await useTheme(page, 'dark');
  await page.goto('/expenses');
  await page
    .getByLabel('Receipt (optional)')
    .setInputFiles({ name: 'r.png', mimeType: 'image/png', buffer: Buffer.from(png()) });
  await page.getByRole('button', { name: 'Read receipt' }).click();
  await expect(page.getByText(/from your receipt/)).toBeVisible({ timeout: 30_000 });
  await screens(page, 'receipt-read-dark');
});

test('an income document whose box 1 differs from the app, with the likely reasons', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, 'Quinn');
  await addTaxHome(page);
  await addAssignment(
    page,
    { facility: 'Denver Health', city: 'Denver', state: 'CO', start: `${year}-01-05`, end: `${year}-04-05` },
    { Agency: 'Aya Healthcare', 'Taxable base pay / week': '1000' },
  );
  await expect(page.getByText('Assignment added')).toBeVisible();

  await page.getByRole('link', { name: 'Income', exact: true }).first().click();
  const checklist = page.getByRole('region', { name: `Checklist for ${year}` });
  await expect(checklist.getByText('Aya Healthcare')).toBeVisible();
  await expect(checklist.getByText('Missing', { exact: true })).toBeVisible();
  await screens(page, 'income-empty');

  // Box 1 is lower than the 13 weeks × $1,000 the app counts; box 5 is higher (a 401(k)).
  await page.getByLabel('Agency or employer').fill('Aya Healthcare, Inc.');
  await page.getByLabel('Box 1: wages').fill('11,500.00');
  await page.getByLabel('Box 2: federal tax withheld').fill('900');
  await page.getByLabel('Box 5: Medicare wages').fill('12,300.00');
  await page.getByLabel('Box 15: state (1)').selectOption('CO');
  await page.getByLabel('Box 16: state wages (1)').fill('11,500');
  await page.getByLabel('Box 17: state tax (1)').fill('480');
  // Boxes 18-20: a city tax withheld (Denver's occupational privilege tax, $5.75 a month)
  await page.getByLabel('Box 20: locality (1)').fill('DENVER');
  await page.getByLabel('Box 18: local wages (1)').fill('11,500');
  await page.getByLabel('Box 19: local tax (1)').fill('17.25');
  await page.getByRole('button', { name: 'Save document' }).click();
  await expect(page.getByText('Document saved')).toBeVisible();
  await expect(checklist.getByText('Received', { exact: true })).toBeVisible();
  const reconciliation = page.getByRole('region', { name: `Reconciliation ${year}` });
  await expect(reconciliation.getByText('Differs')).toBeVisible();
  await expect(reconciliation.getByText('−$1,500.00')).toBeVisible();
  await expect(
    reconciliation.getByText(/box 5 \(Medicare wages, \$12,300\) is \$800 higher than box 1/),
  ).toBeVisible();
  await screens(page, 'income-reconciliation');

  // The edit page keeps the state line.
  await page.getByRole('link', { name: 'Aya Healthcare, Inc.' }).click();
  await expect(page.getByLabel('Box 15: state (1)')).toHaveValue('CO');
  await expect(page.getByLabel('Box 17: state tax (1)')).toHaveValue('480.00');
  await expect(page.getByLabel('Box 20: locality (1)')).toHaveValue('DENVER');
  await expect(page.getByLabel('Box 19: local tax (1)')).toHaveValue('17.25');
  await screens(page, 'income-edit');
  await useTheme(page, 'dark');
  await page.goto('/income-documents');
  await screens(page, 'income-reconciliation-dark');
  await page.getByRole('link', { name: 'Aya Healthcare, Inc.' }).click();
  await expect(page.getByLabel('Box 15: state (1)')).toHaveValue('CO');
  await screens(page, 'income-edit-dark');
});
