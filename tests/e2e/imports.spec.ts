import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signUp, useTheme } from './flows';
import { screens } from './screens';

// A year of card purchases brought in from a CSV: upload with its progress bar, the preview, a change of
// mapping (a category and a duplicate let in), the commit with its progress bar, then undo and restore
// from the history; light and dark.

const chase = readFileSync(path.resolve(import.meta.dirname, '../fixtures/imports/chase-card.csv'));

/** Slows the commit stream and the upload address down, so their progress bars stay on screen. */
async function slowImport(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    const req = route.request();
    const body = req.method() === 'POST' && req.headers()['next-action'] ? (req.postData() ?? '') : '';
    if (body.includes('file_name') || /\/imports\/\d+\/commit$/.test(req.url())) {
      await new Promise((r) => setTimeout(r, 800));
    }
    await route.fallback();
  });
}

test('import a card statement, change the mapping, commit, undo and restore', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, 'Jordan');
  await slowImport(page);

  await page.goto('/expenses');
  await page.getByRole('link', { name: 'Import from CSV' }).click();
  await expect(page).toHaveURL(/\/imports\?kind=expenses$/);
  await expect(page.getByRole('radio', { name: /Expenses/ })).toBeChecked();
  await screens(page, 'imports-start');
  await page
    .getByLabel('CSV file', { exact: true })
    .setInputFiles({ name: 'chase-card.csv', mimeType: 'text/csv', buffer: chase });
  await expect(page.getByRole('progressbar', { name: 'Uploading chase-card.csv' })).toBeVisible();
  await expect(page).toHaveURL(/\/imports\/\d+$/, { timeout: 30_000 });
  const previewUrl = page.url();

  // What was found, and what each row becomes.
  await expect(page.getByRole('heading', { name: 'chase-card.csv' })).toBeVisible();
  await expect(page.getByText('Ready: 5')).toBeVisible();
  await expect(page.getByText('Duplicates: 1')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'MM/DD/YYYY' })).toBeVisible();
  const problems = page.getByRole('group', { name: 'Rows that will not be imported' });
  await expect(problems.getByText('Category "Shopping" is set to not import')).toBeVisible();
  await expect(problems.getByText('Same date, amount and description as line 7')).toBeVisible();
  await screens(page, 'imports-preview');

  // Scrubs bought under "Shopping" are a work cost here; the second license check was really paid twice.
  await page.getByLabel('“Shopping” · 2 rows').selectOption('uniforms');
  await problems.getByLabel('Import anyway line 8').check();
  await page.getByRole('button', { name: 'Update preview' }).first().click();
  await expect(page.getByText('Preview updated')).toBeVisible();
  await expect(page.getByText('Ready: 7')).toBeVisible();
  await expect(page.getByLabel('“Shopping” · 2 rows')).toHaveValue('uniforms');

  await page.getByRole('button', { name: 'Import 7 expenses' }).click();
  await expect(page.getByRole('progressbar', { name: 'Importing expenses' })).toBeVisible();
  await expect(page.getByText(/Imported 7 expenses on/)).toBeVisible({ timeout: 30_000 });
  await screens(page, 'imports-committed');

  await page.goto('/expenses');
  await expect(page.getByRole('link', { name: 'MARRIOTT DENVER, CO' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'FIGS SCRUBS' })).toBeVisible();

  // Undo from the history: every imported row goes to the trash; restore brings them back.
  await page.goto('/imports');
  const history = page.getByRole('group', { name: 'Import history' });
  await expect(history.getByText('Imported')).toBeVisible();
  await screens(page, 'imports-history');
  await history.getByRole('button', { name: 'Undo import of chase-card.csv' }).click();
  await expect(page.getByRole('heading', { name: 'chase-card.csv' })).toBeVisible();
  await expect(page.getByText(/Undone on .*: its 7 expenses are in the trash/)).toBeVisible();
  await page.goto('/expenses');
  await expect(page.getByText('No expenses yet')).toBeVisible();
  await page.goto(previewUrl);
  await page.getByRole('button', { name: 'Restore import' }).click();
  await expect(page.getByText(/Imported 7 expenses on/)).toBeVisible();
  await page.goto('/expenses');
  await expect(page.getByRole('link', { name: 'MARRIOTT DENVER, CO' })).toBeVisible();

  await useTheme(page, 'dark');
  await page.goto('/imports');
  await screens(page, 'imports-history-dark');
  await page.goto(previewUrl);
  await screens(page, 'imports-committed-dark');
});

test('a file that is not a CSV is refused before it is sent; a broken one explains itself', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, 'Sam');
  await page.goto('/imports?kind=mileage');
  await expect(page.getByRole('radio', { name: /Mileage trips/ })).toBeChecked();
  const file = page.getByLabel('CSV file', { exact: true });
  await file.setInputFiles({
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'statement.pdf' })).toHaveText(
    /statement\.pdf is not a CSV file/,
  );
  await file.setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Date,Miles\n"2026-01-05,12\n'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'cannot be imported' })).toHaveText(/never closed/, {
    timeout: 30_000,
  });
  await screens(page, 'imports-refused');
});
