import { jpeg } from '../../platform/files/testing/test-images';
import { checkPdf } from '../../platform/files/pdf-check';
import { encryptedPdf, pdfPageContentBomb, pdfWithLaunchLink, pdfWithNamedScript, plainPdf } from '../../platform/files/testing/test-pdfs';
import { checkEvisaPdf } from './evisa-pdf';

// The content check itself is pdf-check.spec.ts's; these pin what the desk's upload answers for each kind of file.
describe('the e-Visa PDF check', () => {
  it('accepts a plain PDF and gives the checked copy to store', async () => {
    const pdf = await plainPdf();
    const check = await checkPdf(pdf);
    expect(check.ok && (await checkEvisaPdf(pdf))).toEqual({ ok: true, bytes: check.ok && check.bytes });
  });

  it('refuses what is not a PDF, whatever it is called: an image, text, a cut PDF, nothing', async () => {
    expect(await checkEvisaPdf(await jpeg(50, 50))).toEqual({ ok: false, error: 'eVisaNotPdf' });
    expect(await checkEvisaPdf(Buffer.from('%PDF-1.7\nnot really a PDF'))).toEqual({ ok: false, error: 'eVisaNotPdf' });
    const whole = await plainPdf();
    expect(await checkEvisaPdf(whole.subarray(0, Math.floor(whole.length / 2)))).toEqual({ ok: false, error: 'eVisaNotPdf' });
    expect(await checkEvisaPdf(Buffer.alloc(0))).toEqual({ ok: false, error: 'eVisaRequired' });
    expect(await checkEvisaPdf(undefined)).toEqual({ ok: false, error: 'eVisaRequired' });
  });

  it('refuses an encrypted PDF, one with JavaScript and one that launches a program', async () => {
    expect(await checkEvisaPdf(await encryptedPdf())).toEqual({ ok: false, error: 'eVisaUnsafe' });
    expect(await checkEvisaPdf(await pdfWithNamedScript())).toEqual({ ok: false, error: 'eVisaUnsafe' });
    expect(await checkEvisaPdf(await pdfWithLaunchLink())).toEqual({ ok: false, error: 'eVisaUnsafe' });
  });

  it('refuses a page that inflates far beyond a document with the size message', async () => {
    expect(await checkEvisaPdf(await pdfPageContentBomb())).toEqual({ ok: false, error: 'eVisaTooLarge', values: { max: '5' } });
  });

  it('refuses a file over the size limit before parsing it', async () => {
    const large = Buffer.concat([await plainPdf(), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await checkEvisaPdf(large)).toEqual({ ok: false, error: 'eVisaTooLarge', values: { max: '5' } });
  });
});
