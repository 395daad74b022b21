// Writes src/scan/ocrb-templates.json: the OCR-B glyphs the scanner compares each MRZ character with. Chromium draws
// data pages whose MRZ holds every character (Debian's fonts-ocr-b), the scanner's own steps cut them, and each
// character's cells are averaged over several page sizes. Run again after a change to the cutting:
//   node libs/passport/build/make-ocrb-templates.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { createJiti } from 'jiti';
import sharp from 'sharp';

const dir = path.dirname(fileURLToPath(import.meta.url));
const jiti = createJiti(import.meta.url);
const { renderDataPage } = /** @type {typeof import('../src/testing/data-page')} */ (await jiti.import(path.join(dir, '../src/testing/data-page.ts')));
const { greyPage, mrzCut } = /** @type {typeof import('../src/scan/mrz-cut')} */ (await jiti.import(path.join(dir, '../src/scan/mrz-cut.ts')));
const { mrzCells, cellVector, inkSums } = /** @type {typeof import('../src/scan/ocrb-reader')} */ (await jiti.import(path.join(dir, '../src/scan/ocrb-reader.ts')));

const CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
/** @type {[string, string]} */
const LINES = ['ABCDEFGHIJKLMNOPQRSTUVWXYZ<<<<<<<<<<<<<<<<<<', '0123456789<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<'];
const WIDTHS = [900, 1200, 1600, 2200, 3000];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const sums = new Map(CHARS.split('').map((char) => [char, []]));
try {
  const page = await browser.newPage();
  for (const width of WIDTHS) {
    const url = await page.evaluate(renderDataPage, { lines: LINES, printed: [], width, seed: width });
    const { data, info } = await sharp(Buffer.from(url.split(',')[1], 'base64')).grayscale().raw().toBuffer({ resolveWithObject: true });
    const cut = mrzCut(greyPage({ width: info.width, height: info.height, data }));
    const cells = cut && mrzCells(cut);
    if (!cells || cells.some((line) => line.length !== 44)) throw new Error(`no MRZ cells at width ${width}`);
    const ink = inkSums(cut);
    cells.forEach((line, l) =>
      line.forEach((cell, i) => sums.get(LINES[l][i]).push([...cellVector(ink, cell.left, cell.top, cell.width, cell.height)])),
    );
  }
} finally {
  await browser.close();
}
const vectors = CHARS.split('').map((char) => {
  const seen = sums.get(char);
  const mean = seen[0].map((_, i) => seen.reduce((sum, v) => sum + v[i], 0) / seen.length);
  const norm = Math.sqrt(mean.reduce((a, b) => a + b * b, 0));
  return mean.map((v) => Math.round((v / norm) * 1000) / 1000);
});
fs.writeFileSync(path.join(dir, '../src/scan/ocrb-templates.json'), `${JSON.stringify({ chars: CHARS, vectors })}\n`);
console.log(`wrote ${CHARS.length} templates`);
