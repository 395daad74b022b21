import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFObjectStreamParser, PDFRawStream, type PDFContext, type PDFObject } from 'pdf-lib';

/** Why a file is not accepted as a PDF: not one at all, locked with a password, or carrying active content. */
export type PdfProblem = 'notPdf' | 'encrypted' | 'activeContent';

export type PdfCheck = { ok: true; pages: number } | { ok: false; problem: PdfProblem };

/** What a PDF starts with (ISO 32000-1, 7.5.2). Only a file that starts with it is read as a PDF. */
const PDF_HEADER = Buffer.from('%PDF-');

export function looksLikePdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, PDF_HEADER.length)).equals(PDF_HEADER);
}

/**
 * Dictionary keys that run something or carry another file: scripts (JS, JavaScript names tree), actions run on
 * opening or on events (OpenAction, AA), attached files (EmbeddedFiles, EF), XFA forms and rich media.
 */
const FORBIDDEN_KEYS = new Set(['JS', 'JavaScript', 'OpenAction', 'AA', 'EmbeddedFiles', 'EF', 'XFA', 'RichMedia', 'RichMediaContent']);

/** Action types (the /S of an action) that start a program, a script, another document or send data. */
const FORBIDDEN_ACTIONS = new Set(['JavaScript', 'Launch', 'GoToE', 'GoToR', 'ImportData', 'SubmitForm', 'Rendition', 'RichMediaExecute', 'Movie', 'Sound']);

/** Types of objects that are files in themselves. */
const FORBIDDEN_TYPES = new Set(['EmbeddedFile', 'Filespec']);

/**
 * The most a PDF's object streams may decode to, all together. pdf-lib inflates them while parsing, without a
 * limit of its own: a 1 MB upload could otherwise inflate to a gigabyte. Real letters' object streams are a few
 * hundred kilobytes.
 */
export const MAX_OBJECT_STREAM_BYTES = 16 * 1024 * 1024;

const decodedSoFar = new WeakMap<PDFContext, number>();

/** Inflates an object stream within what is left of its document's budget; throws when it would exceed it. */
function decodeWithinBudget(stream: PDFRawStream): void {
  const context = stream.dict.context;
  const used = decodedSoFar.get(context) ?? 0;
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  let size = stream.contents.length;
  if (filters.length === 1 && filters[0] === PDFName.of('FlateDecode')) {
    // Node's zlib stops at the limit (RangeError) instead of allocating what the stream asks for.
    size = inflateSync(stream.contents, { maxOutputLength: Math.max(1, MAX_OBJECT_STREAM_BYTES - used) }).length;
  } else if (filters.length > 0) {
    throw new Error('object stream with a filter other than FlateDecode');
  }
  if (used + size > MAX_OBJECT_STREAM_BYTES) throw new Error('object streams too large');
  decodedSoFar.set(context, used + size);
}

/** Installed once: every object stream pdf-lib parses is first measured against the budget above. */
const parseObjectStream = PDFObjectStreamParser.forStream.bind(PDFObjectStreamParser);
PDFObjectStreamParser.forStream = (stream, shouldWaitForTick) => {
  decodeWithinBudget(stream);
  return parseObjectStream(stream, shouldWaitForTick);
};

function nameOf(value: PDFObject | undefined): string | undefined {
  return value instanceof PDFName ? value.decodeText() : undefined;
}

/** True when any dictionary in the document (in any object, stream dictionary or the trailer) is active content. */
function hasActiveContent(context: PDFContext): boolean {
  const pending: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  while (pending.length > 0) {
    const object = pending.pop()!;
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (object instanceof PDFArray) pending.push(...object.asArray());
    if (!dict) continue;
    for (const [key, value] of dict.entries()) {
      const name = key.decodeText();
      if (FORBIDDEN_KEYS.has(name)) return true;
      if (name === 'S' && FORBIDDEN_ACTIONS.has(nameOf(value) ?? '')) return true;
      if (name === 'Type' && FORBIDDEN_TYPES.has(nameOf(value) ?? '')) return true;
      pending.push(value);
    }
  }
  return false;
}

/**
 * Checks that the bytes are a PDF a reviewer can open safely (issue 26): it starts as a PDF and parses
 * completely with pdf-lib (strictly: an object it cannot read fails the check), has at least one page, is not
 * encrypted, and holds no scripts, automatic or launch actions, attached files or XFA forms. The file is not
 * rewritten: a PDF that passes is stored as it came. Used for applicants' documents and staff uploads alike.
 */
export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  if (!looksLikePdf(bytes)) return { ok: false, problem: 'notPdf' };
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
  } catch {
    return { ok: false, problem: 'notPdf' };
  }
  if (document.isEncrypted) return { ok: false, problem: 'encrypted' };
  let pages: number;
  try {
    pages = document.getPageCount();
  } catch {
    return { ok: false, problem: 'notPdf' };
  }
  if (pages < 1) return { ok: false, problem: 'notPdf' };
  if (hasActiveContent(document.context)) return { ok: false, problem: 'activeContent' };
  return { ok: true, pages };
}
