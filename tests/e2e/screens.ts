import type { Page } from '@playwright/test';

/** Full-page screenshots at phone and desktop widths: test-results/screenshots/<name>-<375|1280>.png. */
export async function screens(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
