/**
 * Screenshots of routes at phone (390×844) and desktop (1280×800) sizes, for looking at what
 * we build. Needs a running app: BASE_URL (default http://localhost:3000).
 *   node --import tsx scripts/screenshots.ts /beaches /all-beaches …   → /tmp/shots/*.png
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = process.env.SHOTS_DIR ?? '/tmp/shots';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const sizes = [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
] as const;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [name, width, height] of sizes) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(Number(process.env.SHOTS_WAIT ?? 800));
    const file = `${out}/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${name}.png`;
    await page.screenshot({ path: file, fullPage: process.env.SHOTS_FULL !== '0' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
