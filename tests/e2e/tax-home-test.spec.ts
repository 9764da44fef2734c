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
  // No rent recorded as a cost: the home's own monthly rent is counted, and the note says so.
  await expect(page.getByTestId('keep-home-note')).toContainText(
    'your monthly rent or mortgage of $1,200.00',
  );
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

test('visits home: a suggested trip confirmed with one click, a visit added and edited, days at home', async ({
  page,
}) => {
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
  const visits = page.getByRole('region', { name: 'Visits' });
  const suggested = page.getByTestId('suggested-visit');
  await expect(suggested).toContainText('Trip home, 212 miles to Omaha');
  await expect(page.getByTestId('days-at-home')).toContainText(`0 days at home in ${year}`);
  await screens(page, 'taxhome-visit-suggested-light');
  await suggested.getByRole('button', { name: 'Confirm this visit' }).click();
  await expect(page.getByTestId('suggested-visit')).toHaveCount(0);
  await expect(visits).toContainText('since your last visit');
  await expect(page.getByTestId('days-at-home')).toContainText(`1 day at home in ${year} (1 visit)`);
  await expect(visits.getByRole('link', { name: `Jan 2, ${year}` })).toBeVisible();

  // A visit of three days, logged by hand, overlapping nothing: 1 + 3 = 4 days at home.
  await visits.getByLabel('Arrived').fill(`${year}-02-10`);
  await visits.getByLabel('Left').fill(`${year}-02-12`);
  await visits.getByLabel('Notes').fill('Dentist and mail');
  await visits.getByRole('button', { name: 'Log visit' }).click();
  await expect(visits.getByText('Visit logged')).toBeVisible();
  await expect(page.getByTestId('days-at-home')).toContainText(`4 days at home in ${year} (2 visits)`);
  await expect(visits).toContainText('3 days · Dentist and mail');

  // A visit that ends before it starts is refused on the field, in plain words.
  await visits.getByLabel('Arrived').fill(`${year}-03-10`);
  await visits.getByLabel('Left').fill(`${year}-03-09`);
  await visits.getByRole('button', { name: 'Log visit' }).click();
  await expect(
    visits.getByText('The day you left must be on or after the day you arrived').first(),
  ).toBeVisible();

  // Editing it to overlap the confirmed day counts that day once: Jan 1-2 and Jan 2 are 2 days.
  await visits.getByRole('link', { name: `Feb 10, ${year} to Feb 12, ${year}` }).click();
  await expect(page.getByRole('heading', { name: 'Visit home', level: 1 })).toBeVisible();
  await page.getByLabel('Arrived').fill(`${year}-01-01`);
  await page.getByLabel('Left').fill(`${year}-01-02`);
  await page.getByRole('button', { name: /Save/ }).click();
  await expect(page).toHaveURL(/\/tax-home/);
  await expect(page.getByTestId('days-at-home')).toContainText(`2 days at home in ${year} (2 visits)`);
  await screens(page, 'taxhome-visits-light');
  await useTheme(page, 'dark');
  await addTrip(page, {
    date: `${year}-03-01`,
    miles: '212',
    purpose: 'tax_home_visit',
    from: 'Denver',
    to: 'Omaha',
  });
  await page.goto('/tax-home');
  await expect(page.getByTestId('suggested-visit')).toHaveCount(1);
  await screens(page, 'taxhome-visits-dark');

  // A tie that disagrees: a Texas driver's license for a Nebraska home is a reminder, with how to fix it.
  const docs = page.getByRole('region', { name: `Documents · ${year}` });
  await docs.getByLabel('Type').selectOption('drivers_license');
  await docs.getByLabel('Title').fill("Texas driver's license");
  await docs.getByLabel('State it is from').selectOption('TX');
  await docs.getByRole('button', { name: 'Add document' }).click();
  await expect(docs.getByText('· TX').first()).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByText("Your driver's license is from Texas, not Nebraska").first()).toBeVisible();
  await expect(page.getByText('then upload it with its state').first()).toBeVisible();
  await screens(page, 'taxhome-tie-notification-dark');
});
