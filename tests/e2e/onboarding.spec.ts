import { expect, test } from '@playwright/test';
import { password } from './flows';

test('a new worker answers how they are paid and file before any figure is shown', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Email').fill(`avery-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  // Every page with figures sends them back here until both are answered.
  await page.goto('/profitability');
  await expect(page).toHaveURL(/\/welcome$/);

  // Nothing chosen: both questions are flagged at once and the keyboard lands on the first.
  await page.getByRole('button', { name: 'Show my numbers' }).click();
  await expect(page.getByText('Answer both questions')).toBeVisible();
  await expect(page.getByLabel('Employment type')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Filing status')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Employment type')).toBeFocused();

  await page.getByLabel('Employment type').selectOption({ label: '1099 contractor' });
  await page.getByLabel('Filing status').selectOption({ label: 'Married filing jointly' });
  await page.getByRole('button', { name: 'Show my numbers' }).click();
  // The household step is optional: skipping it changes nothing.
  await expect(page).toHaveURL(/\/welcome\/household$/);
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  await expect(page.getByLabel('Employment type')).toHaveValue('1099');
  await expect(page.getByLabel('Filing status')).toHaveValue('married_joint');
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/dashboard$/);
});
