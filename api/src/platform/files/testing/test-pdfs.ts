// Real PDF files for API tests, made with pdf-lib: a plain letter and the kinds a document upload must refuse.
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib';

async function letter(): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText('Invitation letter', { x: 72, y: 770, size: 18, font });
  page.drawText('We are pleased to invite you to our meetings in Bengaluru.', { x: 72, y: 740, size: 11, font });
  return document;
}

const save = async (document: PDFDocument, useObjectStreams = true) => Buffer.from(await document.save({ useObjectStreams }));

/** A one-page letter, as a word processor would export it. */
export async function plainPdf(): Promise<Buffer> {
  return save(await letter());
}

/** Locked with a password (the standard security handler's dictionary in the trailer). */
export async function encryptedPdf(): Promise<Buffer> {
  const document = await letter();
  const context = document.context;
  context.trailerInfo.Encrypt = context.register(
    context.obj({ Filter: 'Standard', V: 1, R: 2, O: PDFHexString.of('00'.repeat(32)), U: PDFHexString.of('11'.repeat(32)), P: -44 }),
  );
  return save(document, false);
}

/** Runs a script when opened (OpenAction with a JavaScript action). */
export async function pdfWithOpenActionScript(): Promise<Buffer> {
  const document = await letter();
  const action = document.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of("app.alert('hello')") });
  document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
  return save(document);
}

/**
 * A document-level script in the catalog's names tree, every name of it written with an escaped character
 * (/Java#53cript reads as /JavaScript, /J#53 as /JS), so only a parser that decodes names finds it.
 */
export async function pdfWithNamedScript(): Promise<Buffer> {
  const document = await letter();
  const context = document.context;
  const script = context.register(context.obj({ S: 'JavaScript', JS: PDFString.of('this.print()') }));
  document.catalog.set(PDFName.of('Names'), context.obj({ JavaScript: context.register(context.obj({ Names: [PDFString.of('run'), script] })) }));
  const text = (await save(document, false)).toString('latin1');
  const escaped = text.replaceAll('/JavaScript', '/Java#53cript').replaceAll('/JS ', '/J#53 ');
  if (escaped.includes('/JavaScript') || !escaped.includes('/J#53 ')) throw new Error('the script was not written as expected');
  return Buffer.from(escaped, 'latin1');
}

/** Carries another file (an attachment in the EmbeddedFiles names tree). */
export async function pdfWithAttachment(): Promise<Buffer> {
  const document = await letter();
  await document.attach(Buffer.from('MZ not really a program'), 'setup.exe', { mimeType: 'application/octet-stream' });
  return save(document);
}

/** A link annotation that starts a program when clicked (a Launch action). */
export async function pdfWithLaunchLink(): Promise<Buffer> {
  const document = await letter();
  const context = document.context;
  const link = context.register(
    context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, 700, 300, 720], A: { S: 'Launch', F: PDFString.of('calc.exe') } }),
  );
  document.getPage(0).node.set(PDFName.of('Annots'), context.obj([link]));
  return save(document);
}

/** An object stream that inflates to far more than a letter needs (a 20 MB string in a few kilobytes). */
export async function pdfObjectStreamBomb(): Promise<Buffer> {
  const document = await letter();
  document.catalog.set(PDFName.of('Padding'), document.context.register(document.context.obj({ Text: PDFString.of('A'.repeat(20 * 1024 * 1024)) })));
  return save(document, true);
}
