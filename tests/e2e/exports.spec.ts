import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './flows';
import { screens } from './screens';

// The CSV downloads of Expenses and Mileage, through the browser: the links carry the page's filters,
// the files hold the header and the rows, quoted and guarded against spreadsheet formulas.

/** Clicks a download link; the file's name and its lines (byte-order mark and CRLF handled). */
async function download(page: Page, link: string): Promise<{ name: string; lines: string[] }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return { name: file.suggestedFilename(), lines: text.slice(1).split('\r\n').slice(0, -1) };
}

test('expenses and mileage download as CSV with the page filters', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const year = new Date().getUTCFullYear();
  await page.setViewportSize({ width: 1280, height: 900 });

  // Without a session the downloads are 401, not a sign-in page.
  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get(`/api/export/expenses.csv?year=${year}`)).status()).toBe(401);
  expect((await anonymous.get(`/api/export/mileage.csv?year=${year}`)).status()).toBe(401);
  await anonymous.dispose();

  await signUp(page, 'Morgan');
  await page.goto('/assignments');
  await page.getByRole('textbox', { name: 'Facility (required)' }).fill('Denver Health');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State').selectOption('CO');
  await page.getByLabel('Start date').fill(`${year}-01-05`);
  await page.getByLabel('End date').fill(`${year}-04-05`);
  await page.getByLabel('Taxable base pay / week').fill('900');
  await page.getByRole('button', { name: 'Add assignment' }).click();
  await expect(page.getByRole('link', { name: 'Denver Health' })).toBeVisible();

  // An expense whose description needs quoting and starts like a formula
  await page.goto('/expenses');
  await page.getByLabel('Date').first().fill(`${year}-02-14`);
  await page.getByLabel('Category').first().selectOption('licensing');
  await page.getByLabel('Amount').fill('1,250.5');
  await page.getByLabel('Description').fill('=HYPERLINK("x") RN, Colorado');
  await page.getByLabel('Assignment').first().selectOption({ label: 'Denver Health' });
  await page.getByRole('button', { name: 'Save expense' }).click();
  await expect(page.getByRole('cell', { name: '$1,250.50', exact: true })).toBeVisible();

  let csv = await download(page, 'Download CSV');
  expect(csv.name).toBe(`expenses-${year}.csv`);
  expect(csv.lines).toEqual([
    'Date,Category,Amount,Description,Assignment',
    `${year}-02-14,Licensing,1250.50,"'=HYPERLINK(""x"") RN, Colorado",Denver Health`,
  ]);

  // The filters travel with the link: another category leaves only the header
  await page.getByRole('form', { name: 'Filters' }).getByLabel('Category').selectOption('meals');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/category=meals/);
  await expect(page.getByText('No expenses match these filters')).toBeVisible();
  csv = await download(page, 'Download CSV');
  expect(csv.name).toBe(`expenses-${year}-meals.csv`);
  expect(csv.lines).toEqual(['Date,Category,Amount,Description,Assignment']);

  // Mileage log: date, origin, destination, purpose, miles first
  await page.goto('/mileage');
  await page.getByLabel('Date').first().fill(`${year}-03-20`);
  await page.getByLabel('Miles').fill('412');
  await page.getByLabel('Purpose').first().selectOption('tax_home_visit');
  await page.getByLabel('From').fill('Denver, CO');
  await page.getByLabel('To', { exact: true }).fill('Omaha, NE');
  await page.getByLabel('Assignment').first().selectOption({ label: 'Denver Health' });
  await page.getByRole('button', { name: 'Save trip' }).click();
  await expect(page.getByRole('cell', { name: 'Denver, CO → Omaha, NE', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: `Trip distance by month and purpose, ${year}` })).toBeVisible();
  await screens(page, 'mileage-chart');

  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Purpose').selectOption('tax_home_visit');
  await filters.getByLabel('Assignment').selectOption({ label: 'Denver Health (Denver, CO)' });
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/purpose=tax_home_visit/);
  await expect(page.getByRole('link', { name: 'Download mileage log' })).toHaveAttribute(
    'href',
    /\/api\/export\/mileage\.csv\?year=\d{4}&purpose=tax_home_visit&assignment_id=\d+$/,
  );
  csv = await download(page, 'Download mileage log');
  expect(csv.name).toBe(`mileage-${year}-tax_home_visit.csv`);
  expect(csv.lines).toEqual([
    'Date,Origin,Destination,Purpose,Miles,Notes,Assignment',
    `${year}-03-20,"Denver, CO","Omaha, NE",Tax home visit,412,,Denver Health`,
  ]);
});
