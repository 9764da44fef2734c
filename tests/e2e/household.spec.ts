import { expect, test } from '@playwright/test';
import { addAssignment, addTaxHome, password, signUp, useTheme } from './flows';
import { screens } from './screens';

// Tax method v3 on screen: the household questions (onboarding's optional step and Settings), and the Tax
// estimate's answer, owed or refunded, with the withholding check of a W-2 nurse; light and dark.

const year = new Date().getUTCFullYear();

test('a married W-2 nurse answers the household questions, enters her W-2 and sees what she will owe or get back', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Harper');
  await page.getByLabel('Email').fill(`harper-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Employment type').selectOption({ label: 'W-2 employee' });
  await page.getByLabel('Filing status').selectOption({ label: 'Married filing jointly' });
  await page.getByRole('button', { name: 'Show my numbers' }).click();

  // The household step: a joint return asks for the spouse; a bad answer is flagged, nothing saved.
  await expect(page).toHaveURL(/\/welcome\/household$/);
  await expect(page.getByRole('heading', { name: 'Anyone else on your return?' })).toBeVisible();
  await page.getByLabel('Spouse’s wages').fill('70,000');
  await page.getByLabel('Spouse’s federal tax withheld').fill('6,200');
  await page.getByLabel('Children under 17').fill('25');
  await page.getByRole('button', { name: 'Save and show my numbers' }).click();
  await expect(page.getByLabel('Children under 17')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Use at most 20')).toBeVisible();
  await page.getByLabel('Children under 17').fill('2');
  await page.getByRole('button', { name: 'Save and show my numbers' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Kept in Settings → Household, with the rest of the questions.
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Edit household' }).click();
  await expect(page).toHaveURL(/\/settings\/household$/);
  await expect(page.getByLabel('Spouse’s wages')).toHaveValue('70000.00');
  await expect(page.getByLabel('Children under 17')).toHaveValue('2');
  await page.getByLabel('Property taxes').fill('4,800');
  // The spouse's W-2 boxes 18-20: box 19 without the place of box 20 is refused at box 20, nothing saved.
  await page.getByLabel('Spouse’s local tax withheld').fill('69');
  await page.getByRole('button', { name: 'Save household' }).click();
  await expect(page.getByLabel('Spouse’s city or local tax')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter the locality name from box 20 of your spouse’s W-2 too')).toBeVisible();
  await page.getByLabel('Spouse’s city or local tax').fill('DENVER');
  await page.getByRole('button', { name: 'Save household' }).click();
  await expect(page.getByText('Household saved')).toBeVisible();
  await expect(page.getByLabel('Spouse’s city or local tax')).toHaveValue('DENVER');
  await screens(page, 'household-settings-light');

  // Her year: a Denver contract from an Omaha tax home, and her W-2 with $1,050 of federal tax withheld.
  await addTaxHome(page);
  await addAssignment(
    page,
    { facility: 'Denver Health', city: 'Denver', state: 'CO', start: `${year}-01-05`, end: `${year}-06-28` },
    { Agency: 'Aya Healthcare', 'Taxable base pay / week': '1,800' },
  );
  await expect(page.getByText('Assignment added')).toBeVisible();
  await page.goto(`/income-documents?year=${year}`);
  await page.getByLabel('Agency or employer').fill('Aya Healthcare');
  await page.getByLabel('Box 1: wages').fill('45,000');
  await page.getByLabel('Box 2: federal tax withheld').fill('1,050');
  await page.getByRole('button', { name: 'Save document' }).click();
  await expect(page.getByText('Document saved')).toBeVisible();

  // The estimate starts with the answer; the federal line counts her box 2 and her spouse's withholding.
  await page.goto(`/tax-estimate?year=${year}`);
  const answer = page.getByTestId('estimate-answer');
  // One government at a time, never netted (issue 38): "Federal: refund $… · Nebraska: you owe $…".
  await expect(answer.getByTestId('answer-headline')).toHaveText(
    /^Federal: (you owe|refund) \$[\d,]+\.\d{2}( · [A-Za-z ]+: (you owe|refund) \$[\d,]+\.\d{2})*$/,
  );
  // $1,050 of box 2 and the spouse's $6,200 (the refundable child credit counts as paid beside them), and
  // the spouse's $69 of Denver's head tax (box 19) on a line of its own, even.
  await expect(answer).toContainText('Paid so far: $7,319.00 withheld');
  await expect(answer).toContainText('Tax $5,040.00 · paid $7,250.00');
  await expect(answer).toContainText(
    'Denver occupational privilege tax (your spouse’s)Tax $69.00 · paid $69.00',
  );
  await expect(answer.getByTestId('answer-state-NE')).toBeVisible();
  const check = page.getByTestId('withholding-check');
  await expect(check.getByRole('heading', { name: 'Withholding check' })).toBeVisible();
  await expect(check.getByTestId('withholding-advice')).toHaveText(
    /covers your federal income tax|Form W-4, line 4\(c\)|No paycheck is left|due with your return/,
  );
  await screens(page, 'household-estimate-light');

  // The dashboard says the same, in the same words.
  const headline = await answer.getByTestId('answer-headline').textContent();
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-answer')).toContainText(`When you file: ${headline}`);

  await useTheme(page, 'dark');
  await page.goto(`/tax-estimate?year=${year}`);
  await expect(page.getByTestId('answer-headline')).toBeVisible();
  await screens(page, 'household-estimate-dark');
  await page.goto('/settings/household');
  await screens(page, 'household-settings-dark');
});

test('a 1099 nurse says which retirement plan her contributions go to', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, 'Sloane', { employment: '1099 contractor', filing: 'Single' });
  await page.goto('/settings/household');
  // Blank is a solo 401(k), as before the question existed
  await expect(page.getByLabel('Retirement plan')).toHaveValue('');
  await page.getByLabel('SEP IRA or solo 401(k)').fill('20,000');
  await page.getByLabel('Retirement plan').selectOption({ label: 'SEP IRA' });
  await page.getByRole('button', { name: 'Save household' }).click();
  await expect(page.getByText('Household saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Retirement plan')).toHaveValue('sep');
  await expect(page.getByLabel('SEP IRA or solo 401(k)')).toHaveValue('20000.00');
  await screens(page, 'household-1099-plan-light');
  await useTheme(page, 'dark');
  await page.goto('/settings/household');
  await screens(page, 'household-1099-plan-dark');
});
