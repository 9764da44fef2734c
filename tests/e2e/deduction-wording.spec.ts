import { expect, test } from '@playwright/test';
import { signUp } from './flows';

// A W-2 employee's expenses and miles are never called a federal deduction; a 1099 contractor's are.
test('W-2 and 1099 workers read what their expenses and miles are worth', async ({ browser }) => {
  const w2 = await browser.newPage();
  await signUp(w2, 'Wren');
  await w2.goto('/mileage');
  await expect(w2.getByRole('heading', { name: /mileage at the IRS rate/ })).toBeVisible();
  await expect(
    w2.getByText('As a W-2 employee you cannot deduct these on your federal return'),
  ).toBeVisible();
  await expect(w2.getByRole('heading', { name: /mileage deduction/ })).toHaveCount(0);
  await w2.goto('/expenses');
  await expect(
    w2.getByText('As a W-2 employee they are not a federal deduction', { exact: false }),
  ).toBeVisible();

  const contractor = await browser.newPage();
  await signUp(contractor, 'Cole', { employment: '1099 contractor', filing: 'Single' });
  await contractor.goto('/mileage');
  await expect(contractor.getByRole('heading', { name: /mileage deduction/ })).toBeVisible();
  await contractor.goto('/expenses');
  await expect(contractor.getByText('deducted on your Schedule C', { exact: false })).toBeVisible();
});
