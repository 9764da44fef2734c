import { expect, test } from '@playwright/test';
import { addAssignment, addTaxHome, password, useTheme } from './flows';
import { screens } from './screens';

// Tax method 3.1 on screen: a head-of-household W-2 nurse with one child and a modest base wage (stipends are
// tax-free, so the taxable wage is low by design) gets the earned income credit, which the estimate's answer
// counts as paid; light and dark, 375 and 1280 px.

const year = new Date().getUTCFullYear();

test('a head-of-household nurse with one child sees the earned income credit counted as paid', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Email').fill(`rosa-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Employment type').selectOption({ label: 'W-2 employee' });
  await page.getByLabel('Filing status').selectOption({ label: 'Head of household' });
  await page.getByRole('button', { name: 'Show my numbers' }).click();
  await expect(page).toHaveURL(/\/welcome\/household$/);
  await page.getByLabel('Children under 17').fill('1');
  await page.getByRole('button', { name: 'Save and show my numbers' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // 70 days at $4,500 a week: $45,000 of wages.
  await addTaxHome(page);
  await addAssignment(
    page,
    { facility: 'Tampa General', city: 'Tampa', state: 'FL', start: `${year}-03-01`, end: `${year}-05-09` },
    { Agency: 'Aya Healthcare', 'Taxable base pay / week': '4,500' },
  );
  await expect(page.getByText('Assignment added')).toBeVisible();

  await page.goto(`/tax-estimate?year=${year}`);
  const answer = page.getByTestId('estimate-answer');
  await expect(answer.getByTestId('answer-headline')).toHaveText(
    /^Federal: (refund|you owe) \$[\d,]+\.\d{2}( · [A-Za-z ]+: (refund|you owe) \$[\d,]+\.\d{2})*$/,
  );
  await expect(answer).toContainText(
    /the refundable credits \(\$[\d,]+\.\d{2}: [^)]*the earned income credit\) count as paid/,
  );
  await screens(page, 'earned-income-credit-light');

  await useTheme(page, 'dark');
  await page.goto(`/tax-estimate?year=${year}`);
  await expect(page.getByTestId('answer-headline')).toBeVisible();
  await screens(page, 'earned-income-credit-dark');
});
