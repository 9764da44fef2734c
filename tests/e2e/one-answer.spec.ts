import { expect, test } from '@playwright/test';
import { addAssignment, addTaxHome, signUp, useTheme } from './flows';
import { screens } from './screens';

// Issue 38, item 6: pages that no longer contradict each other. A GSA excess is "partly taxable" with its
// cause, a W-2 whose boxes do not add up is saved with a warning at the box, and the audit packet asks the
// worker's full name (Settings keeps it).

const year = new Date().getUTCFullYear();

test('a Philadelphia contract into December: partly taxable, the winter rate named, here and in the extension', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, 'Penn');
  await addTaxHome(page);
  // $2,060 a week: under Philadelphia's $2,170 GSA rate from September to November, above December's $1,736.
  await addAssignment(
    page,
    {
      facility: 'Penn Presbyterian',
      city: 'Philadelphia',
      state: 'PA',
      start: `${year}-09-06`,
      end: `${year}-12-05`,
    },
    { 'Taxable base pay / week': '1,200', 'Housing stipend / week': '1,500', 'M&IE stipend / week': '560' },
  );
  await expect(page.getByText('Assignment added')).toBeVisible();
  await page.getByRole('link', { name: 'Penn Presbyterian' }).first().click();
  await expect(page).toHaveURL(/\/assignments\/\d+$/);
  const gsa = page.getByRole('region', { name: 'GSA per diem check' });
  const banner = gsa.getByTestId('stipend-status');
  await expect(banner).toContainText('Stipends partly taxable:');
  await expect(banner).not.toContainText('Stipends tax-free');
  // Sep 6 (first day, 75% M&IE) $7.29 + December $254.43, rounded once: $261.71, the card's own figure.
  await expect(banner).toContainText("$261.71 of this contract's stipends is above the GSA rate");
  await expect(banner).toContainText(`The GSA rate here is lower in December ${year}: $1,736.00 a week`);
  await expect(gsa.getByText('$261.71').first()).toBeVisible();

  // Four more weeks run into January: the cause of the new taxable stipends is the lower rate, not the rule.
  await page.getByLabel('Extend by (weeks)').fill('4');
  await page.getByRole('button', { name: 'Show what it costs' }).click();
  const result = page.getByTestId('extension-result');
  await expect(result.getByText('Within the 12-month rule')).toBeVisible();
  await expect(result).toContainText('of stipends taxable');
  await expect(result.getByTestId('extension-cause')).toContainText(
    `The GSA rate here is lower in December ${year} and January ${year + 1}`,
  );
  await screens(page, 'one-answer-assignment-light');
  const url = page.url();
  await useTheme(page, 'dark');
  await page.goto(url);
  await expect(page.getByTestId('stipend-status')).toContainText('Stipends partly taxable:');
  await expect(page.getByTestId('extension-cause')).toBeVisible();
  await screens(page, 'one-answer-assignment-dark');
});

test('a W-2 with box 2 above box 1 is saved, and the form says so at the box', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, 'Wynn');
  await page.goto(`/income-documents?year=${year}`);
  await page.getByLabel('Agency or employer').fill('Aya Healthcare');
  await page.getByLabel('Box 1: wages').fill('31,200.00');
  await page.getByLabel('Box 2: federal tax withheld').fill('45,000.00');
  await page.getByLabel('Box 3: Social Security wages').fill('31,200.00');
  await page.getByLabel('Box 4: Social Security tax withheld').fill('1,000.00');
  await page.getByLabel('Box 5: Medicare wages').fill('31,200.00');
  await page.getByLabel('Box 6: Medicare tax withheld').fill('452.40');
  await page.getByRole('button', { name: 'Save document' }).click();
  // Saved (not refused), and opened on its own page with each warning at its box.
  await expect(page).toHaveURL(/\/income-documents\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Saved: 2 boxes to check' })).toBeVisible();
  await expect(page.getByLabel('Box 2: federal tax withheld')).toHaveValue('45000.00');
  await expect(page.getByLabel('Box 2: federal tax withheld')).toHaveAccessibleDescription(
    /Box 2 \(\$45,000\.00\) is more than box 1 \(\$31,200\.00\)/,
  );
  // 6.2% × $31,200 = $1,934.40
  await expect(page.getByLabel('Box 4: Social Security tax withheld')).toHaveAccessibleDescription(
    /Box 4 should be 6\.2% of box 3 \(\$31,200\.00\): \$1,934\.40, not \$1,000\.00/,
  );
  // 1.45% × $31,200 = $452.40: right, nothing said
  await expect(page.getByLabel('Box 6: Medicare tax withheld')).not.toHaveAccessibleDescription(/should be/);
  await screens(page, 'one-answer-income-warning-light');
  const url = page.url();
  await useTheme(page, 'dark');
  await page.goto(url);
  await expect(page.getByText('Check:').first()).toBeVisible();
  await screens(page, 'one-answer-income-warning-dark');

  // Corrected, the warnings go and the save returns to the list.
  await page.getByLabel('Box 2: federal tax withheld').fill('3,120.00');
  await page.getByLabel('Box 4: Social Security tax withheld').fill('1,934.40');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/income-documents\\?year=${year}$`));
  await expect(page.getByRole('link', { name: 'Aya Healthcare' })).toBeVisible();
  await expect(page.getByText('Check boxes')).toHaveCount(0);
});

test('the audit packet asks the full name once; Settings keeps it, "As on your tax return"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, 'Maya');
  await page.goto('/tax-preparer');
  const ask = page.getByTestId('packet-full-name');
  await expect(ask).toContainText('we only know your first name');
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await screens(page, 'one-answer-packet-name');
  await page.getByLabel('Your full name').fill('Maya R. Lopez');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expect(page.getByTestId('packet-full-name')).toHaveCount(0);

  await page.goto('/settings');
  const name = page.getByLabel('Full name');
  await expect(name).toHaveValue('Maya R. Lopez');
  await expect(name).toHaveAccessibleDescription('As on your tax return');
  await name.fill('Maya Rose Lopez');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Maya Rose Lopez');
  await screens(page, 'one-answer-settings-light');
  await useTheme(page, 'dark');
  await expect(page.getByLabel('Full name')).toHaveValue('Maya Rose Lopez');
  await screens(page, 'one-answer-settings-dark');
});
