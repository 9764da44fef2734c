import { expect, test, type Browser, type Page } from '@playwright/test';
import { password, signUp, useTheme } from './flows';

// Issue 11 in the browser: a strict CSP that the app's scripts satisfy (pages hydrate, no violation),
// sign-out and password changes end sessions (a copied cookie is refused), password reset through a real
// email (scripts/e2e.sh runs a local SMTP server), cross-site form posts refused, and no save mid-upload.

const MAIL = process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:3104';

/** Full-page screenshots of the current page at 375 and 1280 px: test-results/screenshots/<name>-<w>.png. */
async function shots(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Every CSP violation the page reports, from the console and the DOM event. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(m.text())) violations.push(m.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

async function emailOf(page: Page): Promise<string> {
  await page.goto('/settings');
  const text =
    (await page
      .getByText(/@example\.com/)
      .first()
      .textContent()) ?? '';
  return /[\w.+-]+@example\.com/.exec(text)?.[0] ?? '';
}

async function signIn(page: Page, email: string, pass: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(pass);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/sign-in$/);
}

/** A second browser holding a copy of this page's cookies. */
async function copyOf(browser: Browser, page: Page): Promise<Page> {
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await other.addCookies(await page.context().cookies());
  return other.newPage();
}

test('pages carry a strict CSP and the security headers, and the app works under it', async ({ page }) => {
  const violations = watchCsp(page);
  const res = await page.goto('/sign-up');
  const headers = res?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  await signUp(page, 'Casey');
  // Hydrated client code at work: the theme switch, a form with client-side state, navigation.
  await useTheme(page, 'dark');
  await useTheme(page, 'light');
  await page.goto('/expenses');
  await page.getByLabel('Category').first().selectOption('uniforms');
  await page.getByLabel('Amount').fill('12.34');
  await page.getByRole('button', { name: 'Save expense' }).click();
  await expect(page.getByText('Expense saved')).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(violations).toEqual([]);
});

test('sign-out ends the session: a copied cookie no longer opens any page', async ({ page, browser }) => {
  await signUp(page, 'Robin');
  const copy = await copyOf(browser, page);
  await copy.goto('/dashboard');
  await expect(copy).toHaveURL(/\/dashboard$/); // the copy works while the session lives
  await signOut(page);
  for (const path of ['/dashboard', '/settings', '/expenses']) {
    await copy.goto(path);
    await expect(copy).toHaveURL(/\/sign-in$/);
  }
  await copy.context().close();
});

test('changing the password signs every other device out and keeps this one in', async ({
  page,
  browser,
}) => {
  await signUp(page, 'Morgan');
  const email = await emailOf(page);
  const other = await copyOf(browser, page);
  await other.goto('/settings');
  await expect(other).toHaveURL(/\/settings$/);
  const card = page.getByRole('region', { name: 'Password' });
  await card.getByLabel('Current password').fill('not-my-password');
  await card.getByLabel('New password (required)', { exact: true }).fill('a-new-password-7');
  await card.getByLabel('New password again').fill('a-new-password-7');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByText('This is not your current password')).toBeVisible();
  await card.getByLabel('Current password').fill(password);
  await card.getByLabel('New password (required)', { exact: true }).fill('a-new-password-7');
  await card.getByLabel('New password again').fill('a-new-password-7');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/settings\?password=changed$/);
  await expect(card.getByText('Password changed: every other device is signed out.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/sign-in$/);
  await other.context().close();
  await signOut(page);
  await signIn(page, email, 'a-new-password-7');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Screenshots of the card, light and dark.
  await page.goto('/settings');
  await page.getByRole('region', { name: 'Password' }).scrollIntoViewIfNeeded();
  await shots(page, 'settings-password-light');
  await useTheme(page, 'dark');
  await page.getByRole('region', { name: 'Password' }).scrollIntoViewIfNeeded();
  await shots(page, 'settings-password-dark');
  await useTheme(page, 'light');
});

test('password reset by email: single-use link, then sign in with the new password', async ({ page }) => {
  const violations = watchCsp(page);
  await signUp(page, 'Avery');
  const email = await emailOf(page);
  await signOut(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await shots(page, 'forgot-password-light');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`If an account uses ${email}, we have sent it a link`)).toBeVisible();
  // The same answer for an address nobody uses.
  await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/If an account uses nobody-/)).toBeVisible();

  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (
        await page.request.get(`${MAIL}/messages?to=${encodeURIComponent(email)}`)
      ).json()) as {
        subject: string;
        text: string;
      }[];
      link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mails[0]?.text ?? '')?.[0] ?? '';
      return mails[0]?.subject ?? '';
    })
    .toBe('Reset your Travel Ledger password');
  await page.goto(link);
  await shots(page, 'reset-password-light');
  await page.getByLabel('New password (required)', { exact: true }).fill('reset-password-9');
  await page.getByLabel('New password again').fill('reset-password-99');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The two passwords are not the same')).toBeVisible();
  await page.getByLabel('New password (required)', { exact: true }).fill('reset-password-9');
  await page.getByLabel('New password again').fill('reset-password-9');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/sign-in\?reset=done$/);
  await expect(page.getByText('Your password was changed: sign in with the new one.')).toBeVisible();
  await signIn(page, email, password);
  await expect(page.getByText('Email or password is wrong')).toBeVisible();
  await signIn(page, email, 'reset-password-9');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password (required)', { exact: true }).fill('another-password-1');
  await page.getByLabel('New password again').fill('another-password-1');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('This link is no longer valid: ask for a new one')).toBeVisible();
  // Dark screenshots: a signed-in user with the dark theme sees these pages in it.
  await useTheme(page, 'dark');
  await page.goto('/forgot-password');
  await shots(page, 'forgot-password-dark');
  await page.goto(link);
  await shots(page, 'reset-password-dark');
  await useTheme(page, 'light');
  expect(violations).toEqual([]);
});

test('a form post from another site is 403, a made-up record id the 404 page', async ({ page }) => {
  await signUp(page, 'Drew');
  const res = await page.request.post('/settings', {
    headers: { origin: 'https://evil.example', 'next-action': '0'.repeat(42), 'content-type': 'text/plain' },
    data: '[]',
  });
  expect(res.status()).toBe(403);
  const missing = await page.goto('/expenses/2147483647');
  expect(missing?.status()).toBe(404);
});

test('a record cannot be saved while its file is still uploading', async ({ page }) => {
  await signUp(page, 'Sky');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/files/upload**', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/expenses');
  await page.getByLabel('Category').first().selectOption('uniforms');
  await page.getByLabel('Amount').fill('20.00');
  await page.getByLabel('Description').fill('Badge reel');
  await page.getByLabel('Receipt (optional)').setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  const save = page.getByRole('button', { name: 'Save expense' });
  await expect(page.getByText('Saving is possible once the upload has finished.')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Description').press('Enter'); // Enter does not save either
  await expect(page.getByText('Expense saved')).toHaveCount(0);
  release();
  await expect(page.getByRole('button', { name: 'Remove receipt.pdf' })).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Expense saved')).toBeVisible();
  await expect(page.getByRole('link', { name: /receipt/i }).first()).toBeVisible();
});
