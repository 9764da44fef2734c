import { expect, test } from '@playwright/test';
import { CONTRACT_CASES } from '../helpers/reading/contract-cases';
import { contractPdf, receiptFile } from '../helpers/reading/documents';
import { RECEIPT_CASES } from '../helpers/reading/receipt-cases';
import { signUp, useTheme } from './flows';
import { screens } from './screens';

// The default set-up, no AI key (scripts/e2e.sh's second server has none): a photo of a receipt fills the
// expense form's date, amount and who was paid, and a contract PDF fills the new assignment, each field
// marked to be checked, read by the server itself (lib/reading).

test.skip(!process.env.E2E_FREE_BASE_URL, 'needs the server without an AI key at E2E_FREE_BASE_URL');
test.use({ baseURL: process.env.E2E_FREE_BASE_URL });

test('a receipt photo and a contract PDF are read without an AI key', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, 'Rowan');

  // The receipt: a phone photo of a pharmacy receipt (tests/helpers/reading/receipt-cases.ts).
  const receipt = RECEIPT_CASES[0];
  if (!receipt) throw new Error('no receipt in the set');
  const photo = await receiptFile(receipt, 0);
  await page.goto('/expenses');
  await page
    .getByLabel('Receipt (optional)')
    .setInputFiles({ name: 'walgreens.png', mimeType: photo.type, buffer: Buffer.from(photo.bytes) });
  await expect(page.getByRole('button', { name: 'Remove walgreens.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Read receipt' }).click();
  await expect(page.getByText(/^Filled .* from your receipt\. Check them, then save\.$/)).toBeVisible({
    timeout: 60_000,
  });
  const amount = page.getByLabel('Amount');
  await expect(amount).toHaveValue((receipt.expected.amount / 100).toFixed(2));
  await expect(amount).toHaveAttribute('data-filled', 'receipt');
  await expect(page.getByLabel('Date').first()).toHaveValue(receipt.expected.date);
  await expect(page.getByLabel('Paid to')).toHaveValue(receipt.expected.merchant);
  await screens(page, 'reading-receipt-ocr');
  await page.getByRole('button', { name: 'Save expense' }).click();
  await expect(page.getByText('Expense saved')).toBeVisible();

  // The contract: a form with hourly pay, daily meals and two bonuses (tests/helpers/reading/contract-cases.ts).
  const contract = CONTRACT_CASES[0];
  if (!contract) throw new Error('no contract in the set');
  await useTheme(page, 'dark');
  await page.goto('/assignments');
  await expect(
    page.getByText('Upload your contract: we read it and fill the empty fields below.'),
  ).toBeVisible();
  await page.getByLabel('Contract (optional)').setInputFiles({
    name: 'contract.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await contractPdf(contract)),
  });
  await expect(page.getByText(/Filled \d+ fields from your contract/)).toBeVisible({ timeout: 60_000 });
  const facility = page.getByRole('textbox', { name: 'Facility (required)' });
  await expect(facility).toHaveValue(contract.expected.facility ?? '');
  await expect(facility).toHaveAttribute('data-filled', 'contract');
  await expect(page.getByLabel('City')).toHaveValue(contract.expected.location ?? '');
  await expect(page.getByLabel('State')).toHaveValue(contract.expected.state ?? '');
  await expect(page.getByLabel('Start date')).toHaveValue(contract.expected.start_date ?? '');
  // 52.50 × 36 = 1,890.00 a week; 1,400.00 housing; 90 × 7 = 630.00 meals
  await expect(page.getByLabel('Taxable base pay / week')).toHaveValue('1890.00');
  await expect(page.getByLabel('Housing stipend / week')).toHaveValue('1400.00');
  await expect(page.getByLabel('M&IE stipend / week')).toHaveValue('630.00');
  await expect(page.getByLabel('Sign-on bonus')).toHaveValue('1000.00');
  await screens(page, 'reading-contract-ocr-dark');
  // Typing in a filled field takes its mark off: the worker has checked it.
  await facility.fill('Denver Health');
  await expect(facility).not.toHaveAttribute('data-filled', /.*/);
});
