import { expect, test } from '@playwright/test';
import { answerWelcome, password } from './flows';
import { screens } from './screens';

// A worker's first session: sign up, set up the four basics through the forms, switch to the dark theme,
// sign out and back in, delete an expense and restore it from the trash.

const email = `nurse-${Date.now()}@example.com`;

test('sign up, add records, theme, sign out/in, trash', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await screens(page, 'landing');
  await page.getByRole('link', { name: 'Create a free account' }).click();

  await page.getByLabel('First name').fill('Jamie');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await screens(page, 'sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Jamie' })).toBeVisible();
  await screens(page, 'welcome');
  await answerWelcome(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Jamie' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get set up' })).toBeVisible();
  await screens(page, 'dashboard-new');

  // Tax home
  await page.goto('/tax-home');
  await page.getByLabel('Street address').fill('1234 Maple St');
  await page.getByLabel('City').fill('Omaha');
  await page.getByLabel('State', { exact: false }).first().selectOption('NE');
  await page.getByLabel('Monthly rent or mortgage').fill('950.00');
  await page.getByRole('button', { name: 'Save tax home' }).click();
  await expect(page.getByRole('heading', { name: 'Omaha, NE' })).toBeVisible();
  await screens(page, 'tax-home');

  // Assignment: first a validation error shown beside the field, then a valid one
  await page.goto('/assignments');
  await page.getByRole('button', { name: 'Add assignment' }).click();
  await expect(page.getByText('Check the highlighted fields')).toBeVisible();
  const year = new Date().getUTCFullYear();
  await page.getByRole('textbox', { name: 'Facility (required)' }).fill('Denver Health');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State').selectOption('CO');
  await page.getByLabel('Start date').fill(`${year}-01-05`);
  await page.getByLabel('End date').fill(`${year}-04-05`);
  await page.getByLabel('Taxable base pay / week').fill('900');
  await page.getByLabel('Housing stipend / week').fill('1,500.00');
  await page.getByRole('button', { name: 'Add assignment' }).click();
  await expect(page.getByRole('link', { name: 'Denver Health' })).toBeVisible();
  await screens(page, 'assignments');

  // Expense
  await page.goto('/expenses');
  await page.getByLabel('Category').first().selectOption('licensing');
  await page.getByLabel('Amount').fill('125');
  await page.getByLabel('Description').fill('Colorado RN license');
  await page.getByRole('button', { name: 'Save expense' }).click();
  await expect(page.getByRole('cell', { name: 'Colorado RN license', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '$125.00', exact: true })).toBeVisible();
  await screens(page, 'expenses');

  // Trip
  await page.goto('/mileage');
  await page.getByLabel('Miles').fill('412');
  await page.getByLabel('Purpose').first().selectOption('tax_home_visit');
  await page.getByLabel('From').fill('Denver, CO');
  await page.getByLabel('To', { exact: true }).fill('Omaha, NE');
  await page.getByRole('button', { name: 'Save trip' }).click();
  await expect(page.getByRole('cell', { name: 'Denver, CO → Omaha, NE', exact: true })).toBeVisible();
  await screens(page, 'mileage');

  // The checklist is gone once all four exist
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Get set up' })).toHaveCount(0);
  await screens(page, 'dashboard-done');

  // Dark theme is stored and rendered by the server
  await page.goto('/settings');
  await page.getByRole('button', { name: 'dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await screens(page, 'settings-dark');

  // Sign out and in again: still dark
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email or password is wrong')).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await screens(page, 'dashboard-dark');

  // Delete the expense, then restore it from Settings → Trash
  await page.goto('/expenses');
  await page.getByRole('button', { name: /Delete expense Colorado RN license/ }).click();
  await expect(page.getByText('No expenses yet')).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: /Expenses/ })).toBeVisible();
  await screens(page, 'settings-trash');
  await page.getByRole('button', { name: /Restore \$125\.00/ }).click();
  await expect(page.getByText('The trash is empty')).toBeVisible();
  await page.goto('/expenses');
  await expect(page.getByRole('cell', { name: 'Colorado RN license', exact: true })).toBeVisible();
});
