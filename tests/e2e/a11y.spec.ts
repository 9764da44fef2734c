import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { NAV_ITEMS } from '../../components/layout/nav-items';
import { addAssignment, addExpense, addTaxHome, addTrip, answerWelcome, password, signUp } from './flows';

// Accessibility: axe on every page, signed out and signed in, light and dark theme, at 1280 and 375 px.
// Any violation of impact serious or critical fails the run; all of them are printed first. The same visits
// fail on a date written as 2026-03-02 (or another way than "Mar 2, 2026") where a worker reads it.

const BLOCKING = new Set(['serious', 'critical']);
const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

const PUBLIC_PAGES = ['/', '/sign-in', '/sign-up', '/docs'];
const APP_PAGES = NAV_ITEMS.map((item) => item.href);

/** The path a list row's link leads to (the record's edit page). */
async function hrefOf(scope: Page | Locator, link: string | RegExp): Promise<string> {
  const a = scope.getByRole('link', { name: link });
  await expect(a).toBeVisible();
  return (await a.getAttribute('href')) ?? '';
}

/**
 * The serious and critical violations on the current page, one line per element. Legacy mode runs axe in the
 * page itself: the default opens a blank page per run to gather the frames' results (about 1 s each, and the
 * app has no frames), and only the violations are reported in full. Together, 3-4 times faster per page.
 */
async function audit(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${label}: [${v.impact}] ${v.id} (${v.help})\n    at ${n.target.join(' ')}\n    ${n.html.slice(0, 200)}\n    ${(n.failureSummary ?? '').replace(/\n/g, ' ')}`,
      ),
    );
}

/**
 * Dates written another way than "Mar 2, 2026" (formatDate in lib/core/dates.ts) in what the page shows a
 * worker: 2026-03-02, 3/2/2026 or March 2, 2026, in its text (screen-reader text included) and its title,
 * aria-label, alt and placeholder attributes. ISO stays only where a machine reads it: input values,
 * `<time dateTime>`, code (pre, code, samp: file names) and the API reference (/docs), the API being ISO.
 */
async function otherDates(page: Page, label: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const OTHER =
      /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b(January|February|March|April|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/;
    const MACHINE = 'script, style, noscript, template, textarea, pre, code, samp, [hidden]';
    // Shown now, or once its disclosure opens; an option when its select is.
    const shown = (el: Element) =>
      (el.closest('option')?.closest('select') ?? el).checkVisibility() || el.closest('details') !== null;
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent ?? '';
      if (el && OTHER.test(text) && !el.closest(MACHINE) && shown(el)) out.push(text.trim());
    }
    for (const el of document.body.querySelectorAll('[title], [aria-label], [alt], [placeholder]')) {
      if (el.closest(MACHINE)) continue;
      for (const name of ['title', 'aria-label', 'alt', 'placeholder']) {
        const value = el.getAttribute(name);
        if (value && OTHER.test(value)) out.push(`${name}="${value}"`);
      }
    }
    return out;
  });
  return found.map((text) => `${label}: a date not written as "Mar 2, 2026": ${text.slice(0, 160)}`);
}

/** /docs is the API reference (13,000 elements, ~25 s per axe run): checked at desktop width only. */
const HEAVY = new Set(['/docs']);

async function auditAll(page: Page, paths: string[], label: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
    for (const path of paths) {
      if (width < 640 && HEAVY.has(path)) continue;
      const response = await page.goto(path);
      expect(response?.status(), `${path} answers`).toBeLessThan(400);
      const at = `${label} ${width}px ${path} → ${new URL(page.url()).pathname}`;
      found.push(...(await audit(page, at)));
      // The API reference documents the API, whose dates are ISO.
      if (path !== '/docs') found.push(...(await otherDates(page, at)));
    }
  }
  return found;
}

function report(problems: string[]): void {
  if (problems.length > 0) console.log(`found ${problems.length}:\n${problems.join('\n')}`);
  expect(problems, problems.join('\n')).toEqual([]);
}

/** Signs a user up with a record of every kind; the edit pages of those records. */
async function setUp(page: Page): Promise<string[]> {
  const year = new Date().getUTCFullYear();
  await signUp(page, 'Avery');
  await addTaxHome(page, { 'Monthly rent or mortgage': '950.00', 'Last visit': isoDay(-12) });
  const docs = page.getByRole('region', { name: /Documents/ });
  await docs.getByLabel('Title').fill('Lease');
  await docs.getByRole('button', { name: 'Add document' }).click();
  const doc = await hrefOf(docs, 'Lease');
  const costs = page.getByRole('region', { name: /Costs/ });
  await costs.getByLabel('Amount').fill('950');
  await costs.getByRole('button', { name: 'Add cost' }).click();
  const cost = await hrefOf(costs, /^Rent/);

  await addAssignment(
    page,
    { facility: 'Denver Health', city: 'Denver', state: 'CO', start: isoDay(-40), end: isoDay(50) },
    { 'Taxable base pay / week': '900', 'Housing stipend / week': '1,500.00' },
  );
  const assignment = await hrefOf(page, 'Denver Health');

  await addExpense(page, { category: 'licensing', amount: '125', description: 'Colorado RN license' });
  const expense = await hrefOf(page, 'Colorado RN license');

  await addTrip(page, {
    date: `${year}-03-14`,
    miles: '412',
    purpose: 'tax_home_visit',
    from: 'Denver, CO',
    to: 'Omaha, NE',
  });
  const trip = await hrefOf(page, 'Denver, CO → Omaha, NE');

  await page.goto('/credentials');
  await page.getByLabel('Name').fill('Colorado RN license');
  await page.getByLabel('Expires').fill(isoDay(60));
  await page.getByRole('button', { name: 'Add credential' }).click();
  const credential = await hrefOf(page, 'Colorado RN license');
  // The assignment's page with the extension simulator's answer (its dates in words too).
  return [`${assignment}?weeks=40`, expense, trip, credential, doc, cost];
}

// The longest spec: its four runs (signed out, light, dark, free plan) go to both workers. Each worker that
// runs a theme signs up its own user in beforeAll.
test.describe.configure({ mode: 'parallel' });

test('signed out: the public pages (a visitor always gets the light theme)', async ({ browser }) => {
  test.setTimeout(360_000); // two workers share the two cores: about twice as long as alone
  const context = await browser.newContext();
  const problems = await auditAll(await context.newPage(), PUBLIC_PAGES, 'signed-out light');
  await context.close();
  report(problems);
});

// One signed-in user with a record on every page, shared by the two theme runs (a failed run restarts the
// worker, which signs up a fresh user).
test.describe('signed in', () => {
  let session: { context: BrowserContext; page: Page; pages: string[] } | undefined;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const editPages = await setUp(page);
    const pages = [...APP_PAGES, ...editPages, '/docs', '/sign-in', '/sign-up'];
    session = { context, page, pages };
  });

  test.afterAll(async () => {
    await session?.context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`every page in the ${theme} theme`, async () => {
      test.setTimeout(600_000);
      if (!session) throw new Error('set-up failed');
      const { page, pages } = session;
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/settings');
      await page.getByRole('button', { name: theme }).click();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      // The API reference in the light theme is the signed-out run's page (its axe run alone is ~25 s): the
      // dark theme checks it signed in.
      report(await auditAll(page, theme === 'light' ? pages.filter((p) => p !== '/docs') : pages, theme));
    });
  }
});

// Free users see upgrade prompts instead of the Pro views (a second server with PRO_TRIAL_DAYS=0).
test.describe('free plan', () => {
  test.skip(!process.env.E2E_FREE_BASE_URL, 'needs a server with PRO_TRIAL_DAYS=0 at E2E_FREE_BASE_URL');
  test.use({ baseURL: process.env.E2E_FREE_BASE_URL });

  test('signed in on the free plan: the upgrade prompts and billing', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Casey');
    await page.getByLabel('Email').fill(`casey-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await answerWelcome(page);
    report(await auditAll(page, ['/state-income', '/compare', '/settings'], 'free light'));
  });
});
