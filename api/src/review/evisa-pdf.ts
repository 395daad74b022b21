import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';
import { EVISA_UPLOAD, type StaffMessageKey } from '@evisa/contracts';

/** Names whose presence means active content or something hidden: scripts, actions that run or fetch, attachments, forms that post. */
const ACTIVE_KEYS = ['JS', 'JavaScript', 'AA', 'OpenAction', 'Launch', 'EmbeddedFiles', 'EmbeddedFile', 'XFA', 'RichMedia'];
const ACTIVE_ACTIONS = ['JavaScript', 'Launch', 'ImportData', 'SubmitForm', 'RichMediaExecute', 'GoToE', 'Rendition', 'Sound', 'Movie'];

const PDF_HEADER = Buffer.from('%PDF-');

export type EvisaCheck = { ok: true } | { ok: false; error: StaffMessageKey; values?: Record<string, string> };

/** True when any dictionary reachable from `object` (direct or through references) names active content. */
function hasActiveContent(document: PDFDocument): boolean {
  const seen = new Set<PDFObject>();
  const visit = (object: PDFObject | undefined): boolean => {
    if (!object || seen.has(object)) return false;
    seen.add(object);
    if (object instanceof PDFRef) return visit(document.context.lookup(object));
    if (object instanceof PDFArray) return object.asArray().some(visit);
    // A stream's dictionary is looked at like any other; its data is never run.
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined;
    if (!dict) return false;
    for (const key of ACTIVE_KEYS) if (dict.has(PDFName.of(key))) return true;
    const action = dict.get(PDFName.of('S'));
    if (action instanceof PDFName && ACTIVE_ACTIONS.includes(action.decodeText())) return true;
    return dict.values().some(visit);
  };
  // Every object of the file, not only those the page tree reaches: nothing unused may hide there either.
  return document.context.enumerateIndirectObjects().some(([, object]) => visit(object)) || visit(document.catalog);
}

/**
 * Checks the e-Visa a reviewer uploads by what it is, not its name or declared type: a PDF that pdf-lib parses
 * completely, with at least one page, not encrypted and without scripts, actions that run or fetch, or attached
 * files. The bytes are stored as they are (the government's document is never rewritten).
 */
export async function checkEvisaPdf(bytes: Buffer | undefined): Promise<EvisaCheck> {
  if (!bytes || bytes.length === 0) return { ok: false, error: 'eVisaRequired' };
  if (bytes.length > EVISA_UPLOAD.maxBytes) return { ok: false, error: 'eVisaTooLarge', values: { max: String(EVISA_UPLOAD.maxBytes / 1024 / 1024) } };
  if (!bytes.subarray(0, 1024).includes(PDF_HEADER)) return { ok: false, error: 'eVisaNotPdf' };
  let document: PDFDocument;
  try {
    // Loaded even when encrypted, to tell that apart from a file that is not a PDF at all.
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
  } catch {
    return { ok: false, error: 'eVisaNotPdf' };
  }
  if (document.isEncrypted) return { ok: false, error: 'eVisaUnsafe' };
  try {
    if (document.getPageCount() < 1) return { ok: false, error: 'eVisaNotPdf' };
  } catch {
    return { ok: false, error: 'eVisaNotPdf' };
  }
  return hasActiveContent(document) ? { ok: false, error: 'eVisaUnsafe' } : { ok: true };
}
