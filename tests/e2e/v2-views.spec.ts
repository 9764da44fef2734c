import { expect, test } from '@playwright/test';
import { addAssignment, addTaxHome, signUp, useTheme } from './flows';
import { screens } from './screens';

// Method version 2 in the web app: an assignment's GSA check month by month, the tax estimate with a
// quarterly payment recorded in place, and Compare with a place and a start date.

const year = new Date().getUTCFullYear();

test('an assignment in a seasonal area shows its GSA check month by month', async ({ page }) => {
  await signUp(page, 'Gsa');
  await addTaxHome(page);
  await addAssignment(
    page,
    { facility: 'NCH Baker', city: 'Naples', state: 'FL', start: `${year}-03-02`, end: `${year}-05-31` },
    { 'Taxable base pay / week': '1,000', 'Housing stipend / week': '1,700', 'M&IE stipend / week': '500' },
  );
  await page.getByRole('link', { name: 'NCH Baker' }).first().click();
  // The assignment's own page, once the click has taken the browser there (under load it can lag).
  await expect(page).toHaveURL(/\/assignments\/\d+$/);
  await page.goto(`${page.url()}#gsa`);
  const gsa = page.getByRole('region', { name: 'GSA per diem check' });
  // The months are a table at this width and cards below 640 px: count the form on screen.
  const months = gsa.getByTestId('gsa-month').filter({ visible: true });
  await expect(months).toHaveCount(3);
  // May is off-season: part of the 2,200.00 a week is above the rate, so the banner says partly taxable
  // and why (it said "Stipends tax-free" above a taxable excess before issue 38).
  const status = gsa.getByTestId('stipend-status');
  await expect(status).toContainText('Stipends partly taxable:');
  await expect(status).toContainText(`The GSA rate here is lower in May ${year}`);
  await expect(
    months
      .nth(2)
      .getByText(/\$[\d,]+\.\d\d/)
      .last(),
  ).toBeVisible();
  await expect(gsa.getByText('Above the rate, whole assignment')).toBeVisible();
  await screens(page, 'v2-assignment-gsa-light');
  await useTheme(page, 'dark');
  await page.goBack();
  await page.goBack();
  await screens(page, 'v2-assignment-gsa-dark');
});

test('a 1099 worker records a quarterly payment on the tax estimate', async ({ page }) => {
  await signUp(page, 'Quarterly', { employment: '1099 contractor', filing: 'Single' });
  await addTaxHome(page);
  await addAssignment(
    page,
    { facility: 'Mercy', city: 'Denver', state: 'CO', start: `${year}-01-05`, end: `${year}-06-28` },
    { 'Taxable base pay / week': '2,500' },
  );
  await page.goto(`/tax-estimate?year=${year}`);
  await expect(page.getByRole('heading', { name: 'Tax estimate' })).toBeVisible();
  const q2 = page.getByTestId('quarter-2');
  await expect(q2.getByTestId('q2-paid')).toHaveText('$0.00');
  const before = await page.getByTestId('plan-remaining').textContent();
  await q2.getByLabel('Amount paid').fill('500');
  await q2.getByRole('button', { name: 'Record payment' }).click();
  // IRC 6654(b)(3) (docs/tax-method.md §11): a payment goes to the unpaid installments in the order they are
  // due, so the quarter 2 payment is credited to quarter 1 first, as the settlement's plan says.
  await expect(page.getByTestId('q1-paid')).toHaveText('$500.00');
  await expect(q2.getByTestId('q2-paid')).toHaveText('$0.00');
  await expect(page.getByTestId('plan-remaining')).not.toHaveText(before ?? '');
  // a second payment for the same quarter is refused in plain words (quarter 2's form is still open: nothing
  // is credited to it)
  await q2.getByLabel('Amount paid').fill('100');
  await q2.getByRole('button', { name: 'Record payment' }).click();
  await expect(q2.getByText(/already recorded, and only one is kept per quarter/)).toBeVisible();
  await screens(page, 'v2-estimate-light');
  await useTheme(page, 'dark');
  await page.goto(`/tax-estimate?year=${year}`);
  await screens(page, 'v2-estimate-dark');
});

test('compare two offers with a city, a ZIP and a start date next year', async ({ page }) => {
  await signUp(page, 'Offers');
  await addTaxHome(page);
  await page.goto('/compare');
  const a = page.getByRole('group', { name: 'Contract A' });
  const b = page.getByRole('group', { name: 'Contract B' });
  await a.getByLabel('Name').fill('Brooklyn');
  await a.getByLabel('State').selectOption('NY');
  await a.getByLabel('City').fill('Brooklyn');
  await a.getByLabel('Start date').fill(`${year + 1}-03-02`);
  await a.getByLabel('Weekly base pay').fill('1,200');
  await a.getByLabel('Housing / week').fill('2,000');
  await b.getByLabel('Name').fill('Naples');
  await b.getByLabel('State').selectOption('FL');
  await b.getByLabel('ZIP').fill('34102');
  await b.getByLabel('Start date').fill(`${year + 1}-05-04`);
  await b.getByLabel('Weekly base pay').fill('1,300');
  await b.getByLabel('Housing / week').fill('1,500');
  await b.getByLabel('Overtime (total)').fill('3,000');
  await page.getByRole('button', { name: 'Compare contracts' }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('heading', { name: /pays more|pay the same/ })).toBeVisible();
  await screens(page, 'v2-compare-light');
  await useTheme(page, 'dark');
  await page.goto('/compare');
  await screens(page, 'v2-compare-dark');
});

test('compare starts from an existing assignment', async ({ page }) => {
  await signUp(page, 'Rory');
  const year = new Date().getUTCFullYear();
  await addAssignment(
    page,
    { facility: 'Tampa General', city: 'Tampa', state: 'FL', start: `${year}-01-05`, end: `${year}-04-05` },
    { 'Taxable base pay / week': '1,500' },
  );
  await page.goto('/compare');
  const start = page.getByRole('form', { name: 'Start from an assignment' });
  await start
    .getByLabel('Contract A from')
    .selectOption({ label: `Tampa General (Tampa, FL) from Jan 5, ${year}` });
  await start.getByRole('button', { name: 'Fill in' }).click();
  await expect(page).toHaveURL(/from_a=\d+/);
  const a = page.getByRole('group', { name: 'Contract A' });
  await expect(a.getByLabel('Name')).toHaveValue('Tampa General');
  await expect(a.getByLabel('City')).toHaveValue('Tampa');
  await expect(a.getByLabel('Start date')).toHaveValue(`${year}-01-05`);
  await expect(a.getByLabel('Weeks')).toHaveValue('13');
  await expect(a.getByLabel('Weekly base pay')).toHaveValue('1500.00');
  await screens(page, 'compare-from-assignment');
});
