// Screenshots of every information page at phone and desktop size, to look at the site as an applicant would.
// Usage: node tools/screenshots.mjs [baseUrl]   (default http://localhost:5200; the site must be running)
// Output: .data/screenshots/<page>-<width>x<height>.png (full page)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const baseUrl = process.argv[2] ?? process.env.E2E_BASE_URL ?? 'http://localhost:5200';
const outDir = path.resolve(import.meta.dirname, '..', '.data', 'screenshots');

const PAGES = [
  ['home', '/'],
  ['about', '/AboutUs'],
  ['privacy', '/privacy'],
  ['services', '/service'],
  ['document-required', '/documentRequired'],
  ['terms', '/Terms-and-Conditions'],
  ['faq', '/Faq'],
  ['refund-policy', '/Refund-Policy'],
  ['instructions', '/Instruction'],
  ['visa-fee-details', '/Visa-Fee-Details'],
  ['contact', '/contact'],
  ['blogs', '/blogs'],
  ['products', '/products'],
  ['not-found', '/no-such-page'],
];

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const viewport of VIEWPORTS) {
    const page = await browser.newPage({ viewport });
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    for (const [name, route] of PAGES) {
      await page.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle' });
      await page.locator('main h1').first().waitFor();
      const file = path.join(outDir, `${name}-${viewport.width}x${viewport.height}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
