import { checkDocumentUpload, sniffDocumentType, type DocumentField, type MessageKey } from '@evisa/contracts';
import { readFile } from 'node:fs/promises';
import { reencodeImage, SNIFFED_BYTES } from './image-sanitizer';
import { checkPdf, type PdfProblem } from './pdf-check';
import { receivedHead, type ReceivedFile } from './received-files';
import type { StoredFileType } from './stored-file';

/** A document ready to store: an image re-encoded, or a PDF that passed the content check, written anew. */
export type CleanFile = { data: Buffer; contentType: StoredFileType };

export type DocumentResult = { ok: true; file: CleanFile } | { ok: false; error: MessageKey };

const PDF_MESSAGES: Record<PdfProblem, MessageKey> = {
  notPdf: 'pdfUnreadable',
  encrypted: 'pdfEncrypted',
  activeContent: 'pdfActiveContent',
  tooLarge: 'documentTooLarge',
};

/**
 * Checks one uploaded document (spec 5.5) by its content: a JPEG or PNG that decodes completely (and is
 * re-encoded, like the photo), or a PDF that pdf-lib reads with no password, scripts, actions or attached files
 * and that decodes within bounds (stored as pdf-lib writes it anew); at most 1 MB. An empty or absent file gets the message naming the document.
 */
export async function sanitizeDocument(field: DocumentField, file: ReceivedFile | undefined | null): Promise<DocumentResult> {
  const type = sniffDocumentType(await receivedHead(file, SNIFFED_BYTES));
  const problem = checkDocumentUpload(field, { size: file?.size ?? 0, type: type ?? '' });
  if (problem || !type || !file?.path) return { ok: false, error: problem ?? 'invalidDocumentType' };
  if (type === 'application/pdf') {
    const pdf = await checkPdf(await readFile(file.path));
    return pdf.ok ? { ok: true, file: { data: pdf.bytes, contentType: type } } : { ok: false, error: PDF_MESSAGES[pdf.problem] };
  }
  const image = await reencodeImage(file.path, type);
  return image ? { ok: true, file: image } : { ok: false, error: 'invalidDocumentType' };
}
