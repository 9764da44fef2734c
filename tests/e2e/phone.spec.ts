import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { NAV_ITEMS } from '../../components/layout/nav-items';
import { addTaxHome, signUp } from './flows';

// The app in a nurse's pocket (issue 40), in a phone's viewport (375 px, touch): installable (manifest,
// icons, a service worker controlling the page), Capture with no signal (a receipt, a trip and "I'm home"
// queued, shown as waiting, then sent once when the signal returns, a repeat deduplicated by its
// Idempotency-Key), the location granted and denied, a refusal shown with its reason, pages read offline,
// and sign-out clearing what the device kept.

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

// 0.03° north of Omaha 68102's centroid (41.259, -95.9409): 2.1 miles (tests/unit/records/check-in.test.ts).
const AT_HOME = { latitude: 41.289, longitude: -95.9409, accuracy: 30 };

/** A bearer token for the signed-in browser's user (the route Capture itself uses), for reading the API. */
async function apiAs(request: APIRequestContext) {
  const res = await request.post('/api/capture/token');
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  return {
    headers,
    list: async (path: string) => {
      const r = await request.get(path, { headers });
      expect(r.status()).toBe(200);
      return (await r.json()) as Record<string, unknown>[];
    },
  };
}

/** The service worker controls the page and keeps it: what a phone needs before the signal goes. */
async function readyOffline(page: Page, path: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  const url = new URL(path, page.url()).href;
  await expect
    .poll(
      () =>
        page.evaluate(async (u) => {
          for (const name of await caches.keys())
            if (name.startsWith('tl-pages-') && (await (await caches.open(name)).match(u))) return true;
          return false;
        }, url),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** A camera-sized photo (2400 × 1800 PNG), drawn by the browser itself. */
async function photo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 2400;
    c.height = 1800;
    const g = c.getContext('2d')!;
    g.fillStyle = '#fff';
    g.fillRect(0, 0, 2400, 1800);
    g.fillStyle = '#000';
    g.font = '120px sans-serif';
    g.fillText('WALGREENS  TOTAL 12.50', 100, 900);
    return c.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

const waiting = (page: Page) => page.locator('[data-testid="queued-action"][data-status="waiting"]');
const sent = (page: Page) => page.locator('[data-testid="queued-action"][data-status="sent"]');

test('installable: the manifest is linked and valid, the service worker registered and in control', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Capture's API token is the session's: none without one.
  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.post('/api/capture/token')).status()).toBe(401);
  await anonymous.dispose();
  await signUp(page, 'Installer');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href ?? '')).json();
  expect(manifest).toMatchObject({
    name: 'Travel Ledger',
    short_name: 'Travel Ledger',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#ffffff',
    background_color: '#f7f8fa',
  });
  // Chrome's install criteria: a 192 and a 512 px icon; Android's launcher crops a maskable one.
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of [...icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
    const res = await page.request.get(icon.src);
    expect([icon.src, res.status(), res.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
    const png = await res.body();
    // The PNG's IHDR holds its width and height (bytes 16-23).
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon.png',
  );
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ffffff');
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(new URL(scriptURL ?? '').pathname).toBe('/serwist/sw.js');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  const sw = await page.request.get('/serwist/sw.js');
  expect(sw.headers()['service-worker-allowed']).toBe('/');
  // The phone's navigation has Capture one tap away.
  await page.getByRole('link', { name: 'Capture', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Capture', level: 1 })).toBeVisible();
});

test('no signal: a receipt, a trip and "I\'m home" wait on the phone, then arrive once', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await signUp(page, 'Offline');
  await addTaxHome(page, { ZIP: '68102' });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(AT_HOME);
  await page.goto('/capture');
  await readyOffline(page, '/capture');
  const api = await apiAs(page.request);
  const image = await photo(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-line')).toContainText('Offline: showing what you saw at');
  await expect(page.getByTestId('queue-note')).toContainText('No signal');

  // A receipt: the camera's photo, compressed here, the amount typed.
  await page
    .getByLabel('Receipt')
    .setInputFiles({ name: 'IMG_0412.png', mimeType: 'image/png', buffer: image });
  const receipt = page.getByRole('form', { name: 'Receipt' });
  await expect(receipt.getByRole('img', { name: 'Your receipt photo' })).toBeVisible();
  const size = await receipt
    .getByRole('img', { name: 'Your receipt photo' })
    .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([1600, 1200]); // 2400 × 1800 at most 1600 px on its longer side
  await receipt.getByLabel('Amount').fill('12.50');
  await receipt.getByLabel('Category').selectOption('supplies');
  await receipt.getByLabel('What it was').fill('Walgreens');
  await receipt.getByRole('button', { name: 'Save receipt' }).click();
  await expect(
    page.getByText('Receipt saved on this phone: it is sent when you are back online.'),
  ).toBeVisible();

  // A trip, started and stopped with the odometer: 12,212 - 12,000 = 212 miles.
  await page.getByRole('button', { name: 'Trip', exact: true }).click();
  await page.getByLabel('Odometer (optional)').fill('12000');
  await page.getByRole('button', { name: 'Start trip' }).click();
  await page.getByRole('button', { name: 'Stop trip' }).click();
  await expect(page.getByTestId('trip-started')).toContainText('odometer 12,000');
  await page.getByLabel('Odometer now').fill('12212');
  const trip = page.getByRole('form', { name: 'Trip' });
  await expect(trip.getByLabel('Miles')).toHaveValue('212');
  await trip.getByLabel('Purpose').selectOption('tax_home_visit');
  await trip.getByLabel('From').fill('Denver, CO');
  await trip.getByLabel('To').fill('Omaha, NE');
  await trip.getByRole('button', { name: 'Stop and save trip' }).click();

  // "I'm home", with the location the phone allowed.
  await page.getByRole('button', { name: 'I’m home' }).click();
  await expect(page.getByText(/Checked in at .*, with your location \(accuracy 30 m\)/)).toBeVisible();
  await expect(waiting(page)).toHaveCount(3);
  await expect(waiting(page).first()).toContainText('Waiting to send');
  // Nothing reached the server yet.
  expect(await api.list('/api/v1/expenses')).toEqual([]);
  expect(await api.list('/api/v1/mileage')).toEqual([]);
  expect(await api.list('/api/v1/tax-home-visits')).toEqual([]);

  // The signal returns: each is sent, once.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(sent(page)).toHaveCount(3, { timeout: 30_000 });
  const expenses = await api.list('/api/v1/expenses');
  expect(expenses).toHaveLength(1);
  expect(expenses[0]).toMatchObject({ amount: 1250, category: 'supplies', description: 'Walgreens' });
  expect(expenses[0]?.receipt_objstore_key).toMatch(/^receipts\//);
  const trips = await api.list('/api/v1/mileage');
  expect(trips.map((t) => [t.miles, t.purpose, t.origin, t.destination])).toEqual([
    [212, 'tax_home_visit', 'Denver, CO', 'Omaha, NE'],
  ]);
  const visits = await api.list('/api/v1/tax-home-visits');
  expect(visits).toHaveLength(1);
  expect(visits[0]).toMatchObject({
    check_in_latitude: 41.289,
    check_in_accuracy_m: 30,
    check_in_distance_miles: 2.1,
    checked_out_at: null,
  });

  // A double send: the receipt sent again with its key makes no second record. Once by hand...
  const queued = await page.evaluate(
    () =>
      new Promise<{ key: string; body: Record<string, unknown>; photoKey: string }[]>((done) => {
        const open = indexedDB.open('travel-ledger-capture');
        open.onsuccess = () => {
          const get = open.result.transaction('actions').objectStore('actions').getAll();
          get.onsuccess = () => done(get.result);
        };
      }),
  );
  const first = queued.find((a) => a.photoKey);
  expect(first).toBeDefined();
  const again = await page.request.post('/api/v1/expenses', {
    headers: { ...api.headers, 'Idempotency-Key': first!.key },
    data: { ...first!.body, receipt_objstore_key: first!.photoKey },
  });
  expect([again.status(), again.headers()['idempotent-replayed']]).toEqual([201, 'true']);
  expect((await again.json()).id).toBe(expenses[0]?.id);
  // ...and once by the queue itself, its action put back to waiting as if the answer had been lost.
  await page.evaluate(
    (key) =>
      new Promise<void>((done) => {
        const open = indexedDB.open('travel-ledger-capture');
        open.onsuccess = () => {
          const store = open.result.transaction('actions', 'readwrite').objectStore('actions');
          const get = store.get(key);
          get.onsuccess = () => {
            store.put({ ...get.result, status: 'waiting', sentAt: undefined });
            store.transaction.oncomplete = () => done();
          };
        };
      }),
    first!.key,
  );
  await page.reload();
  await expect(sent(page)).toHaveCount(3, { timeout: 30_000 });
  expect(await api.list('/api/v1/expenses')).toHaveLength(1);

  // Leaving home ends the visit; the visit's page shows its evidence.
  await page.getByRole('button', { name: 'Leaving home' }).click();
  await expect(sent(page)).toHaveCount(4, { timeout: 30_000 });
  const [visit] = await api.list('/api/v1/tax-home-visits');
  expect(visit?.checked_out_at).toEqual(expect.any(String));
  await page.goto(`/tax-home/visits/${visit?.id}`);
  await expect(page.getByTestId('check-in-words')).toContainText(
    /Checked in .*, 2\.1 miles from the tax home, accuracy 30 m, left /,
  );
  await page.getByRole('button', { name: 'Remove the location' }).click();
  await expect(page.getByTestId('check-in-words')).toContainText('no location');
  const [after] = await api.list('/api/v1/tax-home-visits');
  expect([after?.check_in_latitude, after?.check_in_distance_miles]).toEqual([null, null]);
});

test('location denied: "I\'m home" checks in without it; a refusal is shown with its reason', async ({
  page,
}) => {
  await signUp(page, 'Denied');
  await addTaxHome(page, { ZIP: '68102' });
  await page.goto('/capture');
  await page.getByRole('button', { name: 'I’m home' }).click();
  await expect(page.getByText(/without your location: you did not allow it/)).toBeVisible();
  await expect(sent(page)).toHaveCount(1, { timeout: 30_000 });
  const api = await apiAs(page.request);
  const visits = await api.list('/api/v1/tax-home-visits');
  expect(visits).toHaveLength(1);
  expect(visits[0]).toMatchObject({ check_in_latitude: null, check_in_distance_miles: null });
  expect(visits[0]?.checked_in_at).toEqual(expect.any(String));

  // An amount the API refuses (over $10,000,000): kept, marked, with the reason, until removed.
  await page.getByRole('button', { name: 'Expense', exact: true }).click();
  const form = page.getByRole('form', { name: 'Expense' });
  await form.getByLabel('Amount').fill('20000000');
  await form.getByRole('button', { name: 'Save expense' }).click();
  const refused = page.locator('[data-testid="queued-action"][data-status="refused"]');
  await expect(refused).toHaveCount(1, { timeout: 30_000 });
  await expect(refused).toContainText('Not accepted');
  await expect(refused.getByTestId('refused-reason')).toContainText('amount');
  expect(await api.list('/api/v1/expenses')).toEqual([]);
  await refused.getByRole('button', { name: 'Remove' }).click();
  await expect(refused).toHaveCount(0);
});

test('pages opened before read offline; sign-out leaves nothing of the user on the device', async ({
  page,
  context,
}) => {
  await signUp(page, 'Reader');
  await page.goto('/expenses');
  await readyOffline(page, '/expenses');
  await context.setOffline(true);
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
  await expect(page.getByTestId('offline-line')).toContainText('Offline: showing what you saw at');
  // A page never opened here says so.
  await page.goto('/profitability');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await page.goto('/dashboard');
  await page.locator('summary', { hasText: 'Menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  const kept = await page.evaluate(async () =>
    (await caches.keys()).filter((n) => n.startsWith('tl-pages-')),
  );
  expect(kept).toEqual([]);
});

test('a page view fetches no other section in the background (links are not prefetched)', async ({
  page,
}) => {
  await signUp(page, 'Quinn');
  const sections = new Set<string>(NAV_ITEMS.map((item) => item.href));
  const prefetched: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.headers()['next-router-prefetch'] && sections.has(url.pathname)) prefetched.push(url.pathname);
  });
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
  await page.locator('summary', { hasText: 'Menu' }).click();
  await page.getByRole('link', { name: 'Mileage' }).first().hover();
  await page.waitForTimeout(1_500); // the viewport's and the hover's prefetches start within a few hundred ms
  expect(prefetched).toEqual([]);
  // A section still opens from the menu.
  await page.getByRole('link', { name: 'Mileage' }).first().click();
  await expect(page).toHaveURL(/\/mileage$/);
});
