import { expect, type Page } from '@playwright/test';

export const password = 'correct-horse-42';

type WelcomeAnswers = { employment: 'W-2 employee' | '1099 contractor'; filing: string };

/** The welcome page after sign-up: how the worker is paid and files, then skips the household step. */
export async function answerWelcome(
  page: Page,
  answers: WelcomeAnswers = { employment: 'W-2 employee', filing: 'Single' },
): Promise<void> {
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByLabel('Employment type').selectOption({ label: answers.employment });
  await page.getByLabel('Filing status').selectOption({ label: answers.filing });
  await page.getByRole('button', { name: 'Show my numbers' }).click();
  // The optional household step: skipped here (tests/e2e/household.spec.ts answers it).
  await expect(page).toHaveURL(/\/welcome\/household$/);
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs a new user up through the form and answers the welcome questions; lands on the dashboard. */
export async function signUp(page: Page, firstName: string, answers?: WelcomeAnswers): Promise<string> {
  // Unique across parallel workers, not only across time.
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await answerWelcome(page, answers);
  return email;
}

/** Stores the theme in Settings; the server renders it from then on. */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('button', { name: theme }).click();
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/** Saves the tax home form (1234 Maple St, Omaha, NE) with any more fields, by label. */
export async function addTaxHome(page: Page, more: Record<string, string> = {}): Promise<void> {
  await page.goto('/tax-home');
  await page.getByLabel('Street address').fill('1234 Maple St');
  await page.getByLabel('City').fill('Omaha');
  await page.getByLabel('State', { exact: false }).first().selectOption('NE');
  for (const [label, value] of Object.entries(more)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Save tax home' }).click();
  await expect(page.getByRole('heading', { name: 'Omaha, NE' })).toBeVisible();
}

/** Saves an assignment through the form on /assignments, with any more fields by label; waits until saved. */
export async function addAssignment(
  page: Page,
  a: { facility: string; city: string; state: string; start: string; end: string },
  more: Record<string, string> = {},
): Promise<void> {
  await page.goto('/assignments');
  await page.getByRole('textbox', { name: 'Facility (required)' }).fill(a.facility);
  await page.getByLabel('City').fill(a.city);
  await page.getByLabel('State').selectOption(a.state);
  await page.getByLabel('Start date').fill(a.start);
  await page.getByLabel('End date').fill(a.end);
  for (const [label, value] of Object.entries(more)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Add assignment' }).click();
  // Saved when the confirmation shows: a page opened before it could cancel the save in flight.
  await expect(page.getByRole('status').filter({ hasText: 'Assignment added' })).toBeVisible();
}

/** Saves an expense through the form on /expenses (dated today unless a date is given). */
export async function addExpense(
  page: Page,
  e: { date?: string; category: string; amount: string; description: string },
): Promise<void> {
  await page.goto('/expenses');
  if (e.date) await page.getByLabel('Date').first().fill(e.date);
  await page.getByLabel('Category').first().selectOption(e.category);
  await page.getByLabel('Amount').fill(e.amount);
  await page.getByLabel('Description').fill(e.description);
  await page.getByRole('button', { name: 'Save expense' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Expense saved' })).toBeVisible();
}

/** Saves a trip through the form on /mileage. */
export async function addTrip(
  page: Page,
  t: { date: string; miles: string; purpose: string; from: string; to: string },
): Promise<void> {
  await page.goto('/mileage');
  await page.getByLabel('Date').first().fill(t.date);
  await page.getByLabel('Miles').fill(t.miles);
  await page.getByLabel('Purpose').first().selectOption(t.purpose);
  await page.getByLabel('From').fill(t.from);
  await page.getByLabel('To', { exact: true }).fill(t.to);
  await page.getByRole('button', { name: 'Save trip' }).click();
  // Saved when the confirmation shows (and takes the focus): a menu opened before would close on it.
  await expect(page.getByRole('status').filter({ hasText: 'Trip saved' })).toBeVisible();
}
