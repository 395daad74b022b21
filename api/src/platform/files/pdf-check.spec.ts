import { PDFDocument } from 'pdf-lib';
import { checkPdf, looksLikePdf } from './pdf-check';
import { objectsByXref } from './testing/raw-pdf';
import { jpeg } from './testing/test-images';
import {
  desktopScanPdf,
  encryptedPdf,
  pdfImagePixelBomb,
  pdfObjectStreamBomb,
  pdfPageContentBomb,
  pdfScriptBehindXref,
  pdfScriptHiddenInStream,
  pdfWithAttachment,
  pdfWithLaunchLink,
  pdfWithNamedScript,
  pdfWithOpenActionScript,
  phoneScanPdf,
  plainPdf,
} from './testing/test-pdfs';

/**
 * One revision (no earlier table for a reader to follow), and each entry of its cross-reference table pointing
 * at the definition of that object: a reader following the table reads what pdf-lib parsed.
 */
function expectOneRevision(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  expect(text.match(/startxref/g)).toHaveLength(1);
  expect(text).not.toMatch(/\/Prev\b/);
  const byXref = objectsByXref(bytes);
  expect(byXref.size).toBeGreaterThan(0);
  for (const [number, object] of byXref) expect(object.startsWith(`${number} 0 obj`)).toBe(true);
}

describe('checkPdf (real PDFs made with pdf-lib or byte by byte)', () => {
  it('accepts a plain one-page letter, and what it returns to store is the same document written anew', async () => {
    const pdf = await plainPdf();
    expect(looksLikePdf(pdf)).toBe(true);
    const check = await checkPdf(pdf);
    expect(check).toMatchObject({ ok: true, pages: 1 });
    if (!check.ok) return;
    expectOneRevision(check.bytes);
    expect(await checkPdf(check.bytes)).toEqual(check);
  });

  it.each([
    ['from a phone (JPEG pages in object streams)', phoneScanPdf, 2],
    ['from a desktop scanner (a lossless 300 dpi page, then an incremental update)', desktopScanPdf, 1],
  ])('accepts a scan %s and stores one revision of it', async (_what, make, pages) => {
    const scan = await make();
    const check = await checkPdf(scan);
    expect(check).toMatchObject({ ok: true, pages });
    if (!check.ok) return;
    expectOneRevision(check.bytes);
    expect((await PDFDocument.load(check.bytes)).getPageCount()).toBe(pages);
  });

  it.each([
    ['a JPEG', () => jpeg(50, 50)],
    ['text that only starts like a PDF', async () => Buffer.from('%PDF-1.7\nnot really a document\n%%EOF\n')],
    ['a PDF cut in half', async () => (await plainPdf()).subarray(0, 400)],
    ['an empty file', async () => Buffer.alloc(0)],
  ])('refuses %s as not a PDF', async (_what, make) => {
    expect(await checkPdf(await make())).toEqual({ ok: false, problem: 'notPdf' });
  });

  it('refuses a PDF locked with a password', async () => {
    expect(await checkPdf(await encryptedPdf())).toEqual({ ok: false, problem: 'encrypted' });
  });

  it.each([
    ['a script run on opening', pdfWithOpenActionScript],
    ['a document script whose names are escaped', pdfWithNamedScript],
    ['an attached file', pdfWithAttachment],
    ['a link that launches a program', pdfWithLaunchLink],
  ])('refuses %s as active content', async (_what, make) => {
    expect(await checkPdf(await make())).toEqual({ ok: false, problem: 'activeContent' });
  });

  it.each([
    ['defined twice, the cross-reference table pointing at the first', pdfScriptBehindXref],
    ['hidden in a stream, where the cross-reference table points', pdfScriptHiddenInStream],
  ])('neutralises a catalog with a script %s: what is stored is the catalog that was checked', async (_what, make) => {
    const attack = make();
    expect(objectsByXref(attack).get(1)).toContain('/JavaScript');
    const check = await checkPdf(attack);
    expect(check).toMatchObject({ ok: true, pages: 1 });
    if (!check.ok) return;
    expectOneRevision(check.bytes);
    const stored = objectsByXref(check.bytes);
    expect(stored.get(1)).toMatch(/\/Type \/Catalog/);
    expect(stored.get(1)).not.toMatch(/JavaScript|OpenAction/);
  });

  it.each([
    ['a page whose content inflates to 200 MB', pdfPageContentBomb],
    ['an object stream that inflates to 80 MB', pdfObjectStreamBomb],
    ['an image that declares 10 gigapixels', pdfImagePixelBomb],
  ])('refuses %s as too large, from a file under 1 MB', async (_what, make) => {
    const bomb = await make();
    expect(bomb.length).toBeLessThan(1_048_576);
    expect(await checkPdf(bomb)).toEqual({ ok: false, problem: 'tooLarge' });
  });
});
