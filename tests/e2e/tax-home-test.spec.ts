import { expect, test } from '@playwright/test';
import { addAssignment, addExpense, addTaxHome, addTrip, signUp, useTheme } from './flows';
import { screens } from './screens';

// Issue 18 in the web app: the IRS tax home test page with stipend eligibility and the keep-home balance,
// its card on the dashboard, the extension simulator on an assignment and a receipt flag on the expenses.

const year = new Date().getUTCFullYear();

test('the tax home test, stipend eligibility, the extension simulator and a receipt flag', async ({
  page,
}) => {
  await signUp(page, 'Taxhome');
  await addTaxHome(page, { 'Monthly rent or mortgage': '1,200' });
  await addAssignment(
    page,
    { facility: 'Denver Health', city: 'Denver', state: 'CO', start: `${year}-01-05`, end: `${year}-04-05` },
    { 'Taxable base pay / week': '900', 'Housing stipend / week': '1,000', 'M&IE stipend / week': '300' },
  );

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'IRS tax home test' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: /See the evidence/ }).click();
  await expect(page).toHaveURL(/\/tax-home\/test$/);
  await expect(page.getByRole('heading', { name: 'IRS tax home test', level: 1 })).toBeVisible();
  // Rent is recorded (factor 2); no work near Omaha, no visit, no ties: one factor of three.
  await expect(page.getByText('At risk: itinerant')).toBeVisible();
  const eligibility = page.getByRole('region', { name: `Stipend eligibility ${year}` });
  await expect(eligibility.getByText('Denver Health · Denver, CO')).toBeVisible();
  await expect(eligibility.getByText('Tax-free', { exact: true })).toBeVisible();
  await expect(page.getByTestId('keep-home-summary')).toContainText('Keeping your home');
  await screens(page, 'taxhome-test-light');
  await useTheme(page, 'dark');
  await page.goto('/tax-home/test');
  await screens(page, 'taxhome-test-dark');

  await page.goto('/assignments');
  await page.getByRole('link', { name: 'Denver Health' }).first().click();
  await page.getByLabel('Extend by (weeks)').fill('40');
  await page.getByRole('button', { name: 'Show what it costs' }).click();
  const result = page.getByTestId('extension-result');
  await expect(result.getByText('Breaks the 12-month rule')).toBeVisible();
  await expect(result).toContainText('of stipends taxable');
  await screens(page, 'taxhome-extension-dark');

  await addExpense(page, { category: 'lodging', amount: '40', description: 'Motel night' });
  await expect(page.getByText('Needs a receipt').first()).toBeVisible();
  await screens(page, 'taxhome-expenses-dark');
});

test('a trip home in the mileage log is confirmed as a visit with one click', async ({ page }) => {
  await signUp(page, 'Visits');
  await addTaxHome(page);
  await addTrip(page, {
    date: `${year}-01-02`,
    miles: '212',
    purpose: 'tax_home_visit',
    from: 'Denver',
    to: 'Omaha',
  });
  await page.goto('/tax-home');
  const suggested = page.getByTestId('suggested-visit');
  await expect(suggested).toContainText('212');
  await screens(page, 'taxhome-visit-suggested-light');
  await suggested.getByRole('button', { name: 'Confirm this visit' }).click();
  await expect(page.getByTestId('suggested-visit')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Visits' })).toContainText('since your last visit');
});
