import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { readZip } from '../helpers/zip';
import { addAssignment, addExpense, addTaxHome, addTrip, password, signUp, useTheme } from './flows';
import { screens } from './screens';

// The Tax preparer page (the audit packet) and Settings' calendar feed, export and account deletion,
// through the browser, with screenshots at 375 and 1280 px in both themes.

const year = new Date().getUTCFullYear();
const packetYear = new Date().getUTCMonth() < 4 ? year - 1 : year;

/** Clicks a download button; the saved file's name and bytes, once the button says it is saved. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await expect(
    page.getByRole('status').filter({ hasText: `Saved ${file.suggestedFilename()}` }),
  ).toBeVisible();
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test('the audit packet downloads as a PDF and as a ZIP, with progress', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, 'Riley');
  await addTaxHome(page);
  await addAssignment(
    page,
    {
      facility: 'Denver Health',
      city: 'Denver',
      state: 'CO',
      start: `${packetYear}-01-05`,
      end: `${packetYear}-04-05`,
    },
    { 'Taxable base pay / week': '1200' },
  );
  await addExpense(page, {
    date: `${packetYear}-02-14`,
    category: 'supplies',
    amount: '12.50',
    description: 'Walgreens',
  });
  await addTrip(page, {
    date: `${packetYear}-03-20`,
    miles: '541',
    purpose: 'tax_home_visit',
    from: 'Denver, CO',
    to: 'Omaha, NE',
  });

  // Tax preparer sits in the top bar's "More" menu, opened first (a <details> whose summary is More).
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.locator('summary', { hasText: 'More' }).click();
  await nav.getByRole('link', { name: 'Tax preparer' }).click();
  await expect(page.getByRole('heading', { name: 'Download audit packet' })).toBeVisible();
  // Asked once before the first packet: sign-up asks only the first name (tests/e2e/one-answer.spec.ts).
  await page.getByLabel('Your full name').fill('Riley Ann Carter');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByLabel('Tax year')).toHaveValue(String(packetYear));
  const pdf = await download(page, 'Download PDF');
  expect(pdf.name).toBe(`audit-packet-${packetYear}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const zip = await download(page, 'Download ZIP with files');
  expect(zip.name).toBe(`audit-packet-${packetYear}.zip`);
  expect([...(await readZip(zip.bytes)).keys()].slice(0, 2)).toEqual([
    `audit-packet-${packetYear}.pdf`,
    'README.txt',
  ]);
  await screens(page, 'tax-preparer-light');

  // A heavy year takes a few seconds: held back here, the button shows its progress meanwhile.
  await page.route('**/api/export/audit-packet.pdf*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
  const slow = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Preparing your packet… \d+ s$/ })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Download PDF: in progress' })).toBeVisible();
  await screens(page, 'tax-preparer-progress');
  await slow;
  await page.unrouteAll();
  await useTheme(page, 'dark');
  await page.goto('/tax-preparer');
  await screens(page, 'tax-preparer-dark');
});

test('the calendar feed address is made, replaced and turned off in Settings', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, 'Sky');
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Calendar feed' });
  await card.getByRole('button', { name: 'Create calendar address' }).click();
  const address = card.getByLabel(/Your calendar address/);
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await address.inputValue();
  // A calendar app has no session: the address alone opens the feed.
  const app = await playwright.request.newContext({ baseURL });
  const feed = await app.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await screens(page, 'settings-calendar-light');

  await card.getByRole('button', { name: 'Make a new address' }).click();
  await expect(address).not.toHaveValue(first);
  const second = await address.inputValue();
  expect((await app.get(new URL(first).pathname)).status()).toBe(404);
  expect((await app.get(new URL(second).pathname)).status()).toBe(200);

  await card.getByRole('button', { name: 'Turn off' }).click();
  await expect(card.getByText('No calendar address yet.')).toBeVisible();
  expect((await app.get(new URL(second).pathname)).status()).toBe(404);
  await app.dispose();
});

test('export my data, then delete the account for good', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await signUp(page, 'Jordan');
  await addExpense(page, { category: 'licensing', amount: '90', description: 'CO license' });

  await page.goto('/settings');
  const exported = await download(page, 'Export my data');
  expect(exported.name).toMatch(/^travel-ledger-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await readZip(exported.bytes);
  const expenses = JSON.parse(entries.get('json/expenses.json')?.toString('utf8') ?? '[]') as {
    description: string;
  }[];
  expect(expenses.map((e) => e.description)).toEqual(['CO license']);
  expect(entries.has('csv/expenses.csv')).toBe(true);

  await useTheme(page, 'dark');
  await page.goto('/settings#delete-account');
  await screens(page, 'settings-your-data-dark');
  await useTheme(page, 'light');
  await page.goto('/settings#delete-account');
  await screens(page, 'settings-your-data-light');

  const danger = page.getByRole('region', { name: 'Delete account' });
  await expect(danger.getByText(/backups/)).toBeVisible();
  await expect(danger.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  await danger.getByLabel('Type DELETE to confirm').fill('DELETE');
  await danger.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
  await screens(page, 'account-deleted');

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});

test.describe('free plan', () => {
  test.skip(!process.env.E2E_FREE_BASE_URL, 'needs a server with PRO_TRIAL_DAYS=0 at E2E_FREE_BASE_URL');
  test.use({ baseURL: process.env.E2E_FREE_BASE_URL });

  test('the audit packet is a Pro feature', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signUp(page, 'Casey');
    await page.goto('/tax-preparer');
    await expect(
      page.getByRole('heading', { name: 'The audit packet is part of Travel Ledger Pro' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
    const res = await page.request.get(`/api/export/audit-packet.pdf?year=${year}`);
    expect(res.status()).toBe(403);
    await screens(page, 'tax-preparer-free');
  });
});
