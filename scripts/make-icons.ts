// npx tsx scripts/make-icons.ts — draws the installed app's icons (public/icons/*.png) from the app's mark
// (app/icon.svg: the teal tile with the white T) in Debian's Chromium, the browser the tests use: no image
// library to install. Run again after the mark changes and commit the PNGs.
//   icon-192.png, icon-512.png   "any": the rounded tile on a transparent ground (Android's launcher, Chrome)
//   icon-maskable-512.png        "maskable": full-bleed teal, the T inside the central 80% safe zone, so a
//                                launcher may cut it to a circle or a squircle (w3c.github.io/manifest/#icon-masks)
//   apple-touch-icon.png (180)   iOS home screen: opaque, square (iOS rounds the corners itself)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const TEAL = '#0f766e';
const T = 'M9 10h14v3h-5.5v11h-3V13H9z';

/** The mark on a 32-unit square: `tile` rounds its corners, `scale` shrinks the T around the center. */
function svg(size: number, { rounded, scale }: { rounded: boolean; scale: number }): string {
  const offset = 16 - 16 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${TEAL}"/>
  <path d="${T}" fill="#fff" transform="translate(${offset} ${offset}) scale(${scale})"/>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  // The T spans 14 of 32 units; at 0.8 it takes 35% of the width, well inside the 80% safe circle.
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.85 },
];

async function main() {
  const out = path.resolve(import.meta.dirname, '../public/icons');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox'],
  });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      const html = `<html><body style="margin:0;background:transparent">${svg(icon.size, icon)}</body></html>`;
      await page.setContent(html);
      await page.screenshot({ path: path.join(out, icon.file), omitBackground: icon.rounded });
      await page.close();
      console.log(`wrote public/icons/${icon.file}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
