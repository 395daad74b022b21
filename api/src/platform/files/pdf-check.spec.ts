import { checkPdf, looksLikePdf } from './pdf-check';
import { jpeg } from './testing/test-images';
import {
  encryptedPdf,
  pdfObjectStreamBomb,
  pdfWithAttachment,
  pdfWithLaunchLink,
  pdfWithNamedScript,
  pdfWithOpenActionScript,
  plainPdf,
} from './testing/test-pdfs';

describe('checkPdf (real PDFs made with pdf-lib)', () => {
  it('accepts a plain one-page letter', async () => {
    const pdf = await plainPdf();
    expect(looksLikePdf(pdf)).toBe(true);
    expect(await checkPdf(pdf)).toEqual({ ok: true, pages: 1 });
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

  it('refuses an object stream that would inflate far beyond a letter, without inflating it', async () => {
    const bomb = await pdfObjectStreamBomb();
    expect(bomb.length).toBeLessThan(1_048_576);
    expect(await checkPdf(bomb)).toEqual({ ok: false, problem: 'notPdf' });
  });
});
