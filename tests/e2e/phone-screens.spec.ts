import { expect, test, type Page } from '@playwright/test';
import { addTaxHome, signUp, useTheme as storeTheme } from './flows';
import { screens } from './screens';

// Screenshots of issue 40's pages at 375 and 1280 px, light and dark (test-results/screenshots/phone-*):
// Capture with actions waiting offline, the expense reports, a visit checked in from the phone, and the
// privacy note in Settings.

const year = new Date().getUTCFullYear();

async function token(page: Page) {
  const res = await page.request.post('/api/capture/token');
  return { Authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

test('screens of Capture, expense reports, a checked-in visit and the privacy note', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signUp(page, 'Screens');
  await addTaxHome(page, { ZIP: '68102' });
  const headers = await token(page);
  const post = async (path: string, data: Record<string, unknown>) =>
    expect((await page.request.post(path, { headers, data })).status()).toBe(201);
  const a = await page.request.post('/api/v1/assignments', {
    headers,
    data: {
      facility: 'Denver Health',
      location: 'Denver',
      state: 'CO',
      start_date: `${year}-01-05`,
      end_date: `${year}-04-05`,
      base_pay: 90_000,
    },
  });
  const assignmentId = (await a.json()).id as number;
  for (const [date, category, amount, assignment] of [
    [`${year}-01-15`, 'meals', 1250, assignmentId],
    [`${year}-01-20`, 'supplies', 4599, null],
    [`${year}-02-03`, 'licensing', 12500, assignmentId],
    [`${year}-02-10`, 'uniforms', 6400, assignmentId],
  ] as const)
    await post('/api/v1/expenses', { date, category, amount, assignment_id: assignment });
  const today = new Date().toISOString().slice(0, 10);
  const visit = await page.request.post('/api/v1/tax-home-visits', {
    headers,
    data: {
      arrived: today,
      left: today,
      checked_in_at: new Date(Date.now() - 3_600_000).toISOString(),
      check_in_time_zone: 'America/Chicago',
      check_in_latitude: 41.289,
      check_in_longitude: -95.9409,
      check_in_accuracy_m: 30,
    },
  });
  const visitId = (await visit.json()).id as number;

  for (const theme of ['light', 'dark'] as const) {
    await storeTheme(page, theme);
    await page.goto('/expenses/reports');
    // 12.50 + 45.99 + 125.00 + 64.00 = 247.49; the dark round also has the light round's parking, 8.75.
    await expect(page.getByTestId('report-total')).toContainText(theme === 'light' ? '$247.49' : '$256.24');
    await screens(page, `phone-reports-month-${theme}`);
    await page.getByRole('link', { name: 'By assignment' }).click();
    await expect(page.getByTestId('report-group').first()).toContainText('Denver Health');
    await screens(page, `phone-reports-assignment-${theme}`);
    await page.goto(`/tax-home/visits/${visitId}`);
    await expect(page.getByTestId('check-in-words')).toContainText('2.1 miles from the tax home');
    await screens(page, `phone-visit-${theme}`);
    await page.goto('/tax-home');
    await screens(page, `phone-taxhome-${theme}`);
    await page.goto('/settings#privacy-title');
    await expect(page.getByTestId('located-visits')).toContainText('1 visit keeps a location.');
    await screens(page, `phone-settings-${theme}`);
    await page.goto('/capture');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Expense', exact: true }).click();
    const form = page.getByRole('form', { name: 'Expense' });
    await form.getByLabel('Amount').fill('8.75');
    await form.getByLabel('What it was').fill('Parking at the hospital');
    await form.getByLabel('Category').selectOption('parking');
    await screens(page, `phone-capture-form-${theme}`);
    await form.getByRole('button', { name: 'Save expense' }).click();
    await expect(page.locator('[data-status="waiting"]')).toHaveCount(1);
    await screens(page, `phone-capture-offline-${theme}`);
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.locator('[data-status="sent"]')).toHaveCount(theme === 'light' ? 1 : 2, {
      timeout: 30_000,
    });
    await screens(page, `phone-capture-sent-${theme}`);
  }
});
