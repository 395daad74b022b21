import { checkUpload, sniffImageType, type MessageKey } from '@evisa/contracts';
import type { ImageWorkers } from './image-workers';
import { receivedHead, type ReceivedFile } from './received-files';
import type { StoredImageType } from './stored-file';

/** Enough of a file's first bytes to tell its type (the longest signature, PNG's, is 8 bytes). */
export const SNIFFED_BYTES = 16;

export type CleanImage = { data: Buffer; contentType: StoredImageType };

export type SanitizeResult = { ok: true; image: CleanImage } | { ok: false; error: MessageKey };

/**
 * Checks an upload against the rules of spec 5.5 by what it is, not what it claims to be: the type comes from
 * the file's first bytes (never its name or declared type), and only a file that decodes completely as that
 * type is accepted. The image is then re-encoded in its own format, upright (EXIF orientation applied), which
 * drops all metadata (EXIF, GPS, comments) and anything appended to or hidden in the original bytes; `workers`
 * do that work on their threads. `missing` is the message for no file or an empty one.
 */
export async function sanitizeImage(file: ReceivedFile | undefined | null, missing: MessageKey, workers: ImageWorkers): Promise<SanitizeResult> {
  const type = sniffImageType(await receivedHead(file, SNIFFED_BYTES));
  const problem = checkUpload({ size: file?.size ?? 0, type: type ?? '' }, missing);
  if (problem || !type || !file?.path) return { ok: false, error: problem ?? 'invalidImageType' };
  const image = await reencodeImage(file.path, type, workers);
  return image ? { ok: true, image } : { ok: false, error: 'invalidImageType' };
}

/** The image in the file at `path` decoded completely as `type` and re-encoded (see sanitizeImage), or null when it does not decode. */
export async function reencodeImage(path: string, type: StoredImageType, workers: ImageWorkers): Promise<CleanImage | null> {
  const data = await workers.reencode(path, type);
  return data ? { data, contentType: type } : null;
}
