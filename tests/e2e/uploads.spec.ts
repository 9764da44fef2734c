import { expect, test, type Page } from '@playwright/test';
import { png, textPdf } from '../helpers/pdfs';
import { addAssignment, signUp } from './flows';
import { screens } from './screens';

// Files a worker keeps: an assignment started from its contract (upload with progress, the AI reading
// through the OpenAI fake that scripts/e2e.sh starts, only the empty fields filled), a credential's card,
// a tax home document and a receipt, each opened again from its list; then files attached to records that
// had none and a stored one replaced, from the edit pages; light and dark.

const year = new Date().getUTCFullYear();
const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** Slows the server actions down, so the upload and reading states stay on screen long enough to check. */
async function slowActions(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    const req = route.request();
    const body = req.method() === 'POST' && req.headers()['next-action'] ? (req.postData() ?? '') : '';
    if (body.includes('file_name')) await new Promise((r) => setTimeout(r, 800));
    else if (body.includes('contracts/') && !body.includes('contract_objstore_key')) {
      await new Promise((r) => setTimeout(r, 2500));
    }
    await route.fallback();
  });
}

/** The link opens our /files/open in a new tab, which leads to exactly the uploaded bytes. */
async function expectOpens(page: Page, name: string | RegExp, bytes: Uint8Array, type: string) {
  const link = page.getByRole('link', { name });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/files\/open\?key=/);
  const res = await page.request.get(href ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe(type);
  expect(Buffer.compare(await res.body(), Buffer.from(bytes))).toBe(0);
}

test('contract reading, credential, tax home document and receipt uploads', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, 'Riley');
  await slowActions(page);

  // Assignment from a contract: the worker already typed the agency, which the reading must keep.
  const contract = await textPdf([
    [
      'TRAVEL ASSIGNMENT AGREEMENT',
      'Facility: Sunrise Regional Medical Center',
      'Location: Tucson, Arizona',
      'Agency: Desert Travel Staffing',
      `Start date: ${year}-02-02`,
      `End date: ${year}-05-02`,
      'Taxable base: $2,150 per week',
      'Lodging: $1,400 per week housing',
      'We pay a $1,000 sign-on bonus.',
    ],
  ]);
  await page.goto('/assignments');
  await expect(page.getByRole('heading', { name: 'Start from a contract' })).toBeVisible();
  await page.getByLabel('Agency').fill('My own agency');
  await page
    .getByLabel('Contract (optional)')
    .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from(contract) });
  await expect(page.getByRole('progressbar', { name: 'Uploading contract.pdf' })).toBeVisible();
  await expect(page.getByText('Reading your contract…')).toBeVisible();
  await screens(page, 'uploads-contract-reading');
  await expect(page.getByText(/Filled 8 fields from your contract/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Kept what you had entered for Agency.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Facility (required)' })).toHaveValue(
    'Sunrise Regional Medical Center',
  );
  await expect(page.getByLabel('City')).toHaveValue('Tucson');
  await expect(page.getByLabel('State')).toHaveValue('AZ');
  await expect(page.getByLabel('Agency')).toHaveValue('My own agency');
  await expect(page.getByLabel('Start date')).toHaveValue(`${year}-02-02`);
  await expect(page.getByLabel('Taxable base pay / week')).toHaveValue('2150.00');
  await expect(page.getByLabel('Housing stipend / week')).toHaveValue('1400.00');
  await expect(page.getByLabel('Sign-on bonus')).toHaveValue('1000.00');
  await expect(page.getByRole('button', { name: 'Remove contract.pdf' })).toBeVisible();
  await screens(page, 'uploads-contract-filled');
  await page.getByRole('button', { name: 'Add assignment' }).click();
  await expect(page.getByText('Assignment added')).toBeVisible();
  await expect(page.getByText('Reading your contract…')).toHaveCount(0);
  await page.getByRole('link', { name: 'Sunrise Regional Medical Center' }).click();
  await expect(page.getByRole('heading', { name: 'Sunrise Regional Medical Center' })).toBeVisible();
  await expectOpens(page, /Open contract/, contract, 'application/pdf');

  // A file the store does not take is refused before any byte is sent.
  await page.goto('/credentials');
  const credentialFile = page.getByLabel('Document (optional): the license or card');
  await credentialFile.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'notes.txt' })).toHaveText(
    /notes\.txt is not a PDF, JPEG or PNG/,
  );

  // Credentials: one with its card (valid), one expiring, one expired.
  const card = await textPdf([['ARIZONA STATE BOARD OF NURSING', 'Registered Nurse license RN-778899']]);
  await page.getByLabel('Name').fill('Arizona RN license');
  await page.getByLabel('Expires').fill(isoDay(400));
  await credentialFile.setInputFiles({
    name: 'rn-card.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(card),
  });
  await expect(page.getByRole('button', { name: 'Remove rn-card.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Add credential' }).click();
  await expect(page.getByText('Credential added')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove rn-card.pdf' })).toHaveCount(0);
  for (const [name, days] of [
    ['BLS card', 30],
    ['ACLS card', -10],
  ] as const) {
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Expires').fill(isoDay(days));
    await page.getByRole('button', { name: 'Add credential' }).click();
    await expect(page.getByRole('button', { name: `Delete ${name}` })).toBeVisible();
  }
  const table = page.getByRole('table', { name: 'Credentials' });
  await expect(table.getByText('Expired')).toBeVisible();
  await expect(table.getByText('Expiring')).toBeVisible();
  await expect(table.getByText('Valid')).toBeVisible();
  await expect(table.getByRole('link', { name: /^Open/ })).toHaveCount(1);
  await expectOpens(page, /Open Arizona RN license/, card, 'application/pdf');
  await screens(page, 'uploads-credentials');
  // Its edit page opens the same file.
  await table.getByRole('link', { name: 'Arizona RN license', exact: true }).click();
  await expect(page).toHaveURL(/\/credentials\/\d+$/);
  await expectOpens(page, /Open document/, card, 'application/pdf');

  // Tax home documents need a tax home.
  await page.goto('/tax-home');
  await page.getByLabel('Street address').fill('88 Pine Ave');
  await page.getByLabel('City').fill('Omaha');
  await page.getByLabel('State', { exact: false }).first().selectOption('NE');
  await page.getByRole('button', { name: 'Save tax home' }).click();
  await expect(page.getByRole('heading', { name: 'Omaha, NE' })).toBeVisible();
  const docs = page.getByRole('region', { name: /Documents/ });
  const bill = png(120, 80);
  await docs.getByLabel('Type').selectOption('utility_bill');
  await docs.getByLabel('Title').fill('Electric bill');
  await docs
    .getByLabel('File (optional): a scan or photo')
    .setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: Buffer.from(bill) });
  await expect(docs.getByRole('button', { name: 'Remove bill.png' })).toBeVisible();
  await docs.getByRole('button', { name: 'Add document' }).click();
  await expect(docs.getByText('Document added')).toBeVisible();
  await expectOpens(page, /Open Electric bill/, bill, 'image/png');
  await screens(page, 'uploads-tax-home');
  await docs.getByRole('link', { name: 'Electric bill', exact: true }).click();
  await expect(page).toHaveURL(/\/tax-home\/docs\/\d+$/);
  await expectOpens(page, /Open file/, bill, 'image/png');

  // A receipt on the fast-entry form.
  await page.goto('/expenses');
  const receipt = png(60, 90);
  await page.getByLabel('Category').first().selectOption('uniforms');
  await page.getByLabel('Amount').fill('64.50');
  await page.getByLabel('Description').fill('Scrubs');
  await page
    .getByLabel('Receipt (optional)')
    .setInputFiles({ name: 'scrubs.png', mimeType: 'image/png', buffer: Buffer.from(receipt) });
  await expect(page.getByRole('button', { name: 'Remove scrubs.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Save expense' }).click();
  await expect(page.getByRole('cell', { name: 'Scrubs', exact: true })).toBeVisible();
  await expectOpens(page, /Receipt of Scrubs/, receipt, 'image/png');
  await screens(page, 'uploads-expenses');
  await page.getByRole('link', { name: 'Scrubs', exact: true }).click();
  await expect(page).toHaveURL(/\/expenses\/\d+$/);
  await expectOpens(page, /Open receipt/, receipt, 'image/png');

  // Dark theme: the upload states read as well.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.goto('/assignments');
  await page
    .getByLabel('Contract (optional)')
    .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from(contract) });
  await expect(page.getByText(/Filled \d+ fields from your contract/)).toBeVisible({ timeout: 30_000 });
  await screens(page, 'uploads-contract-filled-dark');
  await page.goto('/credentials');
  await screens(page, 'uploads-credentials-dark');
});

test('a receipt and a contract attached and a document replaced from the edit pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, 'Riley');
  const save = () => page.getByRole('button', { name: 'Save changes' }).click();

  // The expense was entered first; its receipt comes later, from the edit page.
  await page.goto('/expenses');
  await page.getByLabel('Category').first().selectOption('uniforms');
  await page.getByLabel('Amount').fill('38.00');
  await page.getByLabel('Description').fill('Compression socks');
  await page.getByRole('button', { name: 'Save expense' }).click();
  await page.getByRole('link', { name: 'Compression socks', exact: true }).click();
  await expect(page).toHaveURL(/\/expenses\/\d+$/);
  const expenseEdit = page.url();
  await expect(page.getByRole('link', { name: /Open receipt/ })).toHaveCount(0);
  const receipt = png(70, 110);
  await page
    .getByLabel('Attach receipt', { exact: true })
    .setInputFiles({ name: 'socks.png', mimeType: 'image/png', buffer: Buffer.from(receipt) });
  await expect(page.getByRole('button', { name: 'Remove socks.png' })).toBeVisible();
  await screens(page, 'uploads-edit-expense');
  await save();
  await expect(page).toHaveURL(new RegExp(`/expenses\\?year=${year}$`));
  await expectOpens(page, /Receipt of Compression socks/, receipt, 'image/png');
  await page.getByRole('link', { name: 'Compression socks', exact: true }).click();
  await expect(page.getByText('Replace receipt', { exact: true })).toBeVisible();
  await expectOpens(page, /Open receipt/, receipt, 'image/png');
  // A save without a new upload keeps the stored receipt.
  await page.getByLabel('Amount').fill('42.00');
  await save();
  await expect(page.getByRole('row', { name: /Compression socks/ })).toContainText('$42.00');
  await expectOpens(page, /Receipt of Compression socks/, receipt, 'image/png');

  // A credential's card replaced by the renewed one.
  const oldCard = await textPdf([['TEXAS BOARD OF NURSING', 'RN license 2024']]);
  const newCard = await textPdf([['TEXAS BOARD OF NURSING', 'RN license renewed 2026']]);
  await page.goto('/credentials');
  await page.getByLabel('Name').fill('Texas RN license');
  await page.getByLabel('Expires').fill(isoDay(20));
  await page
    .getByLabel('Document (optional): the license or card')
    .setInputFiles({ name: 'old-card.pdf', mimeType: 'application/pdf', buffer: Buffer.from(oldCard) });
  await expect(page.getByRole('button', { name: 'Remove old-card.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Add credential' }).click();
  await expect(page.getByText('Credential added')).toBeVisible();
  await page.getByRole('link', { name: 'Texas RN license', exact: true }).click();
  await expect(page).toHaveURL(/\/credentials\/\d+$/);
  const credentialEdit = page.url();
  await expectOpens(page, /Open document/, oldCard, 'application/pdf');
  await page
    .getByLabel('Replace file', { exact: true })
    .setInputFiles({ name: 'new-card.pdf', mimeType: 'application/pdf', buffer: Buffer.from(newCard) });
  await expect(page.getByRole('button', { name: 'Remove new-card.pdf' })).toBeVisible();
  await page.getByLabel('Expires').fill(isoDay(730));
  await screens(page, 'uploads-edit-credential');
  await save();
  await expect(page).toHaveURL(/\/credentials$/);
  await expectOpens(page, /Open Texas RN license/, newCard, 'application/pdf');
  await page.goto(credentialEdit);
  await expectOpens(page, /Open document/, newCard, 'application/pdf');

  // An assignment's contract attached after the fact is only stored: the edit page reads nothing.
  const contract = await textPdf([['TRAVEL ASSIGNMENT AGREEMENT', 'Facility: Lakeside General']]);
  await addAssignment(
    page,
    { facility: 'Lakeside General', city: 'Austin', state: 'TX', start: isoDay(-10), end: isoDay(80) },
    { 'Taxable base pay / week': '1,000' },
  );
  await expect(page.getByText('Assignment added')).toBeVisible();
  await page.getByRole('link', { name: 'Lakeside General' }).click();
  await expect(page).toHaveURL(/\/assignments\/\d+$/);
  const assignmentEdit = page.url();
  await page
    .getByLabel('Attach file', { exact: true })
    .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from(contract) });
  await expect(page.getByRole('button', { name: 'Remove contract.pdf' })).toBeVisible();
  await expect(page.getByText('Reading your contract…')).toHaveCount(0);
  await expect(page.getByLabel('City')).toHaveValue('Austin');
  await screens(page, 'uploads-edit-assignment');
  await save();
  await expect(page).toHaveURL(/\/assignments$/);
  await page.goto(assignmentEdit);
  await expect(page.getByText('Replace file', { exact: true })).toBeVisible();
  await expectOpens(page, /Open contract/, contract, 'application/pdf');

  // Dark theme: the same controls on the edit pages.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.goto(expenseEdit);
  await screens(page, 'uploads-edit-expense-dark');
  await page.goto(credentialEdit);
  await screens(page, 'uploads-edit-credential-dark');
  await page.goto(assignmentEdit);
  await screens(page, 'uploads-edit-assignment-dark');
});
