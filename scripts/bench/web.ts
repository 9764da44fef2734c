// What a worker's browser feels: first-load JavaScript of each page (compressed bytes over the wire, as
// Chromium received them) and the dashboard's Largest Contentful Paint, signed in as the bench user.
import { chromium, type Page } from 'playwright-core';
import { NAV_ITEMS } from '@/components/layout/nav-items';

const PAGES = ['/', '/sign-in', '/docs', ...NAV_ITEMS.map((item) => item.href)];
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function scriptBytes(page: Page): Promise<number> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
  );
}

async function lcp(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          resolve(last ? last.startTime : -1);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(-1), 5000);
      }),
  );
}

/** `onPage` is called before each page is opened (the bench attributes the server's memory to it). */
export async function benchWeb(
  baseUrl: string,
  email: string,
  password: string,
  onPage: (path: string) => void = () => undefined,
) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/sign-in`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await Promise.all([
      page.waitForURL('**/dashboard'),
      page.getByRole('button', { name: /sign in/i }).click(),
    ]);
    const js: { path: string; kb: number }[] = [];
    for (const path of PAGES) {
      onPage(path);
      const fresh = await context.newPage(); // a cold page: its own resource timeline
      await fresh.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      js.push({ path, kb: Math.round((await scriptBytes(fresh)) / 102.4) / 10 });
      await fresh.close();
    }
    const paints: number[] = [];
    onPage('/dashboard (LCP runs)');
    for (let i = 0; i < 5; i++) {
      await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'load' });
      paints.push(await lcp(page));
    }
    paints.sort((a, b) => a - b);
    return { js, lcpMs: Math.round(paints[2] ?? -1), lcpRuns: paints.map(Math.round) };
  } finally {
    await browser.close();
  }
}
