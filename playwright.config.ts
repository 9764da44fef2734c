import { defineConfig } from '@playwright/test';

// The server is started by the caller (scripts): set E2E_BASE_URL to it.
export default defineConfig({
  testDir: './tests/e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  retries: 0,
  // Two workers on the two servers of scripts/e2e.sh: spec files run side by side (each test signs up users
  // of its own), so npm test stays within its budget on a 2-core machine; E2E_WORKERS=1 runs them in turn.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [['list']],
  outputDir: './test-results/artifacts',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100',
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
