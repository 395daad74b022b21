// Real PDF files for API tests, made with pdf-lib: a plain e-Visa, and the kinds the desk must refuse.
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

async function document(): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText('Electronic Travel Authorization', { x: 50, y: 780, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf;
}

/** A one-page PDF like the government's e-Visa. */
export async function eVisaPdf(): Promise<Buffer> {
  return Buffer.from(await (await document()).save());
}

/** A PDF that runs JavaScript when opened (a document-level script in the catalog's Names). */
export async function pdfWithJavaScript(): Promise<Buffer> {
  const pdf = await document();
  pdf.addJavaScript('greet', 'app.alert("hello")');
  return Buffer.from(await pdf.save());
}

/** A PDF whose open action launches a program, hidden in a compressed object stream. */
export async function pdfWithLaunchAction(): Promise<Buffer> {
  const pdf = await document();
  pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') }));
  return Buffer.from(await pdf.save({ useObjectStreams: true }));
}

/** A PDF whose trailer names an encryption dictionary (encrypted with the standard security handler). */
export async function encryptedPdf(): Promise<Buffer> {
  const pdf = await document();
  pdf.context.trailerInfo.Encrypt = pdf.context.register(pdf.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -4, O: PDFString.of('x'.repeat(32)), U: PDFString.of('y'.repeat(32)) }));
  return Buffer.from(await pdf.save());
}
