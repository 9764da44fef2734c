import { expect, test, type Locator, type Page } from '@playwright/test';
import { addAssignment, addTaxHome, signUp, useTheme } from './flows';

// At 375 px the profitability table and the Compare result fit the screen (issue: "GRO…" cut off, the
// result table in half the width): no sideways scrolling of the page, every column's name and figure shown.

const year = new Date().getUTCFullYear();

/** The page does not scroll sideways. */
async function noPageOverflow(page: Page): Promise<void> {
  const [scroll, inner] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

/** Inside the viewport's width and not clipped by its own box. */
async function fullyShown(el: Locator, width: number, what = 'it'): Promise<void> {
  await expect(el, what).toBeVisible();
  const box = await el.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge within ${width} px`).toBeLessThanOrEqual(width);
  const clipped = await el.evaluate((e) => e.scrollWidth > e.clientWidth + 1);
  expect(clipped, `${what}: clipped`).toBe(false);
}

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

/** Compares a Philadelphia and an Austin contract and checks the result table at 375 px. */
async function compareAt375(page: Page, theme: string): Promise<void> {
  await page.goto('/compare');
  const fill = async (legend: string, c: Record<string, string>) => {
    const side = page.getByRole('group', { name: legend });
    for (const [label, value] of Object.entries(c)) {
      if (label === 'State') await side.getByLabel(label).selectOption(value);
      else await side.getByLabel(label).fill(value);
    }
  };
  await fill('Contract A', {
    Name: 'Philly ICU',
    State: 'PA',
    City: 'Philadelphia',
    'Weekly base pay': '1,800',
    'Housing / week': '2,600',
    'M&IE / week': '400',
  });
  await fill('Contract B', {
    Name: 'Austin ICU',
    State: 'TX',
    City: 'Austin',
    'Weekly base pay': '1,700',
    'Housing / week': '1,200',
    'M&IE / week': '300',
  });
  await page.getByRole('button', { name: 'Compare contracts' }).click();
  const result = page.getByRole('region', { name: 'Result' });
  const compared = result.getByRole('table');
  await expect(compared).toBeVisible();
  for (const name of ['Philly ICU', 'Austin ICU']) {
    await fullyShown(compared.getByRole('columnheader', { name: new RegExp(name) }), 375);
  }
  for (const label of [
    /^Local tax: Philadelphia/,
    'Work state tax',
    'Home state tax (NE)',
    'Stipends over the GSA rate (taxable)',
    'Net take-home',
  ]) {
    await fullyShown(compared.getByRole('rowheader', { name: label }), 375);
  }
  // the table takes the result's whole width, not half of it
  const [tableBox, resultBox] = [await compared.boundingBox(), await result.boundingBox()];
  expect(tableBox!.width).toBeGreaterThanOrEqual(resultBox!.width - 1);
  await noPageOverflow(page);
  // and at 1280 px too (it stopped at 48rem of a wider card)
  await page.setViewportSize({ width: 1280, height: 900 });
  const [wideTable, wideResult] = [await compared.boundingBox(), await result.boundingBox()];
  expect(wideTable!.width).toBeGreaterThanOrEqual(wideResult!.width - 1);
  await page.setViewportSize({ width: 375, height: 812 });
  await result.screenshot({ path: `test-results/screenshots/narrow-compare-result-${theme}-375.png` });
  await shots(page, `narrow-compare-${theme}`);
}

test('profitability and the comparison fit 375 px, every column labelled', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, 'Narrow');
  await addTaxHome(page);
  await addAssignment(
    page,
    {
      facility: 'Penn Medicine',
      city: 'Philadelphia',
      state: 'PA',
      start: `${year}-01-05`,
      end: `${year}-04-05`,
    },
    { 'Taxable base pay / week': '1,800', 'Housing stipend / week': '2,600', 'M&IE stipend / week': '400' },
  );
  await expect(page.getByRole('link', { name: 'Penn Medicine' }).first()).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/profitability');
  const table = page.getByRole('table', { name: 'Profitability per assignment' });
  await fullyShown(table.getByRole('rowheader', { name: /Penn Medicine/ }), 375);
  await fullyShown(table.getByRole('rowheader', { name: 'Total' }), 375);
  const labels = [
    'State',
    'Weeks',
    'Gross',
    'Taxable',
    'Federal',
    'State tax',
    'Local tax',
    'FICA',
    'Total tax',
    'Expenses',
    'Net',
    'Margin',
  ];
  // Each cell of the row in the column order, found by position (not by markup the fix added), so the
  // columns cut off past the screen's edge fail here.
  const cells = table.locator('tbody tr').first().locator('td');
  await expect(cells).toHaveCount(labels.length);
  for (const [i, label] of labels.entries()) await fullyShown(cells.nth(i), 375, `the ${label} column`);
  // each figure has its column's name before it (CSS generated content: the header row is not shown)
  for (const [i, label] of labels.entries()) {
    const before = await cells.nth(i).evaluate((e) => getComputedStyle(e, '::before').content);
    expect(before, `the ${label} column's name`).toBe(`"${label}"`);
  }
  // Philadelphia's wage tax on a nonresident: its own column, a figure above 0, the same in the totals (one row)
  const localCell = cells.nth(labels.indexOf('Local tax'));
  await expect(localCell).toHaveText(/^\$[1-9][\d,]*\.\d{2}$/);
  const totalLocal = table.locator('tfoot [data-label="Local tax"]');
  await expect(totalLocal).toHaveText((await localCell.textContent()) ?? '');
  await noPageOverflow(page);
  await shots(page, 'narrow-profitability-light');
  // At 1280 px the thirteen columns fit the card: the header names the column and nothing scrolls sideways
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(table.getByRole('columnheader', { name: 'Local tax' })).toBeVisible();
  const scrolls = await table.evaluate((t) => {
    const box = t.parentElement!;
    return box.scrollWidth > box.clientWidth + 1;
  });
  expect(scrolls).toBe(false);
  await page.setViewportSize({ width: 375, height: 812 });

  await compareAt375(page, 'light');

  await useTheme(page, 'dark');
  await page.goto('/profitability');
  await expect(table).toBeVisible();
  await shots(page, 'narrow-profitability-dark');
  await compareAt375(page, 'dark');
});
