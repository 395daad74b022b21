import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFContext, type PDFObject } from 'pdf-lib';
import { withinStreamBudget } from './pdf-streams';

/**
 * Why a file is not accepted as a PDF: not one at all (or one whose streams use a filter that cannot be bounded),
 * locked with a password, carrying active content, or decoding to far more than a document needs.
 */
export type PdfProblem = 'notPdf' | 'encrypted' | 'activeContent' | 'tooLarge';

/** A PDF that passed carries the bytes to store: the checked document written anew (see checkPdf). */
export type PdfCheck = { ok: true; pages: number; bytes: Buffer } | { ok: false; problem: PdfProblem };

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

function nameOf(value: PDFObject | undefined): string | undefined {
  return value instanceof PDFName ? value.decodeText() : undefined;
}

/** True when any dictionary in the document (in any object, stream dictionary or the trailer's) is active content. */
function hasActiveContent(context: PDFContext): boolean {
  const trailer = [context.trailerInfo.Root, context.trailerInfo.Info].filter((value): value is PDFObject => value !== undefined);
  const pending: PDFObject[] = [...trailer, ...context.enumerateIndirectObjects().map(([, object]) => object)];
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
 * Checks that the bytes are a PDF a reviewer can open safely: it starts as a PDF and parses
 * completely with pdf-lib (strictly: an object it cannot read fails the check), has at least one page, is not
 * encrypted, holds no scripts, automatic or launch actions, attached files or XFA forms, and its streams decode
 * within a budget (pdf-streams.ts).
 *
 * pdf-lib reads a file front to back and keeps the last definition of each object, while desktop readers follow
 * the cross-reference table, which may point at another definition (a duplicate, an earlier revision, or one
 * hidden inside a stream). So what is stored is never the upload itself but the checked objects written anew,
 * with one definition each and a plain cross-reference table: the reader opens exactly what was checked.
 * Used for applicants' documents and staff uploads alike.
 */
export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  if (!looksLikePdf(bytes)) return { ok: false, problem: 'notPdf' };
  let document: PDFDocument;
  try {
    const parsed = await withinStreamBudget(() => PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false }));
    if ('problem' in parsed) return { ok: false, problem: parsed.problem === 'tooLarge' ? 'tooLarge' : 'notPdf' };
    document = parsed.value;
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
  return { ok: true, pages, bytes: Buffer.from(await document.save({ useObjectStreams: false, updateFieldAppearances: false })) };
}
