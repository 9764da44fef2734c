import { expect, test, type Page } from '@playwright/test';
import { addAssignment, password, useTheme } from './flows';
import { screens } from './screens';

// One year, one answer (issue 38) on screen: issue 38's nurse (married, Columbus home, a 13-week Philadelphia
// contract ending in December, her agency's W-2 withholding Pennsylvania tax under reciprocity, her spouse's
// wages and one child). The estimate's headline names each government apart, the filing order lists the
// federal, Pennsylvania, Ohio and Columbus returns, and Compare taxes an offer on her household's return;
// light and dark, at 375 and 1280 px.

const year = new Date().getUTCFullYear();

async function nurse(page: Page) {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Avery');
  await page
    .getByLabel('Email')
    .fill(`avery-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Employment type').selectOption({ label: 'W-2 employee' });
  await page.getByLabel('Filing status').selectOption({ label: 'Married filing jointly' });
  await page.getByRole('button', { name: 'Show my numbers' }).click();
  await expect(page).toHaveURL(/\/welcome\/household$/);
  await page.getByLabel('Spouse’s wages').fill('52,000');
  await page.getByLabel('Spouse’s federal tax withheld').fill('3,000');
  await page.getByLabel('Children under 17').fill('1');
  await page.getByRole('button', { name: 'Save and show my numbers' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/tax-home');
  await page.getByLabel('Street address').fill('88 High St');
  await page.getByLabel('City').fill('Columbus');
  await page.getByLabel('State', { exact: false }).first().selectOption('OH');
  await page.getByLabel('ZIP').fill('43215');
  await page.getByRole('button', { name: 'Save tax home' }).click();
  await expect(page.getByRole('heading', { name: 'Columbus, OH' })).toBeVisible();

  await addAssignment(
    page,
    {
      facility: 'Temple University Hospital',
      city: 'Philadelphia',
      state: 'PA',
      start: `${year}-09-06`,
      end: `${year}-12-05`,
    },
    {
      Agency: 'Aya Healthcare',
      ZIP: '19140',
      'Hours per week': '48',
      'Taxable base pay / week': '2,400',
      'Housing stipend / week': '1,000',
      'M&IE stipend / week': '350',
      'Overtime pay (whole contract)': '9,360',
    },
  );
  await expect(page.getByText('Assignment added')).toBeVisible();

  await page.goto(`/income-documents?year=${year}`);
  await page.getByLabel('Agency or employer').fill('Aya Healthcare');
  await page.getByLabel('Box 1: wages').fill('40,560');
  await page.getByLabel('Box 2: federal tax withheld').fill('6,088.50');
  await page.getByLabel('Box 15: state (1)').selectOption('PA');
  await page.getByLabel('Box 16: state wages (1)').fill('40,560');
  await page.getByLabel('Box 17: state tax (1)').fill('977.67');
  await page.getByLabel('Box 20: locality (1)').fill('PHILA');
  await page.getByLabel('Box 18: local wages (1)').fill('40,560');
  await page.getByLabel('Box 19: local tax (1)').fill('1,391.21');
  await page.getByRole('button', { name: 'Save document' }).click();
  await expect(page.getByText('Document saved')).toBeVisible();
}

test('the nurse’s year: each government apart, the city return in the filing order, Compare on her household', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await nurse(page);
  // Last year's return, as she enters it in Settings: the safe harbor says it uses it.
  await page.goto('/settings/household');
  await page.getByLabel('Last year’s total tax').fill('3,200');
  await page.getByRole('button', { name: 'Save household' }).click();
  await expect(page.getByLabel('Last year’s adjusted gross income')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Last year’s adjusted gross income').fill('88,000');
  await page.getByRole('button', { name: 'Save household' }).click();
  await expect(page.getByText('Household saved')).toBeVisible();
  await screens(page, 'filing-household-prior-year');
  await page.goto(`/tax-estimate?year=${year}`);
  await expect(page.getByTestId('safe-harbor-note')).toContainText(
    `Last year’s tax is the total tax you entered from your ${year - 1} return ($3,200.00, Form 1040 line 24).`,
  );

  await useTheme(page, 'light');
  await everySurface(page, 'light');
  await useTheme(page, 'dark');
  await everySurface(page, 'dark');
});

async function everySurface(page: Page, theme: 'light' | 'dark') {
  // The headline, one government at a time: the federal refund is not netted against what Ohio asks.
  await page.goto(`/tax-estimate?year=${year}`);
  const headline = page.getByTestId('answer-headline');
  await expect(headline).toContainText(/^Federal: refund \$[\d,]+\.\d{2}/);
  await expect(headline).toContainText('Pennsylvania: refund $977.67');
  await expect(headline).toContainText(/Ohio: you owe \$[\d,]+\.\d{2}/);
  await expect(headline).toContainText(/Columbus: you owe \$[\d,]+\.\d{2}/);
  await expect(headline).not.toContainText('You will');
  await expect(page.getByTestId('answer-state-PA-return')).toHaveText(
    /^File PA-40 \(nonresident\) by Apr 15, \d{4} to get it back$/,
  );
  // Her contract ended on December 5: no paycheck is left, so the advice is an estimated payment, if any.
  await expect(page.getByTestId('withholding-advice')).not.toContainText('paychecks left');
  await screens(page, `filing-estimate-${theme}`);

  // The filing order: federal, Pennsylvania for the refund, Ohio, then the Columbus city return.
  await page.goto(`/state-income?year=${year}`);
  const order = page.getByTestId('filing-order');
  const steps = order.locator('ol > li');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText('Federal — Form 1040');
  await expect(steps.nth(1)).toContainText('Pennsylvania — PA-40 (nonresident)');
  await expect(steps.nth(1)).toContainText('to get your money back · refund $977.67');
  await expect(steps.nth(2)).toContainText('Ohio — IT 1040 (resident, home state)');
  await expect(steps.nth(3)).toContainText('Columbus — Form IR-25 (city where you live)');
  await expect(order.getByTestId('filing-not-needed')).toContainText('Philadelphia:');
  await expect(page.getByTestId('state-filing-PA')).toContainText('File to get your refund');
  await screens(page, `filing-order-${theme}`);

  // Compare on the household: an offer's tax is what it adds to her joint return.
  await page.goto('/compare');
  for (const [legend, c] of [
    ['Contract A', { Name: 'Philly ICU', State: 'PA', City: 'Philadelphia', 'Weekly base pay': '2,000' }],
    ['Contract B', { Name: 'Austin ICU', State: 'TX', City: 'Austin', 'Weekly base pay': '1,900' }],
  ] as const) {
    const side = page.getByRole('group', { name: legend });
    for (const [label, value] of Object.entries(c)) {
      if (label === 'State') await side.getByLabel(label).selectOption(value);
      else await side.getByLabel(label).fill(value);
    }
    await side.getByLabel('Start date').fill(`${year}-01-05`);
  }
  await page.getByRole('button', { name: 'Compare contracts' }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('table')).toBeVisible();
  await expect(result.getByTestId('compare-notes')).toContainText(
    `Each contract’s tax is what it adds to your household’s ${year} return`,
  );
  await screens(page, `filing-compare-${theme}`);
}
