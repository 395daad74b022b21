// Real PDF files for API tests, made with pdf-lib or byte by byte: a letter, scans, and the kinds a document upload must refuse or neutralise.
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { deflateFilled, streamBody, writeRawPdf } from './raw-pdf';
import { jpeg } from './test-images';

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

const PAGE_OBJECTS = [
  { number: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
  { number: 3, body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>' },
  { number: 4, body: streamBody('', Buffer.from('BT /F1 12 Tf 72 770 Td (Invitation letter) Tj ET')) },
];
const CLEAN_CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const SCRIPT_CATALOG = "<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert('hello')) >> >>";

/**
 * The catalog defined twice: first with a script run on opening, where the cross-reference table points, then a
 * clean copy of the same object number, which a front-to-back parser keeps.
 */
export function pdfScriptBehindXref(): Buffer {
  return writeRawPdf([{ number: 1, body: SCRIPT_CATALOG }, ...PAGE_OBJECTS, { number: 1, body: CLEAN_CATALOG }], 1);
}

/**
 * The catalog with a script hidden as the data of an unused stream, where the cross-reference table points;
 * the clean catalog is where a front-to-back parser reads it.
 */
export function pdfScriptHiddenInStream(): Buffer {
  const hidden = Buffer.from(`1 0 obj\n${SCRIPT_CATALOG}\nendobj\n`, 'latin1');
  const pdf = writeRawPdf([{ number: 1, body: CLEAN_CATALOG }, ...PAGE_OBJECTS, { number: 5, body: streamBody('', hidden) }], 1);
  const at = pdf.indexOf(hidden);
  return writeRawPdf([{ number: 1, body: CLEAN_CATALOG }, ...PAGE_OBJECTS, { number: 5, body: streamBody('', hidden) }], 1, {
    xref: (number, offsets) => (number === 1 ? at : offsets[0]),
  });
}

/** A page whose content stream inflates to 200 MB of spaces, in a file of about 200 KB. */
export async function pdfPageContentBomb(): Promise<Buffer> {
  const contents = streamBody('/Filter /FlateDecode', await deflateFilled(200 * 1024 * 1024));
  return writeRawPdf([{ number: 1, body: CLEAN_CATALOG }, ...PAGE_OBJECTS.slice(0, 2), { number: 4, body: contents }], 1);
}

/** An object stream holding one string that inflates to 80 MB, which pdf-lib would inflate while parsing. */
export async function pdfObjectStreamBomb(): Promise<Buffer> {
  const objects = streamBody('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', await deflateFilled(80 * 1024 * 1024, 'A', '6 0 (', ')'));
  return writeRawPdf([{ number: 1, body: CLEAN_CATALOG }, ...PAGE_OBJECTS, { number: 5, body: objects }], 1);
}

/** A page image declaring 100,000 x 100,000 pixels (a JPEG header is all a reader needs to allocate them). */
export async function pdfImagePixelBomb(): Promise<Buffer> {
  const image = streamBody('/Type /XObject /Subtype /Image /Width 100000 /Height 100000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode', await jpeg(8, 8));
  return writeRawPdf([{ number: 1, body: CLEAN_CATALOG }, ...PAGE_OBJECTS, { number: 5, body: image }], 1);
}

/** What a phone's scanning app writes: each page one JPEG photo of a sheet of A4, in object streams. */
export async function phoneScanPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setProducer('iOS Version 17.4 (Build 21E219) Quartz PDFContext');
  for (let page = 0; page < 2; page += 1) {
    const photo = await document.embedJpg(await jpeg(620, 877));
    document.addPage([595, 842]).drawImage(photo, { x: 0, y: 0, width: 595, height: 842 });
  }
  return save(document, true);
}

/**
 * What a desktop scanner's software writes: a lossless greyscale page image (Flate) at 300 dpi, then an
 * incremental update (the software rewriting the document's information after the scan), so one object is
 * defined twice.
 */
export async function desktopScanPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const sheet = await sharp(Buffer.alloc(2480 * 3508, 250), { raw: { width: 2480, height: 3508, channels: 1 } }).png().toBuffer();
  document.addPage([595, 842]).drawImage(await document.embedPng(sheet), { x: 0, y: 0, width: 595, height: 842 });
  const first = await save(document, false);
  const text = first.toString('latin1');
  const previous = Number(/startxref\s+(\d+)/.exec(text)?.[1]);
  const size = /\/Size (\d+)/.exec(text)?.[1];
  const root = /\/Root (\d+ \d+ R)/.exec(text)?.[1];
  const infoNumber = /\/Info (\d+) 0 R/.exec(text)?.[1];
  const info = `${infoNumber} 0 obj\n<< /Producer (Epson Scan 2) /Title (Scan) >>\nendobj\n`;
  const update = `xref\n${infoNumber} 1\n${String(first.length).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${size} /Root ${root} /Info ${infoNumber} 0 R /Prev ${previous} >>\n`;
  return Buffer.concat([first, Buffer.from(info + update + `startxref\n${first.length + info.length}\n%%EOF\n`, 'latin1')]);
}
