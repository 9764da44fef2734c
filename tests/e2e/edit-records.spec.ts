import { expect, test, type Page } from '@playwright/test';
import { screens } from './screens';
import { addExpense, addTaxHome, addTrip, signUp, useTheme } from './flows';

// Correcting a record after the fact: every list links each row to the record's edit page, which opens
// prefilled, shows errors beside the fields, saves back to the list, clears optional fields, deletes, and
// answers 404 for a record that is not the user's (or no longer exists).

const year = new Date().getUTCFullYear();

/** Opens a row's edit page from its list link; its path. */
async function openEdit(page: Page, link: string | RegExp, path: RegExp): Promise<string> {
  await page.getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(path);
  return new URL(page.url()).pathname;
}

const save = (page: Page) => page.getByRole('button', { name: 'Save changes' }).click();

/** The 404 page, answered with status 404. */
async function expectNotFound(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} is 404`).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
}

test('edit an expense, a trip, a credential and tax home records from their lists', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, 'Quinn');
  const edited: Record<string, string> = {};

  // Expense: errors beside the fields, then the corrected values in the list
  await addExpense(page, {
    date: `${year}-02-14`,
    category: 'licensing',
    amount: '125',
    description: 'Colorado RN license',
  });
  edited.expense = await openEdit(page, 'Colorado RN license', /\/expenses\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Colorado RN license', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveValue('125.00');
  await expect(page.getByLabel('Category')).toHaveValue('licensing');
  await expect(page.getByLabel('Date')).toHaveValue(`${year}-02-14`);
  await page.getByLabel('Amount').fill('12.5.0');
  await page.getByLabel('Date').fill('');
  await save(page);
  await expect(page.getByText('Check the highlighted fields')).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter an amount in dollars, like 1,250.00')).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveAttribute('aria-invalid', 'true');
  await screens(page, 'edit-expense-errors');
  await page.getByLabel('Date').fill(`${year}-02-15`);
  await page.getByLabel('Amount').fill('140.25');
  await page.getByLabel('Description').fill('Colorado RN license renewal');
  await page.getByLabel('Category').selectOption('dues');
  await save(page);
  await expect(page).toHaveURL(new RegExp(`/expenses\\?year=${year}$`));
  const expenseRow = page.getByRole('row', { name: /Colorado RN license renewal/ });
  await expect(expenseRow).toContainText('$140.25');
  await expect(expenseRow).toContainText('Dues');
  await expect(expenseRow).toContainText('Feb 15');
  // A cleared optional field is cleared, not kept: the row falls back to the category
  await openEdit(page, 'Colorado RN license renewal', /\/expenses\/\d+$/);
  await page.getByLabel('Description').fill('');
  await save(page);
  await expect(page.getByRole('link', { name: 'Dues', exact: true })).toBeVisible();
  await expect(page.getByText('Colorado RN license renewal')).toHaveCount(0);

  // Trip
  await addTrip(page, {
    date: `${year}-03-20`,
    miles: '540',
    purpose: 'tax_home_visit',
    from: 'Omaha, NE',
    to: 'Denver, CO',
  });
  edited.trip = await openEdit(page, 'Omaha, NE → Denver, CO', /\/mileage\/\d+$/);
  await expect(page.getByLabel('Miles')).toHaveValue('540');
  await expect(page.getByLabel('Purpose')).toHaveValue('tax_home_visit');
  await page.getByLabel('Miles').fill('455');
  await page.getByLabel('To', { exact: true }).fill('Lincoln, NE');
  await page.getByLabel('Notes').fill('Via I-80');
  await save(page);
  await expect(page).toHaveURL(new RegExp(`/mileage\\?year=${year}$`));
  const tripRow = page.getByRole('row', { name: /Omaha, NE → Lincoln, NE/ });
  await expect(tripRow).toContainText('455');
  await expect(tripRow).toContainText('Tax home visit');

  // Credential: rename it and clear its number and expiration date
  await page.goto('/credentials');
  await page.getByLabel('Name').fill('Colorado RN license');
  await page.getByLabel('Number').fill('RN-123');
  await page.getByLabel('Expires').fill(`${year - 1}-06-30`);
  await page.getByRole('button', { name: 'Add credential' }).click();
  const table = page.getByRole('table', { name: 'Credentials' });
  await expect(table.getByRole('row', { name: /Colorado RN license/ })).toContainText('Expired');
  edited.credential = await openEdit(page, 'Colorado RN license', /\/credentials\/\d+$/);
  await expect(page.getByLabel('Number')).toHaveValue('RN-123');
  await expect(page.getByLabel('Expires')).toHaveValue(`${year - 1}-06-30`);
  await page.getByLabel('Issued').fill(`${year}-01-10`);
  await save(page);
  await expect(page.getByText('The expiration date must be on or after the issue date')).toBeVisible();
  await page.getByLabel('Name').fill('Compact RN license');
  await page.getByLabel('Number').fill('');
  await page.getByLabel('Expires').fill('');
  await save(page);
  await expect(page).toHaveURL(/\/credentials$/);
  const credentialRow = table.getByRole('row', { name: /Compact RN license/ });
  await expect(credentialRow).toContainText('Valid');
  await expect(credentialRow).not.toContainText('RN-123');

  // Tax home document and cost
  await addTaxHome(page);
  const docs = page.getByRole('region', { name: /Documents/ });
  await docs.getByLabel('Title').fill('Lease');
  await docs.getByLabel('Date').fill(`${year}-01-01`);
  await docs.getByRole('button', { name: 'Add document' }).click();
  await expect(docs.getByRole('link', { name: 'Lease' })).toBeVisible();
  const costs = page.getByRole('region', { name: /Costs/ });
  await costs.getByLabel('Amount').fill('950');
  await costs.getByLabel('Month').selectOption('3');
  await costs.getByRole('button', { name: 'Add cost' }).click();
  await expect(costs.getByRole('link', { name: /^Rent/ })).toBeVisible();
  edited.doc = await openEdit(page, 'Lease', /\/tax-home\/docs\/\d+$/);
  await page.getByLabel('Title').fill('Lease 2026–27');
  await page.getByLabel('Type').selectOption('mortgage_statement');
  await save(page);
  await expect(page).toHaveURL(new RegExp(`/tax-home\\?year=${year}$`));
  await expect(docs.getByRole('listitem').filter({ hasText: 'Lease 2026–27' })).toContainText(
    'Mortgage statement',
  );
  edited.cost = await openEdit(page, /^Rent/, /\/tax-home\/costs\/\d+$/);
  await expect(page.getByLabel('Amount')).toHaveValue('950.00');
  await expect(page.getByLabel('Year')).toHaveValue(String(year));
  await page.getByLabel('Amount').fill('975');
  await page.getByLabel('Description').fill('March rent');
  await save(page);
  await expect(costs.getByRole('listitem').filter({ hasText: 'March rent' })).toContainText('$975.00');
  await screens(page, 'edit-tax-home-lists');

  // Each edit page at both widths, light then dark
  for (const [name, path] of Object.entries(edited)) {
    await page.goto(path);
    await screens(page, `edit-${name}`);
  }
  await useTheme(page, 'dark');
  for (const [name, path] of Object.entries(edited)) {
    await page.goto(path);
    await screens(page, `edit-${name}-dark`);
  }

  // Another user gets the 404 page for these records, and so does a malformed id
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUp(otherPage, 'Sasha');
  for (const path of Object.values(edited)) await expectNotFound(otherPage, path);
  await expectNotFound(otherPage, '/expenses/not-an-id');
  await other.close();

  // Deleting from the edit page goes back to the list; the deleted record's page is 404 too
  await page.goto(edited.trip ?? '');
  await page.getByRole('button', { name: 'Delete trip' }).click();
  await expect(page).toHaveURL(/\/mileage$/);
  await expect(page.getByText('No trips yet')).toBeVisible();
  await expectNotFound(page, edited.trip ?? '');
});
