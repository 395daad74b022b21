// The passport scanner over generated data pages: a third clean, two thirds photographed. Each page is
// drawn in an unthrottled browser page, then scanned through step 1's 'Scan your passport' on the throttled phone
// (phone-profile.mjs): the scanner's code and glyphs load as an applicant's do, at the first scan.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { median } from '../lib/stats.mjs';
import { CHROMIUM, PHONE, throttle } from '../pages/phone-profile.mjs';
import { dataPage, generatedPassport, photoVariant, printedFields } from './generated-passports.mjs';

/** The value at or under which 95% of the numbers lie. */
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * 0.95) - 1)];

const FIELDS = ['surname', 'givenNames', 'passportNumber', 'nationality', 'dateOfBirth', 'sex', 'expiry', 'issuingCountry'];
const CLEAN_WIDTH = 1600;

/** What the panel shows after a scan: its outcome and the values it read (data-value of each row). */
function scanOutcome() {
  const section = document.querySelector('[data-scan-state]');
  const state = section?.getAttribute('data-scan-state');
  if (!section || state === 'reading') return null;
  const outcome = section.querySelector('[data-scan-outcome]')?.getAttribute('data-scan-outcome') ?? state;
  const values = Object.fromEntries([...section.querySelectorAll('[data-passport-field]')].map((row) => [row.getAttribute('data-passport-field'), row.querySelector('dd')?.getAttribute('data-value')]));
  return { outcome, values };
}

function summarise(scans) {
  const read = scans.filter((s) => s.outcome === 'read');
  const complete = read.filter((s) => s.correctFields === FIELDS.length);
  const times = scans.filter((s) => !s.first).map((s) => s.ms);
  return {
    pages: scans.length,
    completeShare: scans.length ? complete.length / scans.length : null,
    wrongAccepted: read.length - complete.length,
    fieldAccuracy: scans.length ? scans.reduce((sum, s) => sum + s.correctFields, 0) / (scans.length * FIELDS.length) : null,
    failures: Object.fromEntries(['noMrz', 'checkDigits', 'notAnImage', 'scannerFailed'].map((reason) => [reason, scans.filter((s) => s.outcome === reason).length])),
    medianMs: times.length ? median(times) : null,
    p95Ms: times.length ? p95(times) : null,
  };
}

/**
 * @param {{ siteUrl: string, pages: number, log: (line: string) => void }} options
 */
export async function benchPassportScan({ siteUrl, pages, log }) {
  const browser = await chromium.launch(CHROMIUM);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-scan-'));
  try {
    const drawer = await (await browser.newContext()).newPage();
    const phone = await browser.newContext({ ...PHONE });
    const page = await phone.newPage();
    await throttle(page);
    await page.goto(`${siteUrl}/Apply`);
    const input = page.getByLabel('Scan your passport', { exact: true });
    await input.waitFor({ state: 'attached', timeout: 120_000 });

    /** Page `index` drawn: its passport, kind, variant and image. */
    const draw = async (index) => {
      const { passport, lines, random } = generatedPassport(index);
      const kind = index % 3 === 0 ? 'clean' : 'photographed';
      const variant = kind === 'clean' ? { width: CLEAN_WIDTH } : photoVariant(random);
      const dataUrl = await drawer.evaluate(dataPage.renderDataPage, { lines, printed: printedFields(passport), seed: index + 1, ...variant });
      return { passport, kind, variant, dataUrl };
    };
    const scans = { clean: [], photographed: [] };
    let first = true;
    // Each page is drawn before its scan starts, never during it: on a 2-core machine a drawing beside the scan takes
    // the throttled phone's CPU, which a real phone's scan does not share.
    for (let index = 0; index < pages; index += 1) {
      const { passport, kind, variant, dataUrl } = await draw(index);
      const [type, base64] = [dataUrl.slice(5, dataUrl.indexOf(';')), dataUrl.split(',')[1]];
      // Handed as a file, as a phone's camera or file picker hands it: Playwright turns a buffer into a File with
      // JavaScript in the page (a character at a time, on the throttled CPU), which no applicant's browser does.
      const file = path.join(folder, `page-${index}.${type === 'image/png' ? 'png' : 'jpg'}`);
      fs.writeFileSync(file, Buffer.from(base64, 'base64'));
      const started = Date.now();
      await input.setInputFiles(file);
      const handle = await page.waitForFunction(scanOutcome, undefined, { timeout: 180_000, polling: 50 });
      const ms = Date.now() - started;
      const { outcome, values } = await handle.jsonValue();
      const correctFields = outcome === 'read' ? FIELDS.filter((field) => values[field] === passport[field]).length : 0;
      scans[kind].push({ index, outcome, correctFields, ms, first });
      if (outcome === 'read' && correctFields < FIELDS.length) {
        log(`  page ${index} (${kind}) WRONG READ ACCEPTED: ${FIELDS.filter((f) => values[f] !== passport[f]).map((f) => `${f} ${values[f]} != ${passport[f]}`).join(', ')}`);
      }
      if (index % 10 === 0 || outcome !== 'read') log(`  page ${index} (${kind}${variant.photo ? `, ${variant.width} px, ${variant.photo.rotationDegrees.toFixed(1)} deg, JPEG ${variant.photo.jpegQuality}` : ''}): ${outcome} in ${ms} ms`);
      first = false;
      fs.rmSync(file);
    }
    const firstScan = [...scans.clean, ...scans.photographed].find((s) => s.first);
    return {
      pages,
      firstScanMs: firstScan?.ms ?? null,
      clean: summarise(scans.clean),
      photographed: summarise(scans.photographed),
      scans,
    };
  } finally {
    await browser.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
