/**
 * The web app manifest's screenshots (richer install dialog on Android and desktop Chrome):
 * the home page at phone (390×844, "narrow") and desktop (1280×800, "wide") size, palette-
 * compressed PNGs in pwa/public/screenshots. Needs a running app with its seed data:
 *   BASE_URL=http://localhost:3000 node --import tsx scripts/manifest-screenshots.ts
 */
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const dir = fileURLToPath(new URL('../pwa/public/screenshots/', import.meta.url));
const SHOTS = [
  { file: 'home-narrow.png', width: 390, height: 844, scale: 1 },
  { file: 'home-wide.png', width: 1280, height: 800, scale: 1 },
] as const;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const { file, width, height, scale } of SHOTS) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale });
  await page.goto(base, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(1000);
  const png = await page.screenshot({ animations: 'disabled' });
  const info = await sharp(png)
    .png({ palette: true, quality: 85, compressionLevel: 9 })
    .toFile(dir + file);
  console.log(`${file}: ${info.width}×${info.height}, ${info.size} bytes`);
  await page.close();
}
await browser.close();
